import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsignmentReport, InventoryReport } from '@domain/reports';
import { formatCount, formatMoney } from '@/lib/money';

export interface Card {
  key: string;
  value: ReactNode;
  note?: string;
  tone?: 'warning' | 'danger';
}

/** Cards of app/screen-parts.css, with an optional line under the figure (the movements' units). */
export function Cards({
  label,
  cards,
  kind,
}: {
  label: string;
  cards: Card[];
  kind: 'inventory' | 'consignment' | 'waste' | 'suppliers';
}) {
  const { t } = useTranslation();
  return (
    <section className={`stat-cards rp-cards ${kind}`} aria-label={label} data-testid={`${kind}-cards`}>
      {cards.map((c) => (
        <div className={['card stat-card', c.tone].filter(Boolean).join(' ')} key={c.key} data-testid={`card-${c.key}`}>
          <span className="stat-card-label">{t(`reports.cards.${c.key}`)}</span>
          <strong className="stat-card-value" data-testid={`card-${c.key}-value`}>
            {c.value}
          </strong>
          {c.note ? (
            <span className="rp-card-note" data-testid={`card-${c.key}-note`}>
              {c.note}
            </span>
          ) : null}
        </div>
      ))}
    </section>
  );
}

/** Products, units, value, low and out of stock, and the period's movements with the units in and out. */
export function InventoryCards({ summary: s }: { summary: InventoryReport['summary'] }) {
  const { t } = useTranslation();
  const cards: Card[] = [
    { key: 'totalProducts', value: formatCount(s.totalProducts) },
    { key: 'totalUnits', value: formatCount(s.totalUnits) },
    { key: 'totalValue', value: formatMoney(s.totalValue) },
    { key: 'lowStock', value: formatCount(s.lowStock), tone: 'warning' },
    { key: 'outOfStock', value: formatCount(s.outOfStock), tone: 'danger' },
    {
      key: 'movements',
      value: formatCount(s.movements),
      note: t('reports.cards.movementUnits', { in: formatCount(s.unitsIn), out: formatCount(s.unitsOut) }),
    },
  ];
  return <Cards kind="inventory" label={t('reports.cards.inventory')} cards={cards} />;
}

/** Agreements, active, partners, and the money: consigned, sold, commission, net (null: '—'). */
export function ConsignmentCards({ summary: s }: { summary: ConsignmentReport['summary'] }) {
  const { t } = useTranslation();
  const cards: Card[] = [
    { key: 'totalAgreements', value: formatCount(s.totalAgreements) },
    { key: 'active', value: formatCount(s.active) },
    { key: 'partners', value: formatCount(s.partners) },
    { key: 'consignedValue', value: formatMoney(s.totalValue) },
    { key: 'soldValue', value: formatMoney(s.soldValue) },
    { key: 'commissionTotal', value: formatMoney(s.commissionTotal) },
    { key: 'netValue', value: formatMoney(s.netValue) },
  ];
  return <Cards kind="consignment" label={t('reports.cards.consignment')} cards={cards} />;
}
