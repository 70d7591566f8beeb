import { useTranslation } from 'react-i18next';
import { ListRow } from '@/components/ui/grouped-list';
import { SkeletonRows } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/money';
import type { AgreementView } from '@domain/consignment';
import { useAgreementHistory } from '../api/get-agreement-history';
import { describeEvent } from '../lib/describe-event';

/** The agreement's full event history, newest first: what happened, who registered it, when. */
export function AgreementHistory({ agreement }: { agreement: AgreementView }) {
  const { t } = useTranslation();
  const history = useAgreementHistory(agreement.id);
  if (history.isPending) return <SkeletonRows rows={3} />;
  if (history.error) {
    return (
      <ListRow
        title={t('consignment.details.historyFailed')}
        detail={
          <button type="button" className="link-button" onClick={() => void history.refetch()}>
            {t('common.retry')}
          </button>
        }
      />
    );
  }
  return (
    <ol className="timeline" data-testid="agreement-history">
      {[...history.data].reverse().map((entry) => {
        const { title, lines } = describeEvent(entry, agreement, t);
        return (
          <li key={entry.revision} className="timeline-item" data-testid="history-entry" data-type={entry.type}>
            <div className="timeline-head">
              <strong>{title}</strong>
              <time dateTime={entry.occurredAt}>{formatDateTime(entry.occurredAt, 'consignment')}</time>
            </div>
            <div className="timeline-who" data-testid="history-who">
              {t('consignment.history.by', { name: entry.actor.name ?? entry.actor.userId })}
            </div>
            {lines.map((line, i) => (
              <div key={i} className="timeline-line">
                {line}
              </div>
            ))}
          </li>
        );
      })}
    </ol>
  );
}
