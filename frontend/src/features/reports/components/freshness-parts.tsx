import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

// What the waste and suppliers sections share: their cards, a share written out, a source's name.

export interface FreshnessCard {
  key: string;
  value: ReactNode;
  note?: string;
  tone?: 'warning' | 'danger';
}

/** A share in percent with one decimal ('12,5 %'), '—' when there was nothing to divide by. */
export const shownShare = (pct: number | null) =>
  pct === null ? '—' : `${pct.toLocaleString(undefined, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;

/** 'Sin lote', 'Sin proveedor' or the supplier's name. */
export const sourceLabel = (t: TFunction, s: { supplier: string | null; noLot?: boolean }) =>
  s.noLot ? t('reports.waste.noLot') : (s.supplier ?? t('reports.waste.noSupplier'));

export function FreshnessCards({ kind, cards }: { kind: 'waste' | 'suppliers'; cards: FreshnessCard[] }) {
  const { t } = useTranslation();
  return (
    <section
      className={`stat-cards rp-cards ${kind}`}
      aria-label={t(`reports.type.${kind}`)}
      data-testid={`${kind}-cards`}
    >
      {cards.map((c) => (
        <div className={['card stat-card', c.tone].filter(Boolean).join(' ')} key={c.key} data-testid={`card-${c.key}`}>
          <span className="stat-card-label">{t(`reports.cards.${c.key}`)}</span>
          <strong className="stat-card-value" data-testid={`card-${c.key}-value`}>
            {c.value}
          </strong>
          {c.note ? <span className="rp-card-note">{c.note}</span> : null}
        </div>
      ))}
    </section>
  );
}
