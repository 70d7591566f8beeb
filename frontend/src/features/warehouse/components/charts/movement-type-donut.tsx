import type { ApexOptions } from 'apexcharts';
import 'apexcharts/donut';
import Chart from 'react-apexcharts/core';
import { formatCount } from '@/lib/money';
import { DONUT_HEIGHT, type ChartDatum } from '../../config/charts';

/** Today's movements split by type, the day's total in the middle. Loaded lazily with apexcharts (core + donut). */
export default function MovementTypeDonut({ slices, totalLabel }: { slices: ChartDatum[]; totalLabel: string }) {
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  const options: ApexOptions = {
    chart: { type: 'donut', fontFamily: 'inherit', parentHeightOffset: 0 },
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
