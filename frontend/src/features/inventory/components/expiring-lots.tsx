import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { GroupedList } from '@/components/ui/grouped-list';
import { LoadFailed } from '@/components/ui/load-failed';
import { SkeletonRows } from '@/components/ui/skeleton';
import { EXPIRING_WITHIN_DAYS } from '@/config/inventory';
import { productQueryOptions } from '../api/reads';
import { useLots, type LotList, type LotListItem } from '../api/lots';
import { lotDay, lotName } from '../lib/lot-text';
import { InventorySheets, type OpenSheet } from './inventory-sheets';
import { LotStatusBadge } from './lots-section';
import { failureText } from '@/lib/problem';
import { formatCount, formatMoney } from '@/lib/money';
import { toast } from '@/stores/toast-store';
import '../lots.css';

/** One lot near or past its sell-by: the product (its page), the lot, the day, what is left and worth. */
function LotLine({ lot, onWaste }: { lot: LotListItem; onWaste: (lot: LotListItem) => void }) {
  const { t, i18n } = useTranslation();
  const facts = [
    lotName(lot, t),
    lot.code ? lot.supplier : null,
    lot.sellBy ? t('inventory.lots.sellBy', { day: lotDay(lot.sellBy, i18n.language) }) : null,
    lot.locationId,
  ].filter(Boolean);
  return (
    <li className="row inv-lot" data-testid={`expiring-${lot.code ?? lot.lotId}`} data-status={lot.status}>
      <span className="row-main">
        <span className="row-title">
          <Link to={`/admin/inventory/${encodeURIComponent(lot.productId)}`}>{lot.productName}</Link>{' '}
          <LotStatusBadge status={lot.status} />
        </span>
        <div className="row-subtitle">{facts.join(' · ')}</div>
        <button type="button" className="link-button inv-lot-action" onClick={() => onWaste(lot)}>
          {t('inventory.expiring.waste')}
        </button>
      </span>
      <span className="row-detail inv-lot-figures">
        <span>{t('inventory.lots.left', { count: lot.remaining, formatted: formatCount(lot.remaining) })}</span>
        {lot.value !== null ? <span className="amount">{formatMoney(lot.value)}</span> : null}
      </span>
    </li>
  );
}

function LotList({
  title,
  empty,
  footer,
  query,
  onWaste,
  testId,
}: {
  title: string;
  empty: string;
  footer?: string;
  query: ReturnType<typeof useLots>;
  onWaste: (lot: LotListItem) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const items = query.data?.items;
  return (
    <GroupedList header={title} footer={items && items.length === 0 ? empty : footer}>
      {query.isPending ? <SkeletonRows rows={2} /> : null}
      {query.error && !items ? (
        <LoadFailed title={t('inventory.expiring.loadFailed')} onRetry={() => void query.refetch()} />
      ) : null}
      {items?.length ? (
        <ul className="inv-lots" data-testid={testId}>
          {items.map((lot) => (
            <LotLine key={`${lot.productId}/${lot.lotId}@${lot.locationId}`} lot={lot} onWaste={onWaste} />
          ))}
        </ul>
      ) : null}
    </GroupedList>
  );
}

/** The stems near and past their sell-by and what they are worth, as two cards. */
function LotCards({ expiring, expired }: { expiring?: LotList; expired?: LotList }) {
  const { t } = useTranslation();
  const cards = [
    { key: 'expiring', tone: 'warning', label: t('inventory.expiring.title'), list: expiring },
    { key: 'expired', tone: 'danger', label: t('inventory.expiring.expired'), list: expired },
  ];
  return (
    <div className="stat-cards inv-lot-cards">
      {cards.map(({ key, tone, label, list }) => (
        <div className={`card stat-card ${tone}`} key={key} data-testid={`card-lots-${key}`}>
          <span className="stat-card-label">{label}</span>
          {list ? (
            <>
              <strong className="stat-card-value">
                {t('inventory.expiring.stems', { count: list.totals.units, formatted: formatCount(list.totals.units) })}
              </strong>
              <span className="stat-card-label">{formatMoney(list.totals.value)}</span>
            </>
          ) : (
            <span className="stat-card-skeleton" aria-hidden>
              <span className="skeleton" />
              <span className="skeleton stat-card-subline" />
            </span>
          )}
        </div>
      ))}
    </div>
  );
}

/**
 * Issue 44: the landing's "Por vencer" — the stems whose sell-by is today or within the next days,
 * and those already past it, with what they are worth; "Registrar merma" opens the movement form
 * with that lot, the type waste and the cause 'expired' already chosen.
 */
export function ExpiringLots() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const expiring = useLots({ status: 'expiring', within: EXPIRING_WITHIN_DAYS });
  const expired = useLots({ status: 'expired' });
  const [sheet, setSheet] = useState<OpenSheet>(null);

  const openWaste = (lot: LotListItem) =>
    void queryClient.fetchQuery(productQueryOptions(lot.productId)).then(
      (product) =>
        setSheet({
          kind: 'movement',
          product,
          preset: {
            type: 'waste',
            cause: 'expired',
            lotId: lot.lotId,
            locationId: lot.locationId,
            lotLabel: lotName(lot, t),
          },
        }),
      (error: unknown) => toast.error(failureText(t('inventory.details.loadFailed'), error)),
    );

  return (
    <section aria-label={t('inventory.expiring.title')} data-testid="expiring-lots">
      <LotCards expiring={expiring.data} expired={expired.data} />
      <div className="dashboard-columns inv-lot-columns">
        <LotList
          title={t('inventory.expiring.title')}
          empty={t('inventory.expiring.noneExpiring')}
          footer={t('inventory.expiring.within', { days: EXPIRING_WITHIN_DAYS })}
          query={expiring}
          onWaste={openWaste}
          testId="lots-expiring"
        />
        <LotList
          title={t('inventory.expiring.expired')}
          empty={t('inventory.expiring.noneExpired')}
          query={expired}
          onWaste={openWaste}
          testId="lots-expired"
        />
      </div>
      <InventorySheets sheet={sheet} onClose={() => setSheet(null)} />
    </section>
  );
}
