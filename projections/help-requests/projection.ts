import { sql, type Kysely, type Transaction } from 'kysely';
import { HELP_REQUEST_EVENT_TYPES, helpRequestIdOfStream } from '../../domain/support';
import { indexedText, list, record, text, textOr, timestampOr } from '../engine/column-values';
import { pickColumns } from '../engine/json-recordset';
import type { Changed, Projection, SequencedEvent, TableNames } from '../engine/projection';
import { generationDb } from '../engine/read-model-table';
import { continuedIds, insertNewRows, updateByShape } from '../engine/page-rows';
import {
  createHelpRequestsIndexes,
  createHelpRequestsTables,
  helpRequests,
  HELP_REQUESTS_TABLE,
  type HelpRequestRow,
  type HelpRequestsDatabase,
  type HelpTranscriptLine,
} from './tables';

// Help requests as staff read them. A request is inserted once (a replay changes nothing); its first
// resolution closes it, later ones change nothing. A batch is folded in memory per request — the
// statuses of the requests it continues loaded in one select — and written by one insert of the new
// requests and one update of the stored ones it resolves, not one statement per event. Every value
// comes from the event, made storable by column-values.

type Db = Kysely<HelpRequestsDatabase>;
/** A request's row as the fold holds it: times as ISO text, the transcript as the lines themselves. */
type Request = Omit<HelpRequestRow, 'requested_at' | 'resolved_at' | 'transcript' | 'ordinal'> & {
  requested_at: string;
  resolved_at: string | null;
  transcript: HelpTranscriptLine[];
  ordinal: string;
};
type Resolution = Pick<Request, 'id' | 'status' | 'resolved_at' | 'resolved_by' | 'note'>;

const requestIdOf = (streamId: string) => indexedText(helpRequestIdOfStream(streamId)) || undefined;

const transcriptOf = (value: unknown): HelpTranscriptLine[] =>
  list(value).map((l) => {
    const line = record(l);
    return { from: line.from === 'bot' ? 'bot' : 'user', text: textOr(line.text), at: textOr(line.at) };
  });

function requested(id: string, e: SequencedEvent): Request {
  const d = record(e.data);
  const requester = record(d.requester);
  return {
    id,
    requester: textOr(requester.userId, 'guest'),
    requester_name: text(requester.name),
    contact: text(requester.contact),
    channel: textOr(d.channel, 'bot'),
    session_id: textOr(d.sessionId),
    message: textOr(d.message),
    transcript: transcriptOf(d.transcript),
    lang: d.lang === 'en' ? 'en' : 'es',
    status: 'open',
    requested_at: timestampOr(d.requestedAt, e.metadata?.occurredAt),
    resolved_at: null,
    resolved_by: null,
    note: null,
    ordinal: e.ordinal.toString(),
  };
}

function resolution(id: string, e: SequencedEvent): Resolution {
  const d = record(e.data);
  return {
    id,
    status: 'resolved',
    resolved_at: timestampOr(d.at, e.metadata?.occurredAt),
    resolved_by: text(d.resolvedBy),
    note: text(d.note),
  };
}

/** The status of each stored request the batch continues (one whose stream began before it). */
async function storedStatuses(db: Db, events: readonly SequencedEvent[]): Promise<Map<string, string>> {
  const ids = continuedIds(events, requestIdOf);
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('help_requests')
    .select(['id', 'status'])
    .where('id', '=', sql<string>`any(${ids}::text[])`)
    .execute();
  return new Map(rows.map((r) => [r.id, r.status]));
}

async function apply(
  trx: Transaction<unknown>,
  events: readonly SequencedEvent[],
  t: TableNames<typeof HELP_REQUESTS_TABLE>,
): Promise<Changed[]> {
  const db = generationDb<HelpRequestsDatabase>(trx, t);
  const stored = await storedStatuses(db, events);
  const created = new Map<string, Request>();
  const resolved = new Map<string, Resolution>();
  const changed = new Set<string>();
  for (const e of events) {
    const id = requestIdOf(e.streamId);
    if (!id || (e.type !== 'HelpRequested' && e.type !== 'HelpRequestResolved')) continue;
    changed.add(id);
    const row = created.get(id);
    if (e.type === 'HelpRequested') {
      if (!row && !stored.has(id)) created.set(id, requested(id, e));
    } else if (row?.status === 'open') {
      Object.assign(row, resolution(id, e));
    } else if (stored.get(id) === 'open') {
      resolved.set(id, resolution(id, e));
      stored.set(id, 'resolved');
    }
  }
  // A stored request counts as new here only when its stream began in this batch: a replay of it
  // is then left as stored by the insert.
  await insertNewRows(db, 'help_requests', helpRequests.columns, [...created.values()], { key: 'id' });
  const columns = pickColumns(helpRequests.columns, ['id', 'status', 'resolved_at', 'resolved_by', 'note']);
  await updateByShape(db, 'help_requests', columns, [...resolved.values()], { key: 'id' });
  return [...changed].map((id) => ({ entity: 'help-request', id }));
}

export const helpRequestsProjection: Projection<typeof HELP_REQUESTS_TABLE> = {
  name: 'help-requests',
  version: 1,
  handles: HELP_REQUEST_EVENT_TYPES,
  tables: [HELP_REQUESTS_TABLE],
  createTables: createHelpRequestsTables,
  createIndexes: createHelpRequestsIndexes,
  apply,
};
