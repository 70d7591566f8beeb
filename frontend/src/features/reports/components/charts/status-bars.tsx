import type { ApexOptions } from 'apexcharts';
import 'apexcharts/bar';
import Chart from 'react-apexcharts/core';
import { formatCount } from '@/lib/money';
import { CHART_ANIMATIONS, barsHeight, type ChartDatum } from '../../lib/charts';

/** Agreements per status as horizontal bars, one colour each. Loaded lazily with apexcharts (core + bar). */
export default function StatusBars({ bars, seriesName }: { bars: ChartDatum[]; seriesName: string }) {
  const options: ApexOptions = {
    chart: {
      type: 'bar',
      fontFamily: 'inherit',
      toolbar: { show: false },
      zoom: { enabled: false },
      animations: CHART_ANIMATIONS,
      parentHeightOffset: 0,
    },
    colors: bars.map((b) => b.color),
    plotOptions: {
      bar: { horizontal: true, distributed: true, borderRadius: 4, borderRadiusApplication: 'end', barHeight: '60%' },
    },
    dataLabels: { enabled: true, formatter: (value) => formatCount(Number(value)), style: { fontSize: '13px' } },
    fill: { opacity: 1 },
    legend: { show: false },
    grid: { borderColor: 'rgba(60, 60, 67, 0.12)', padding: { left: 8, right: 16 } },
    xaxis: {
      categories: bars.map((b) => b.label),
      tickAmount: Math.min(4, Math.max(1, ...bars.map((b) => b.value))),
      labels: { formatter: (value) => formatCount(Math.round(Number(value))), style: { colors: '#8a8a8e' } },
    },
    yaxis: { labels: { maxWidth: 120, style: { fontSize: '13px' } } },
    tooltip: { y: { formatter: (value) => formatCount(value ?? 0), title: { formatter: () => '' } } },
  };
  const series = [{ name: seriesName, data: bars.map((b) => b.value) }];
  return <Chart type="bar" options={options} series={series} height={barsHeight(bars.length)} />;
}
