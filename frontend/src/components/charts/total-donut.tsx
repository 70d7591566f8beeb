import type { ApexOptions } from 'apexcharts';
import 'apexcharts/donut';
import Chart from 'react-apexcharts/core';
import { formatCount } from '@/lib/money';
import { NO_ANIMATIONS, type ChartDatum } from './chart-data';

/**
 * A donut of counts with their total in the middle (products per category, movements per type).
 * Loaded lazily: apexcharts is the app's largest library, and the core build with only the donut keeps
 * the chunk smaller. The legend is the screen's own list beside it.
 */
export default function TotalDonut({
  slices,
  totalLabel,
  height,
  animations = NO_ANIMATIONS,
}: {
  slices: ChartDatum[];
  totalLabel: string;
  height: number;
  animations?: NonNullable<ApexOptions['chart']>['animations'];
}) {
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  const options: ApexOptions = {
    chart: { type: 'donut', fontFamily: 'inherit', parentHeightOffset: 0, animations },
    labels: slices.map((s) => s.label),
    colors: slices.map((s) => s.color),
    legend: { show: false },
    dataLabels: { enabled: false },
    stroke: { width: 2, colors: ['#ffffff'] },
    tooltip: { y: { formatter: (value) => formatCount(value ?? 0) } },
    plotOptions: {
      pie: {
        donut: {
          size: '68%',
          labels: {
            show: true,
            value: { formatter: (value) => formatCount(Number(value)), fontSize: '24px', fontWeight: 700 },
            total: {
              show: true,
              showAlways: true,
              label: totalLabel,
              color: '#636366',
              formatter: () => formatCount(total),
            },
          },
        },
      },
    },
  };
  return <Chart type="donut" options={options} series={slices.map((s) => s.value)} height={height} />;
}
