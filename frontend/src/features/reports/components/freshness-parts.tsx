import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Cards, type Card } from './report-cards';

// What the waste and suppliers sections share: their cards, a share written out, a source's name.

export type { Card as FreshnessCard } from './report-cards';

/** A share in percent with one decimal ('12,5 %'), '—' when there was nothing to divide by. */
export const shownShare = (pct: number | null) =>
  pct === null ? '—' : `${pct.toLocaleString(undefined, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;

/** 'Sin lote', 'Sin proveedor' or the supplier's name. */
export const sourceLabel = (t: TFunction, s: { supplier: string | null; noLot?: boolean }) =>
  s.noLot ? t('reports.waste.noLot') : (s.supplier ?? t('reports.waste.noSupplier'));

/** The report's cards (the same cards as the inventory and consignment reports'). */
export function FreshnessCards({ kind, cards }: { kind: 'waste' | 'suppliers'; cards: Card[] }) {
  const { t } = useTranslation();
  return <Cards kind={kind} label={t(`reports.type.${kind}`)} cards={cards} />;
}
