import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeInput } from '@/components/ui/date-time-field';
import { GroupedList, ListRow } from '@/components/ui/grouped-list';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useStockAsOf } from '../api/reads';
import { formatCount, formatDateTime } from '@/lib/money';

/** 'YYYY-MM-DDTHH:mm' in the device's zone, as a datetime-local input shows it. */
export function localInputValue(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** The stock per location of one product as it was at a chosen moment (GET stock?asOf&productId). */
export function StockAsOf({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const [when, setWhen] = useState(() => localInputValue(new Date()));
  const moment = when ? new Date(when) : null;
  const valid = moment !== null && !Number.isNaN(moment.getTime());
  // The whole minute: a moment typed as 10:42 includes what happened during 10:42.
  const asOf = valid ? new Date(moment.getTime() + 59_999).toISOString() : null;
  const stock = useStockAsOf(asOf ? { asOf, productId } : null);
  const items = stock.data?.items ?? [];
  const total = items.reduce((sum, i) => sum + i.quantity, 0);
  return (
    <GroupedList
      header={t('inventory.history.asOfTitle')}
      footer={
        stock.data
          ? t('inventory.history.asOfTotal', {
              total: formatCount(total),
              when: formatDateTime(stock.data.asOf),
            })
          : undefined
      }
    >
      <div className="field">
        <label htmlFor="stock-as-of">{t('inventory.history.asOf')}</label>
        <DateTimeInput
          id="stock-as-of"
          value={when}
          max={localInputValue(new Date())}
          onChange={(e) => setWhen(e.target.value)}
        />
      </div>
      {stock.isFetching && !stock.data ? <SkeletonRows rows={2} /> : null}
      {stock.error ? (
        <ListRow
          title={<span className="danger-text">{t('inventory.history.asOfFailed')}</span>}
          detail={
            <button type="button" className="link-button" onClick={() => void stock.refetch()}>
              {t('common.retry')}
            </button>
          }
        />
      ) : null}
      {stock.data && items.length === 0 ? <ListRow title={t('inventory.history.asOfNone')} /> : null}
      {items.map((i) => (
        <ListRow
          key={i.locationId}
          title={i.locationId}
          detail={formatCount(i.quantity)}
          testId={`asof-${i.locationId}`}
        />
      ))}
    </GroupedList>
  );
}
