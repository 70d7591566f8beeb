import type { Transaction } from 'kysely';
import { HELP_REQUEST_EVENT_TYPES, helpRequestIdOfStream } from '../../domain/support';
import { indexedText, list, record, storableJsonText, text, textOr, timestampOr } from '../engine/column-values';
import type { Changed, Projection, SequencedEvent, TableNames } from '../engine/projection';
import { generationDb } from '../engine/read-model-table';
import {
  createHelpRequestsIndexes,
  createHelpRequestsTables,
  HELP_REQUESTS_TABLE,
  type HelpRequestsDatabase,
  type HelpTranscriptLine,
} from './tables';

// Help requests as staff read them. Few and small (a chat user asking for a person), so each event
// is one statement: a request is inserted once (a replay changes nothing), a resolution closes an
// open row only. Every value comes from the event, made storable by column-values.

const transcriptOf = (value: unknown): HelpTranscriptLine[] =>
  list(value).map((l) => {
    const line = record(l);
    return { from: line.from === 'bot' ? 'bot' : 'user', text: textOr(line.text), at: textOr(line.at) };
  });

async function apply(
  trx: Transaction<unknown>,
  events: readonly SequencedEvent[],
  t: TableNames<typeof HELP_REQUESTS_TABLE>,
): Promise<Changed[]> {
  const db = generationDb<HelpRequestsDatabase>(trx, t);
  const changed = new Set<string>();
  for (const e of events) {
    const id = indexedText(helpRequestIdOfStream(e.streamId));
    if (!id) continue;
    const d = record(e.data);
    if (e.type === 'HelpRequested') {
      const requester = record(d.requester);
      await db
        .insertInto('help_requests')
        .values({
          id,
          requester: textOr(requester.userId, 'guest'),
          requester_name: text(requester.name),
          contact: text(requester.contact),
          channel: textOr(d.channel, 'bot'),
          session_id: textOr(d.sessionId),
          message: textOr(d.message),
          transcript: storableJsonText(transcriptOf(d.transcript)),
          lang: d.lang === 'en' ? 'en' : 'es',
          status: 'open',
          requested_at: timestampOr(d.requestedAt, e.metadata?.occurredAt),
          resolved_at: null,
          resolved_by: null,
          note: null,
          ordinal: e.ordinal,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    } else if (e.type === 'HelpRequestResolved') {
      await db
        .updateTable('help_requests')
        .set({
          status: 'resolved',
          resolved_at: timestampOr(d.at, e.metadata?.occurredAt),
          resolved_by: text(d.resolvedBy),
          note: text(d.note),
        })
        .where('id', '=', id)
        .where('status', '=', 'open')
        .execute();
    } else continue;
    changed.add(id);
  }
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
