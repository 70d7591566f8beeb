import { useTranslation } from 'react-i18next';
import type { StockEffect, StockMoved } from '@domain/inventory';
import type { ProductHistoryEntry } from '@domain/inventory';
import { EventTimeline } from '@/components/ui/event-timeline';
import { movementLabelKey } from '@/config/inventory';
import { formatCount, formatDateTime, formatMoney } from '@/lib/money';

type T = (key: string, options?: Record<string, unknown>) => string;
const cents = (n: unknown) => (typeof n === 'number' ? formatMoney(n / 100) : '—');
const signed = (n: number) => (n > 0 ? `+${formatCount(n)}` : `−${formatCount(-n)}`);

/** What happened, in the shop's words: a title and the lines that say how much and why. */
function describe(entry: ProductHistoryEntry, t: T): { title: string; lines: string[] } {
  const d = entry.data as Record<string, unknown>;
  switch (entry.type) {
    case 'ProductAdded':
      return {
        title: t('inventory.history.added'),
        lines: [
          t('inventory.history.addedLine', {
            price: cents(d.priceCents),
            status: t(`inventory.status.${String(d.status)}`),
            location: String(d.location ?? ''),
          }),
        ],
      };
    case 'ProductDetailsUpdated':
      return {
        title: t('inventory.history.detailsUpdated'),
        lines: [
          t('inventory.history.detailsLine', {
            name: String(d.name ?? ''),
            categories: ((d.categories as string[]) ?? []).join(', '),
            location: String(d.location ?? ''),
            min: String(d.minStockLevel ?? ''),
          }),
        ],
      };
    case 'ProductPriceChanged':
      return {
        title: t('inventory.history.priceChanged'),
        lines: [
          t('inventory.history.priceLine', { from: cents(d.previousPriceCents), to: cents(d.priceCents) }),
          ...(d.wholesalePriceCents !== d.previousWholesalePriceCents
            ? [
                t('inventory.history.wholesaleLine', {
                  from: cents(d.previousWholesalePriceCents),
                  to: cents(d.wholesalePriceCents),
                }),
              ]
            : []),
        ],
      };
    case 'ProductStatusChanged':
      return {
        title: t('inventory.history.statusChanged'),
        lines: [
          t('inventory.history.statusLine', {
            from: t(`inventory.status.${String(d.previousStatus)}`),
            to: t(`inventory.status.${String(d.status)}`),
          }),
        ],
      };
    case 'StockMoved':
      return describeMovement(d as unknown as StockMoved['data'], t);
    default:
      return { title: entry.type, lines: [] };
  }
}

function describeMovement(m: StockMoved['data'], t: T) {
  const net = m.effects.reduce((sum, e) => sum + e.delta, 0);
  const lines = m.effects.map((e: StockEffect) =>
    t('inventory.history.effect', {
      location: e.locationId,
      delta: signed(e.delta),
      after: formatCount(e.balanceAfter),
    }),
  );
  if (m.countedQuantity !== null) lines.unshift(t('inventory.history.counted', { count: m.countedQuantity }));
  if (m.reference) lines.push(t('inventory.history.reference', { type: m.reference.type, id: m.reference.id }));
  if (m.notes) lines.push(t('inventory.history.notes', { notes: m.notes }));
  return { title: `${t(movementLabelKey(m.type, net))} · ${formatCount(m.quantity)}`, lines };
}

/** The product's events, newest first, with who did each and why. */
export function HistoryTimeline({ entries }: { entries: ProductHistoryEntry[] }) {
  const { t } = useTranslation();
  return (
    <EventTimeline
      entries={entries}
      testId="history-timeline"
      describe={(entry) => describe(entry, t)}
      when={(at) => formatDateTime(at)}
      by={(name) => t('inventory.history.by', { name })}
    />
  );
}
