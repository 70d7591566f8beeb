import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { Sheet } from '@/components/ui/sheet';
import { SkeletonRows } from '@/components/ui/skeleton';
import { formatCount } from '@/lib/money';
import type { AgreementItemView, AgreementView } from '@domain/consignment';
import { useAgreementEvents } from '../api/reads';
import { momentIn } from '../lib/portal-dates';
import { itemHistory } from '../lib/portal-figures';

/** An item's life on the partner's shelf, newest first: placed, sold, returned, settled — from its agreement's events. */
export function ItemHistorySheet({
  agreement,
  item,
  onClose,
}: {
  agreement: AgreementView;
  item: AgreementItemView;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const w = (key: string, o?: Record<string, unknown>) => t(`partnerPortal.history.${key}`, o);
  const events = useAgreementEvents(agreement.id);
  const moments = events.data ? itemHistory(events.data, item.product).reverse() : [];
  return (
    <Sheet title={w('title', { name: item.productName })} open onClose={onClose}>
      <p className="portal-muted portal-sheet-lead">
        {t('partnerPortal.agreements.code', { code: agreement.code })} · {item.sku}
      </p>
      {events.isPending ? (
        <SkeletonRows rows={3} />
      ) : events.error ? (
        <LoadFailed title={w('failed')} onRetry={() => void events.refetch()} />
      ) : moments.length === 0 ? (
        <EmptyState icon="activity" title={w('empty')} />
      ) : (
        <ol className="timeline portal-tone" data-testid="item-history">
          {moments.map((m) => (
            <li
              key={`${m.key}-${m.kind}`}
              className="timeline-item"
              data-testid="item-history-entry"
              data-kind={m.kind}
            >
              <div className="timeline-head">
                <strong>{w(m.kind)}</strong>
                <time dateTime={m.at}>{momentIn(m.at, i18n.language)}</time>
              </div>
              {m.quantity !== undefined ? (
                <div className="timeline-line">{w('units', { count: m.quantity, n: formatCount(m.quantity) })}</div>
              ) : null}
              {m.note ? <div className="timeline-line">{m.note}</div> : null}
            </li>
          ))}
        </ol>
      )}
    </Sheet>
  );
}
