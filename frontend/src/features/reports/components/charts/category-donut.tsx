import type { ApexOptions } from 'apexcharts';
import 'apexcharts/donut';
import Chart from 'react-apexcharts/core';
import { formatCount } from '@/lib/money';
import { CHART_ANIMATIONS, DONUT_HEIGHT, type ChartDatum } from '../../lib/charts';

/**
 * Products per category, the total in the middle. Loaded lazily (apexcharts is the app's largest
 * library; the core build with only the donut keeps this chunk smaller).
 */
export default function CategoryDonut({ slices, totalLabel }: { slices: ChartDatum[]; totalLabel: string }) {
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  const options: ApexOptions = {
    chart: { type: 'donut', fontFamily: 'inherit', parentHeightOffset: 0, animations: CHART_ANIMATIONS },
    labels: slices.map((s) => s.label),
    colors: slices.map((s) => s.color),
    legend: { show: false }, // written out under the chart, with units and value
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
              color: '#8a8a8e',
              formatter: () => formatCount(total),
            },
          },
        },
      },
    },
  };
  return <Chart type="donut" options={options} series={slices.map((s) => s.value)} height={DONUT_HEIGHT} />;
}
