import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { GroupedList, ListRow } from '@/components/ui/grouped-list';
import { SkeletonRows } from '@/components/ui/skeleton';
import { formatCount, formatMoney } from '@/lib/money';
import type { LotStatus } from '@domain/inventory';
import { useProductLots, type ProductLot } from '../api/lots';
import { LOT_TONE, lotDay, lotName } from '../lib/lot-text';

/** A lot's freshness as a badge: Fresco, Por vencer, Vencido. */
export function LotStatusBadge({ status }: { status: LotStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={LOT_TONE[status]} data-lot-status={status}>
      {t(`inventory.lots.status.${status}`)}
    </Badge>
  );
}

/** One lot: its name and state, then whose it is, when it came, when it must be sold and what it cost. */
function LotRow({ lot }: { lot: ProductLot }) {
  const { t, i18n } = useTranslation();
  const facts = [
    lot.supplier,
    lot.locationId,
    lot.receivedAt ? t('inventory.lots.receivedOn', { day: lotDay(lot.receivedAt, i18n.language) }) : null,
    lot.sellBy ? t('inventory.lots.sellBy', { day: lotDay(lot.sellBy, i18n.language) }) : null,
    lot.unitCost !== null ? t('inventory.lots.cost', { cost: formatMoney(lot.unitCost) }) : null,
  ].filter(Boolean);
  return (
    <ListRow
      testId={`lot-${lot.code ?? lot.lotId}`}
      title={
        <>
          {lotName(lot, t)} {lot.sellBy ? <LotStatusBadge status={lot.status} /> : null}
        </>
      }
      subtitle={facts.join(' · ')}
      detail={t('inventory.lots.left', { count: lot.remaining, formatted: formatCount(lot.remaining) })}
    />
  );
}

/**
 * Issue 44: what the product's stock is made of — each lot with units left, the first to go first
 * (as the server orders them), so the florist sees which bucket to sell or throw away.
 */
export function LotsSection({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const lots = useProductLots(productId);
  const left = (lots.data ?? []).filter((l) => l.remaining > 0);
  return (
    <GroupedList
      header={t('inventory.lots.title')}
      footer={lots.data && left.length === 0 ? t('inventory.lots.empty') : undefined}
    >
      {lots.isPending ? <SkeletonRows rows={2} /> : null}
      {lots.error && !lots.data ? (
        <ListRow
          title={t('inventory.lots.loadFailed')}
          detail={
            <button type="button" className="link-button" onClick={() => void lots.refetch()}>
              {t('common.retry')}
            </button>
          }
        />
      ) : null}
      <div data-testid="product-lots">
        {left.map((lot) => (
          <LotRow key={`${lot.lotId}@${lot.locationId}`} lot={lot} />
        ))}
      </div>
    </GroupedList>
  );
}
