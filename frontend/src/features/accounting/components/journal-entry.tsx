import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import type { JournalEntryView } from '@domain/accounting';
import type { JournalQuery } from '../api/keys';
import { money } from '../lib/format';
import { JournalLines } from './journal-lines';
import { SourceEventLink } from './source-event';
import '../locales/register';

/**
 * Where an entry comes from: an event's opens it (who, when, from where); a person's says so, with the
 * reason, and opens the event that recorded it.
 */
function EntrySource({ entry }: { entry: JournalEntryView }) {
  const { t } = useTranslation();
  const w = (key: string, o?: Record<string, unknown>) => t(`accounting.journal.${key}`, o);
  const event = <SourceEventLink type={entry.source.type} eventId={entry.source.eventId} />;
  if (entry.sourceKind === 'event') return event;
  return (
    <span className="acc-source">
      <span>
        <Badge tone={entry.sourceKind === 'reversal' ? 'warning' : ''}>{w(entry.sourceKind)}</Badge>
      </span>
      {entry.reason && entry.reason !== entry.description ? (
        <span className="acc-wrap">{w('reason', { reason: entry.reason })}</span>
      ) : null}
      {event}
    </span>
  );
}

/** A link to another entry of the journal (a reversal and the entry it reverses name each other). */
function EntryLink({ text, id, onOpen, testId }: { text: string; id: string; onOpen: () => void; testId: string }) {
  return (
    <button type="button" className="link-button acc-entry-link" onClick={onOpen} data-testid={testId}>
      {text} <code className="acc-event-id">{id}</code>
    </button>
  );
}

/** One entry of the journal: its day, description, source and total; its lines on demand; its reversal. */
export function JournalEntry({
  entry: e,
  focused,
  onReverse,
  onOpenEntry,
}: {
  entry: JournalEntryView;
  focused: boolean;
  onReverse: () => void;
  onOpenEntry: (entryId: string, narrow?: Pick<JournalQuery, 'source'>) => void;
}) {
  const { t } = useTranslation();
  const w = (key: string, o?: Record<string, unknown>) => t(`accounting.journal.${key}`, o);
  // Open when asked, or when a link brought the journal to it.
  const [toggled, setToggled] = useState<boolean | null>(null);
  const open = toggled ?? focused;
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (focused) ref.current?.scrollIntoView({ block: 'center' });
  }, [focused]);
  const reversible = e.sourceKind !== 'reversal' && !e.reversedByEntryId;
  const linesId = `acc-lines-${e.entryId}`;
  return (
    <li
      ref={ref}
      className={`card acc-entry${focused ? ' acc-focused' : ''}`}
      data-testid="acc-journal-entry"
      data-entry-id={e.entryId}
      data-source-kind={e.sourceKind}
    >
      <div className="acc-entry-main">
        <span className="acc-day">{e.postedOn}</span>
        <span className="acc-entry-text">
          <strong className="acc-wrap">{e.description}</strong>
          {e.occurredOn && e.occurredOn !== e.postedOn ? (
            <span className="acc-muted">{w('occurredOn', { day: e.occurredOn })}</span>
          ) : null}
          <EntrySource entry={e} />
        </span>
        <span className="acc-entry-total" aria-label={`${w('total')} ${money(e.total)}`}>
          {money(e.total)}
        </span>
      </div>
      {e.reversedByEntryId || e.reversesEntryId ? (
        <div className="acc-entry-links">
          {e.reversedByEntryId ? (
            <EntryLink
              text={w('reversedBy')}
              id={e.reversedByEntryId}
              onOpen={() => onOpenEntry(e.reversedByEntryId!, { source: 'reversal' })}
              testId="acc-reversed-by"
            />
          ) : null}
          {e.reversesEntryId ? (
            <EntryLink
              text={w('reverses')}
              id={e.reversesEntryId}
              onOpen={() => onOpenEntry(e.reversesEntryId!)}
              testId="acc-reverses"
            />
          ) : null}
        </div>
      ) : null}
      <div className="chip-row acc-entry-actions">
        <button
          type="button"
          className="chip"
          aria-expanded={open}
          aria-controls={linesId}
          onClick={() => setToggled(!open)}
          data-testid="acc-entry-toggle"
        >
          {w(open ? 'hideLines' : 'showLines')}
        </button>
        {reversible ? (
          <button type="button" className="chip" onClick={onReverse} data-testid="acc-entry-reverse">
            {w('reverse')}
          </button>
        ) : null}
      </div>
      {open ? <JournalLines id={linesId} entry={e} /> : null}
    </li>
  );
}
