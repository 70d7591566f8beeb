import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paletteColor } from '@/components/charts/chart-data';
import { ChartSlot } from '@/components/charts/chart-slot';
import { GroupedList, ListRow } from '@/components/ui/grouped-list';
import { Segmented } from '@/components/ui/segmented';
import { StatCards } from '@/components/ui/stat-cards';
import { CHANNELS, type Channel, type ShopFigures } from '@domain/reports';
import { count, money, shortDay, wholePesos } from '../lib/format';
import { FigureLink } from './figure-link';

// The figures both landings share: sales (today, week, month), each channel with the 30-day chart,
// and the shop's operations (stock, deliveries, subscriptions, staff). Each figure opens its screen.

// apexcharts is the app's largest library: only the chart's chunk loads it, after the figures show.
const SalesChart = lazy(() => import('./sales-chart'));
const CHART_HEIGHT = 240;

/** Where each channel's sales are worked on. */
const CHANNEL_SCREENS: Record<Channel, string> = {
  counter: '/admin/pos',
  online: '/admin/orders',
  invoices: '/warehouse/billing',
  consignment: '/admin/consignment',
  subscriptions: '/admin/subscription',
};
const SPANS = ['today', 'week', 'month'] as const;
type Span = (typeof SPANS)[number];

const useWords = () => {
  const { t, i18n } = useTranslation();
  return { w: (key: string, o?: Record<string, unknown>) => t(`dashboardFigures.${key}`, o), locale: i18n.language };
};

/** Sales today, this week (from Monday) and this month, each to the reports. */
export function SalesCards({ data, prefix }: { data: ShopFigures | undefined; prefix: string }) {
  const { w } = useWords();
  return (
    <StatCards
      className="dash-three"
      label={w('sales')}
      cards={SPANS.map((span) => ({
        key: `${prefix}-sales-${span}`,
        label: w(`spans.${span}`),
        value: data && (
          <FigureLink
            to="/admin/reports"
            value={data.sales[span].total}
            text={money(data.sales[span].total)}
            testId={`${prefix}-sales-${span}-link`}
          />
        ),
      }))}
    />
  );
}

/** Each channel's sales in the chosen span, and the last 30 days by channel as stacked columns. */
export function SalesByChannel({ data, prefix }: { data: ShopFigures; prefix: string }) {
  const { w, locale } = useWords();
  const [span, setSpan] = useState<Span>('month');
  const series = CHANNELS.map((c, i) => ({
    name: w(`channels.${c}`),
    color: paletteColor(i),
    data: data.sales.series.map((d) => d[c] / 100),
  }));
  return (
    <GroupedList header={w('byChannel')}>
      <div className="dash-spans">
        <Segmented
          label={w('span')}
          options={SPANS.map((s) => ({ value: s, label: w(`spanTabs.${s}`) }))}
          value={span}
          onChange={setSpan}
          testId={`${prefix}-channel-span`}
        />
      </div>
      {CHANNELS.map((c, i) => (
        <ListRow
          key={c}
          to={CHANNEL_SCREENS[c]}
          testId={`${prefix}-channel-${c}`}
          title={
            <>
              <span className="dash-swatch" style={{ background: paletteColor(i) }} />
              {w(`channels.${c}`)}
            </>
          }
          detail={
            <span className="dash-amount" data-testid={`${prefix}-channel-${c}-value`} data-value={data.sales[span][c]}>
              {money(data.sales[span][c])}
            </span>
          }
        />
      ))}
      <figure className="dash-figure" aria-label={w('last30')}>
        <figcaption className="dash-caption">{w('last30')}</figcaption>
        <ChartSlot
          className="dash-chart"
          height={CHART_HEIGHT}
          testId={`${prefix}-sales-chart`}
          table={{
            caption: w('last30'),
            columns: [w('day'), ...CHANNELS.map((c) => w(`channels.${c}`))],
            rows: data.sales.series.map((d) => ({
              key: d.day,
              cells: [shortDay(d.day, locale), ...CHANNELS.map((c) => money(d[c]))],
            })),
          }}
        >
          <SalesChart
            height={CHART_HEIGHT}
            days={data.sales.series.map((d) => shortDay(d.day, locale))}
            series={series}
            format={(pesos) => money(pesos * 100)}
            axisFormat={(pesos) => wholePesos(pesos * 100)}
          />
        </ChartSlot>
      </figure>
    </GroupedList>
  );
}

/** Stock, today's deliveries, subscriptions and the staff on shift: the shop's day at a glance. */
export function OperationsCards({ data, prefix }: { data: ShopFigures | undefined; prefix: string }) {
  const { w } = useWords();
  const card = (key: string, to: string, pick: (d: ShopFigures) => number, format = count) => ({
    key: `${prefix}-${key}`,
    label: w(`ops.${key}`),
    value: data && <FigureLink to={to} value={pick(data)} text={format(pick(data))} testId={`${prefix}-${key}-link`} />,
  });
  const low = data ? data.stock.lowStock + data.stock.outOfStock : 0;
  return (
    <StatCards
      label={w('operations')}
      cards={[
        card('stock-value', '/admin/inventory', (d) => d.stock.valueCents, money),
        {
          ...card('low-stock', '/admin/inventory?stockStatus=low_stock', (d) => d.stock.lowStock),
          tone: low > 0 ? 'warning' : undefined,
        },
        {
          ...card('out-of-stock', '/admin/inventory?stockStatus=out_of_stock', (d) => d.stock.outOfStock),
          tone: data && data.stock.outOfStock > 0 ? 'danger' : undefined,
        },
        card('deliveries-today', '/admin/delivery', (d) => d.deliveries.total),
        card('subscriptions-active', '/admin/subscription', (d) => d.subscriptions.active),
        card('mrr', '/admin/subscription', (d) => d.subscriptions.monthlyRecurringCents, money),
        card('clocked-in', '/admin/hr?tab=attendance', (d) => d.staff.clockedIn),
        card('employees', '/admin/hr', (d) => d.staff.employees),
        {
          ...card('help-requests', '/admin/help-requests', (d) => d.helpRequests.open),
          tone: data && data.helpRequests.open > 0 ? 'warning' : undefined,
        },
      ]}
    />
  );
}
