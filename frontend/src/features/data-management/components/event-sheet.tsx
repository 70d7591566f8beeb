import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadFailed } from '@/components/ui/load-failed';
import { Sheet } from '@/components/ui/sheet';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useEvent } from '../api/reads';
import '../locales/register';

const short = (id: string) => id.slice(0, 8);

/**
 * One event whole: its data and metadata as JSON, and the chain of causation — every event of its
 * correlation in order, each naming the event that caused it; a tap opens that one (its own link).
 */
export function EventSheet({
  eventId,
  onOpen,
  onClose,
}: {
  eventId: string;
  onOpen: (eventId: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const found = useEvent(eventId);
  const detail = found.data;
  const title = detail ? detail.event.type : t('dataManagement.events.detail');
  return (
    <Sheet title={title} open onClose={onClose} wide>
      <div className="dm-event-sheet" data-testid="dm-event-sheet" data-event-id={eventId}>
        {found.isError && !detail ? (
          <LoadFailed title={found.error.message} onRetry={() => void found.refetch()} />
        ) : !detail ? (
          <SkeletonRows rows={4} />
        ) : (
          <>
            <p className="dm-facts dm-muted">
              <span className="dm-mono">{detail.event.streamId}</span>
              <span>{t('dataManagement.events.revision', { revision: detail.event.revision })}</span>
              <span className="dm-mono">{detail.event.eventId}</span>
              <Link to={{ search: `?tab=events&event=${detail.event.eventId}` }} data-testid="dm-event-link">
                {t('dataManagement.events.copyLink')}
              </Link>
            </p>
            <h3 className="dm-sheet-title">{t('dataManagement.events.causation')}</h3>
            <p className="dm-muted">{t('dataManagement.events.causationHelp')}</p>
            <ol className="dm-chain" data-testid="dm-causation">
              {detail.causation.map((c) => {
                const current = c.eventId === eventId;
                const cause = detail.causation.find((x) => x.eventId === c.causationId);
                return (
                  <li
                    key={c.eventId}
                    className={current ? 'current' : undefined}
                    data-testid="dm-chain-item"
                    data-type={c.type}
                  >
                    <button type="button" className="link-button" disabled={current} onClick={() => onOpen(c.eventId)}>
                      {c.type}
                    </button>
                    <span className="dm-muted dm-mono">
                      {' '}
                      {c.streamId} · {short(c.eventId)}
                    </span>
                    <span className="dm-muted">
                      {' · '}
                      {current ? `${t('dataManagement.events.current')} · ` : null}
                      {cause
                        ? t('dataManagement.events.causedBy', { id: `${cause.type} ${short(cause.eventId)}` })
                        : t('dataManagement.events.origin')}
                    </span>
                  </li>
                );
              })}
            </ol>
            <h3 className="dm-sheet-title">{t('dataManagement.events.data')}</h3>
            <pre className="dm-json" data-testid="dm-event-data">
              {JSON.stringify(detail.event.data, null, 2)}
            </pre>
            <h3 className="dm-sheet-title">{t('dataManagement.events.metadata')}</h3>
            <pre className="dm-json" data-testid="dm-event-metadata">
              {JSON.stringify(detail.event.metadata, null, 2)}
            </pre>
          </>
        )}
      </div>
    </Sheet>
  );
}
