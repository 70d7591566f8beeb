import type { ApexOptions } from 'apexcharts';
import 'apexcharts/radialBar';
import Chart from 'react-apexcharts/core';
import { CHART_ANIMATIONS } from '@/components/charts/chart-data';
import { GAUGE_HEIGHT } from '../../lib/charts';
import { shownPercent } from '../../lib/format';

/** The share of the consigned value sold, as a half-circle gauge. Loaded lazily with apexcharts (core + radialBar). */
export default function SalesGauge({ percent, label, color }: { percent: number; label: string; color: string }) {
  const options: ApexOptions = {
    chart: {
      type: 'radialBar',
      fontFamily: 'inherit',
      parentHeightOffset: 0,
      animations: CHART_ANIMATIONS,
      sparkline: { enabled: true },
    },
    colors: [color],
    labels: [label],
    plotOptions: {
      radialBar: {
        startAngle: -110,
        endAngle: 110,
        hollow: { size: '62%' },
        track: { background: '#e5e5ea', strokeWidth: '100%' },
        dataLabels: {
          name: { show: true, offsetY: 28, color: '#636366', fontSize: '14px' },
          // The gauge draws at most a full arc; the words say the exact figure.
          value: { offsetY: -12, fontSize: '30px', fontWeight: 700, formatter: () => shownPercent(percent) },
        },
      },
    },
    stroke: { lineCap: 'round' },
  };
  const drawn = Math.min(100, Math.max(0, percent));
  return <Chart type="radialBar" options={options} series={[drawn]} height={GAUGE_HEIGHT} />;
}
