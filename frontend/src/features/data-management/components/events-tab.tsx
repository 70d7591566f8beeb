import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GroupedList, ListRow } from '@/components/ui/grouped-list';
import { LoadFailed } from '@/components/ui/load-failed';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useEvents } from '../api/reads';
import type { EventFilters } from '../api/keys';
import { useEventFilters } from '../hooks/use-event-filters';
import { EventSheet } from './event-sheet';
import '../locales/register';

const FIELDS = ['stream', 'type', 'actor', 'from', 'to'] as const;
export const recordedAt = (iso: string) =>
  new Date(iso).toLocaleString('es-MX', { dateStyle: 'short', timeStyle: 'medium' });

/** The event explorer: filters (stream, type, actor, time), newest first, an event's sheet with its chain. */
export function EventsTab() {
  const { t } = useTranslation();
  const { filters, setFilters, eventId, openEvent } = useEventFilters();
  const [draft, setDraft] = useState<EventFilters>(filters);
  const events = useEvents(filters);
  const items = events.data?.pages.flatMap((p) => p.items);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFilters(draft);
  };
  return (
    <div className="dm-tab" data-testid="dm-events">
      <form className="dm-filters" onSubmit={submit} data-testid="dm-event-filters">
        {FIELDS.map((k) => (
          <label className="dm-field" key={k}>
            <span>{t(`dataManagement.events.${k}`)}</span>
            <input
              className="select"
              type={k === 'from' || k === 'to' ? 'date' : 'text'}
              value={draft[k] ?? ''}
              maxLength={k === 'type' ? 1000 : 300}
              onChange={(e) => setDraft({ ...draft, [k]: e.target.value })}
              data-testid={`dm-filter-${k}`}
            />
          </label>
        ))}
        <div className="dm-filter-actions">
          <button type="submit" className="chip primary" data-testid="dm-filter-apply">
            {t('dataManagement.events.apply')}
          </button>
          <button
            type="button"
            className="chip"
            onClick={() => {
              setDraft({});
              setFilters({});
            }}
          >
            {t('dataManagement.events.clear')}
          </button>
        </div>
      </form>
      <GroupedList>
        {events.isError && !items ? (
          <LoadFailed
            title={t('dataManagement.events.loadFailed')}
            reason={events.error.message}
            onRetry={() => void events.refetch()}
          />
        ) : !items ? (
          <SkeletonRows rows={6} />
        ) : items.length === 0 ? (
          <p className="notice">{t('dataManagement.events.none')}</p>
        ) : (
          items.map((e) => (
            <ListRow
              key={e.eventId}
              title={<span className="dm-event-type">{e.type}</span>}
              subtitle={
                <span className="dm-facts">
                  <span className="dm-mono">{e.streamId}</span>
                  <span>{t('dataManagement.events.revision', { revision: e.revision })}</span>
                  <span>{t('dataManagement.events.by', { actor: e.actor ?? t('dataManagement.events.system') })}</span>
                </span>
              }
              detail={recordedAt(e.recordedAt)}
              onClick={() => openEvent(e.eventId)}
              testId="dm-event"
            />
          ))
        )}
      </GroupedList>
      {events.hasNextPage ? (
        <button
          type="button"
          className="button plain"
          onClick={() => void events.fetchNextPage()}
          disabled={events.isFetchingNextPage}
          data-testid="dm-events-more"
        >
          {t('dataManagement.events.more')}
        </button>
      ) : null}
      {eventId ? <EventSheet eventId={eventId} onOpen={openEvent} onClose={() => openEvent(null)} /> : null}
    </div>
  );
}
