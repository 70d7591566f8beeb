import type { CommandBody } from '../../application/handler';
import {
  accountsOf,
  CHART_OF_ACCOUNTS_STREAM,
  chartDecider,
  entryFor,
  isPostable,
  ledgerDecider,
  ledgerStream,
  monthOf,
  sourceOf,
  type PostJournalEntry,
} from '../../domain/accounting';
import { commandIdFor } from '../../infra/event-store/event-id';
import type { RecordedEvent } from '../../infra/event-store/port';
import type { Landing } from '../engine/exactly-once';
import type { OwedCommand } from '../engine/failures';
import type { Reactor, ReactorDeps } from '../engine/reactor';
import { postingFacts, type KeptSourceEvent } from './facts';

// The books follow the business (issue 18): every event the posting rules name
// (domain/accounting/posting-rules.ts) owes one journal entry, posted exactly once to the ledger
// month it belongs to — or, when that month was closed before the event was posted, to the first
// open month after it, dated its first day and stating the event's real date. The entry's id and
// its command's are derived from the event's id, so a crash mid-batch, a retry or a replay posts
// nothing twice. The rule runs when the command is sent (it needs the shop's facts, read then); a
// refusal (an account deactivated by accounting) waits in reactor_failures and posts on a retry.

export const LEDGER_POSTINGS = 'ledger-postings';
const DEVICE = 'reactor:ledger-postings';

/** What owedBy keeps: the source event itself, so a failure read back can be posted later. */
interface PostFrom {
  type: 'PostFrom';
  event: KeptSourceEvent;
}

function owedBy(event: RecordedEvent): OwedCommand<PostFrom>[] {
  if (!isPostable(event.type)) return [];
  const { actor, correlationId, occurredAt } = event.metadata;
  const kept: KeptSourceEvent = {
    eventId: event.eventId,
    streamId: event.streamId,
    type: event.type,
    data: event.data,
    position: event.position,
    revision: event.revision.toString(),
    metadata: { occurredAt, actor },
  };
  return [
    {
      commandId: commandIdFor(event.eventId, LEDGER_POSTINGS),
      causeEventId: event.eventId,
      // A label until the entry is posted: its month is the shop's day's, or the first open one after.
      streamId: ledgerStream(monthOf(occurredAt)),
      command: { type: 'PostFrom', event: kept },
      context: { actor, correlationId, deviceId: DEVICE, causationId: event.eventId },
    },
  ];
}

const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

/** The first month from `month` on whose ledger is open (a month is closed only once it is over). */
async function openMonthFrom(deps: ReactorDeps, month: string): Promise<string> {
  for (let m = month, tries = 0; tries < 1200; m = nextMonth(m), tries++) {
    const { state } = await deps.handler.load(ledgerDecider, ledgerStream(m));
    if (!state.closed) return m;
  }
  throw new Error(`no open ledger month from ${month}`);
}

async function send(once: Parameters<Reactor['send']>[0], owed: OwedCommand, deps: ReactorDeps): Promise<Landing> {
  const { event } = owed.command as PostFrom;
  const draft = entryFor(event, await postingFacts(deps, event));
  // Nothing owed after all (a draft invoice edited, a product with no cost): nothing to post.
  if (!draft)
    return {
      landed: 'before',
      outcome: {
        streamId: owed.streamId,
        revision: -1n,
        position: null,
        appendedByThisCommand: false,
        appendedNow: false,
      },
    };
  const month = await openMonthFrom(deps, monthOf(draft.date));
  const { state: chart } = await deps.handler.load(chartDecider, CHART_OF_ACCOUNTS_STREAM);
  const command: CommandBody<PostJournalEntry> = {
    type: 'PostJournalEntry',
    data: {
      entryId: owed.commandId,
      month,
      date: draft.date,
      postedOn: month === monthOf(draft.date) ? draft.date : `${month}-01`,
      description: draft.description,
      lines: draft.lines,
      source: sourceOf(event),
      accounts: accountsOf(chart),
    },
  };
  return once.send(ledgerDecider, { ...owed, streamId: ledgerStream(month), command });
}

export const ledgerFollowsEvents: Reactor = {
  name: LEDGER_POSTINGS,
  what: 'journal entry',
  owedBy,
  send,
};
