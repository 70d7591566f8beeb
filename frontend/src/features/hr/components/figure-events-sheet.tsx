import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { GroupedList, ListRow } from '@/components/ui/grouped-list';
import { LoadFailed } from '@/components/ui/load-failed';
import { Sheet } from '@/components/ui/sheet';
import { SkeletonRows } from '@/components/ui/skeleton';
import type { FigureQuery } from '../api/keys';
import { useFigureEvents } from '../api/reads';
import { dateTime } from '../lib/format';
import '../locales/register';

/** The events behind one figure of one person (GET /api/hr/performance/events), newest first. */
export function FigureEventsSheet({ query, name, onClose }: { query: FigureQuery; name: string; onClose: () => void }) {
  const { t } = useTranslation();
  const w = (key: string, o?: Record<string, unknown>) => t(`hr.performance.${key}`, o);
  const { userId, figure, from, to } = query;
  const events = useFigureEvents({ userId, figure, from, to });
  const items = events.data?.items;
  return (
    <Sheet title={w('eventsTitle', { figure: t(`hr.figures.${figure}`), name })} open onClose={onClose}>
      <div data-testid="hr-figure-events">
        {events.error && !items ? (
          <LoadFailed title={w('eventsFailed')} reason={events.error.message} onRetry={() => void events.refetch()} />
        ) : !items ? (
          <SkeletonRows rows={4} />
        ) : items.length === 0 ? (
          <EmptyState icon="search" title={w('noEvents')} />
        ) : (
          <GroupedList header={w('eventsCount', { count: items.length })}>
            {[...items]
              .sort((a, b) => b.occurredAt.localeCompare(a.occurredAt))
              .map((e) => (
                <ListRow
                  key={e.eventId}
                  title={e.summary || e.type}
                  subtitle={`${dateTime(e.occurredAt)} · ${e.type} · ${e.streamId}`}
                  testId="hr-figure-event"
                />
              ))}
          </GroupedList>
        )}
      </div>
    </Sheet>
  );
}
