import type { ApexOptions } from 'apexcharts';
import 'apexcharts/bar';
import Chart from 'react-apexcharts/core';
import { formatMoney } from '@/lib/money';
import { barsHeight, type ChartDatum } from '../../config/charts';

/**
 * Stock value per category as horizontal bars, in the order given (largest first). Loaded lazily:
 * apexcharts is the app's largest library. The core build with only the bar type keeps it smaller.
 */
export default function CategoryValueBars({ bars, seriesName }: { bars: ChartDatum[]; seriesName: string }) {
  const options: ApexOptions = {
    chart: {
      type: 'bar',
      fontFamily: 'inherit',
      toolbar: { show: false },
      zoom: { enabled: false },
      parentHeightOffset: 0,
    },
    colors: bars.map((b) => b.color),
    plotOptions: {
      bar: {
        horizontal: true,
        distributed: true,
        borderRadius: 4,
        borderRadiusApplication: 'end',
        barHeight: '62%',
      },
    },
    dataLabels: { enabled: false },
    fill: { opacity: 1 }, // the exact palette colours, as in the swatches of the list below
    legend: { show: false },
    grid: { borderColor: 'rgba(60, 60, 67, 0.12)', padding: { left: 12, right: 20 } },
    xaxis: {
      categories: bars.map((b) => b.label),
      tickAmount: 3,
      labels: { formatter: (value) => formatMoney(Number(value)), style: { colors: '#8a8a8e' } },
    },
    yaxis: { labels: { maxWidth: 150, style: { fontSize: '13px' } } },
    tooltip: { y: { formatter: (value) => formatMoney(value ?? 0), title: { formatter: () => '' } } },
    states: { hover: { filter: { type: 'darken' } } },
  };
  const series = [{ name: seriesName, data: bars.map((b) => b.value) }];
  return <Chart type="bar" options={options} series={series} height={barsHeight(bars.length)} />;
}
