import { useTranslation } from 'react-i18next';
import { ListRow } from './grouped-list';
import { SkeletonRows } from './skeleton';

/** One event of a stream as a history route answers it (a product's, an agreement's, an invoice's). */
export interface TimelineEvent {
  revision: number;
  type: string;
  occurredAt: string;
  /** Who registered it: the name when the users read model knows it. */
  actor: { userId: string; name: string | null };
}

interface TimelineProps<E extends TimelineEvent> {
  /** Oldest first, as the stream holds them; the timeline shows the newest first. */
  entries: readonly E[];
  /** What happened, in the shop's words: a title and the lines that say how much and why. */
  describe: (entry: E) => { title: string; lines: readonly string[] };
  /** The moment, in the screen's locale and time zone. */
  when: (occurredAt: string) => string;
  /** "by <name>" in the screen's words. */
  by: (name: string) => string;
  testId: string;
  /** A feature's tint (`consignment-tone`) or the grouped-list body around it. */
  className?: string;
}

/** The events, newest first: what happened, who registered it, when (app/screen-parts.css). */
export function EventTimeline<E extends TimelineEvent>({
  entries,
  describe,
  when,
  by,
  testId,
  className,
}: TimelineProps<E>) {
  return (
    <ol className={className ? `timeline ${className}` : 'timeline'} data-testid={testId}>
      {[...entries].reverse().map((entry) => {
        const { title, lines } = describe(entry);
        return (
          <li key={entry.revision} className="timeline-item" data-testid="history-entry" data-type={entry.type}>
            <div className="timeline-head">
              <strong>{title}</strong>
              <time dateTime={entry.occurredAt}>{when(entry.occurredAt)}</time>
            </div>
            <div className="timeline-who" data-testid="history-who">
              {by(entry.actor.name ?? entry.actor.userId)}
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

interface HistoryProps<E extends TimelineEvent> extends Omit<TimelineProps<E>, 'entries'> {
  /** The history's query: placeholder rows while it loads, a retry when it fails. */
  query: { isPending: boolean; error: unknown; data?: readonly E[]; refetch: () => unknown };
  loadingRows: number;
  failedTitle: string;
  /** Once loaded, the timeline stands in a section under this header. */
  title?: string;
}

/** A history read on its own: loading rows, a retry row, then the timeline. */
export function EventHistory<E extends TimelineEvent>({
  query,
  loadingRows,
  failedTitle,
  title,
  ...timeline
}: HistoryProps<E>) {
  const { t } = useTranslation();
  if (query.isPending) return <SkeletonRows rows={loadingRows} />;
  if (query.error || !query.data) {
    return (
      <ListRow
        title={failedTitle}
        detail={
          <button type="button" className="link-button" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </button>
        }
      />
    );
  }
  const list = <EventTimeline entries={query.data} {...timeline} />;
  if (!title) return list;
  return (
    <section aria-label={title}>
      <h3 className="group-header">{title}</h3>
      {list}
    </section>
  );
}
