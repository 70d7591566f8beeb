import type { ApexOptions } from 'apexcharts';
import 'apexcharts/bar';
import Chart from 'react-apexcharts/core';
import { NO_ANIMATIONS } from '@/components/charts/chart-data';

const LABEL_EVERY = 7;

/**
 * The last 30 days' sales as stacked columns, one colour per channel (the app's palette, as in the
 * legend beside it). Loaded lazily with apexcharts (core + bar); a live update redraws without animation.
 */
export default function SalesChart({
  days,
  series,
  height,
  format,
  axisFormat,
}: {
  days: string[];
  series: { name: string; color: string; data: number[] }[];
  height: number;
  format: (value: number) => string;
  axisFormat: (value: number) => string;
}) {
  // One day in LABEL_EVERY named on the axis, today always (30 labels do not fit a phone's width);
  // the tooltip names every day.
  const named = new Set(days.filter((_, i) => (days.length - 1 - i) % LABEL_EVERY === 0));
  const options: ApexOptions = {
    chart: {
      type: 'bar',
      stacked: true,
      fontFamily: 'inherit',
      toolbar: { show: false },
      zoom: { enabled: false },
      animations: NO_ANIMATIONS,
      parentHeightOffset: 0,
    },
    colors: series.map((s) => s.color),
    plotOptions: { bar: { columnWidth: '70%', borderRadius: 2 } },
    dataLabels: { enabled: false },
    fill: { opacity: 1 },
    legend: { show: false },
    grid: { borderColor: 'rgba(60, 60, 67, 0.12)', padding: { left: 4, right: 8 } },
    xaxis: {
      categories: days,
      labels: {
        rotate: 0,
        formatter: (value) => (named.has(String(value)) ? String(value) : ''),
        style: { colors: '#636366' },
      },
      axisTicks: { show: false },
      tooltip: { enabled: false },
    },
    yaxis: { labels: { formatter: (value) => axisFormat(Number(value)), style: { colors: '#636366' } } },
    tooltip: {
      x: { formatter: (_value, opts?: { dataPointIndex?: number }) => days[opts?.dataPointIndex ?? 0] ?? '' },
      y: { formatter: (value) => format(value ?? 0) },
    },
    states: { hover: { filter: { type: 'darken' } } },
  };
  return <Chart type="bar" options={options} series={series} height={height} />;
}
