import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_LOT, type StockEffect, type StockMoved } from '@domain/inventory';
import type { ProductHistoryEntry } from '@domain/inventory';
import { EventTimeline } from '@/components/ui/event-timeline';
import { movementLabelKey } from '@/config/inventory';
import { formatCount, formatDateTime, formatMoney } from '@/lib/money';
import { lotDay } from '../lib/lot-text';

type T = (key: string, options?: Record<string, unknown>) => string;
/** Lot id → how it reads (its code, else its supplier), from the purchases that received them; days in `language`. */
type LotNames = Map<string, string> & { language?: string };
const cents = (n: unknown) => (typeof n === 'number' ? formatMoney(n / 100) : '—');
const signed = (n: number) => (n > 0 ? `+${formatCount(n)}` : `−${formatCount(-n)}`);

/** What happened, in the shop's words: a title and the lines that say how much and why. */
function describe(entry: ProductHistoryEntry, t: T, names: LotNames): { title: string; lines: string[] } {
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
      return describeMovement(d as unknown as StockMoved['data'], t, names);
    case 'LotReachedSellBy': {
      // Issue 44: the morning a lot reached its sell-by (the worker's notice), with what was left of it.
      const lot = [d.code, d.supplier].filter(Boolean).join(' · ') || t('inventory.lots.unnamed');
      const units = formatCount(Number(d.remaining ?? 0));
      return {
        title: t('inventory.lots.sellByReached'),
        lines: [t('inventory.lots.sellByReachedLine', { lot, units, value: cents(d.valueCents) })],
      };
    }
    default:
      return { title: entry.type, lines: [] };
  }
}

function describeMovement(m: StockMoved['data'], t: T, names: LotNames) {
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
  lines.push(...lotLines(m, t, names));
  return { title: `${t(movementLabelKey(m.type, net))} · ${formatCount(m.quantity)}`, lines };
}

/** Issue 44: waste's cause, the lot a purchase received, the lots an outflow took (absent on older lines). */
function lotLines(m: StockMoved['data'], t: T, names: LotNames): string[] {
  const lines: string[] = [];
  if (m.cause) lines.push(t('inventory.lots.cause', { cause: t(`inventory.causes.${m.cause}`) }));
  if (m.lot) {
    const what = [
      m.lot.code,
      m.lot.supplier,
      t('inventory.lots.sellBy', { day: lotDay(m.lot.sellBy, names.language ?? 'es') }),
    ];
    lines.push(t('inventory.lots.received', { lot: what.filter(Boolean).join(' · ') }));
  } else if (m.lots?.some((l) => l.lotId !== NO_LOT)) {
    const took = m.lots.map((l) => {
      const name = l.lotId === NO_LOT ? t('inventory.lots.none') : (names.get(l.lotId) ?? l.lotId.slice(0, 8));
      return `${name} ${signed(l.delta)}`;
    });
    lines.push(t('inventory.lots.took', { lots: took.join(', ') }));
  }
  if (typeof m.costCents === 'number') lines.push(t('inventory.lots.cost', { cost: cents(m.costCents) }));
  return lines;
}

const lotNamesOf = (entries: ProductHistoryEntry[]): LotNames => {
  const names: LotNames = new Map();
  for (const e of entries) {
    const lot = e.type === 'StockMoved' ? (e.data as Partial<StockMoved['data']>).lot : null;
    if (lot) names.set(lot.lotId, lot.code ?? lot.supplier ?? lot.lotId.slice(0, 8));
  }
  return names;
};

/** The product's events, newest first, with who did each and why. */
export function HistoryTimeline({ entries }: { entries: ProductHistoryEntry[] }) {
  const { t, i18n } = useTranslation();
  const names = useMemo(
    () => Object.assign(lotNamesOf(entries), { language: i18n.language }),
    [entries, i18n.language],
  );
  return (
    <EventTimeline
      entries={entries}
      testId="history-timeline"
      describe={(entry) => describe(entry, t, names)}
      when={(at) => formatDateTime(at)}
      by={(name) => t('inventory.history.by', { name })}
    />
  );
}
