import type { ApexOptions } from 'apexcharts';
import 'apexcharts/bar';
import Chart from 'react-apexcharts/core';
import { NO_ANIMATIONS, type ChartDatum } from './chart-data';

/**
 * Horizontal bars, one colour each, in the order given (agreements per status, stock value per
 * category). `format` writes the axis, the tooltip and, with `labels`, the value on each bar. Loaded
 * lazily with apexcharts (core + bar).
 */
export default function HorizontalBars({
  bars,
  seriesName,
  height,
  format,
  labels = false,
  animations = NO_ANIMATIONS,
}: {
  bars: ChartDatum[];
  seriesName: string;
  height: number;
  format: (value: number) => string;
  labels?: boolean;
  animations?: NonNullable<ApexOptions['chart']>['animations'];
}) {
  const options: ApexOptions = {
    chart: {
      type: 'bar',
      fontFamily: 'inherit',
      toolbar: { show: false },
      zoom: { enabled: false },
      animations,
      parentHeightOffset: 0,
    },
    colors: bars.map((b) => b.color),
    plotOptions: {
      bar: { horizontal: true, distributed: true, borderRadius: 4, borderRadiusApplication: 'end', barHeight: '60%' },
    },
    dataLabels: { enabled: labels, formatter: (value) => format(Number(value)), style: { fontSize: '13px' } },
    fill: { opacity: 1 }, // the exact palette colours, as in the swatches of the list beside
    legend: { show: false },
    grid: { borderColor: 'rgba(60, 60, 67, 0.12)', padding: { left: 8, right: 20 } },
    xaxis: {
      categories: bars.map((b) => b.label),
      tickAmount: Math.min(4, Math.max(1, ...bars.map((b) => b.value))),
      labels: { formatter: (value) => format(Number(value)), style: { colors: '#636366' } },
    },
    yaxis: { labels: { maxWidth: 150, style: { fontSize: '13px' } } },
    tooltip: { y: { formatter: (value) => format(value ?? 0), title: { formatter: () => '' } } },
    states: { hover: { filter: { type: 'darken' } } },
  };
  const series = [{ name: seriesName, data: bars.map((b) => b.value) }];
  return <Chart type="bar" options={options} series={series} height={height} />;
}
