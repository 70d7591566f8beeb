import type pg from 'pg';
import { withEventIds } from '../event-id';
import { ConcurrencyError, type StreamAppend, type StreamsAppendOptions, type StreamsAppendResult } from '../port';
import { afterFailedAppend, keptFrom, type AppendCommandRow } from './append-sql';

// appendToStreams on Postgres: one call of append_to_streams (see its migration), one transaction,
// one round trip, whatever the number of streams. The events travel as flat arrays with each
// stream's count, the shape the function slices.

const APPEND_STREAMS = {
  name: 'flora_append_streams',
  text: `select * from append_to_streams($1, $2, $3, $4::text[], $5::text[], $6::int[],
    $7::uuid[], $8::text[], $9::jsonb[], $10::jsonb[])`,
};

interface StreamRow extends AppendCommandRow {
  stream_id: string | null;
}

/** Where events with these ids landed, stream by stream (when a retry finds them in the store). */
const LANDED = `select stream_id, max(stream_revision) as next_revision, max(global_position) as last_position,
  max(transaction_id) as last_tx from events where event_id = any($1::uuid[]) group by stream_id`;

const KEPT = `select request_hash as kept_hash, stream_id as kept_stream, revision as kept_revision,
  position as kept_position from command_results where command_id = $1`;

const positionOf = (rows: readonly { last_tx?: string; last_position?: string }[]) => {
  const last = rows.reduce((a, b) => (BigInt(b.last_position!) > BigInt(a.last_position!) ? b : a));
  return `${last.last_tx}/${last.last_position}`;
};

export async function appendStreams(
  pool: pg.Pool,
  appends: readonly StreamAppend[],
  { once }: StreamsAppendOptions,
  announce: () => void,
): Promise<StreamsAppendResult> {
  if (appends.length === 0 || appends.some((a) => a.events.length === 0))
    throw new Error('appendToStreams needs at least one event for every stream');
  const events = withEventIds(appends).flatMap((a) => a.events);
  const ids = events.map((e) => e.eventId);
  const values = [
    once?.commandId ?? null,
    once?.requestHash ?? null,
    (once?.answer ?? 0) + 1,
    appends.map((a) => a.streamId),
    appends.map((a) => (typeof a.expected === 'bigint' ? a.expected.toString() : a.expected)),
    appends.map((a) => a.events.length),
    ids,
    events.map((e) => e.type),
    events.map((e) => JSON.stringify(e.data)),
    events.map((e) => JSON.stringify(e.metadata)),
  ];
  for (let attempt = 0; ; attempt++) {
    try {
      const { rows } = await pool.query<StreamRow>({ ...APPEND_STREAMS, values });
      const kept = keptFrom(rows[0]!);
      if (kept) return { kept };
      announce();
      const revisions = rows.map((r) => BigInt(r.next_revision!));
      return { appended: { revisions, position: positionOf(rows), answerKept: once !== undefined } };
    } catch (err) {
      const outcome = afterFailedAppend(err, attempt);
      if (outcome === 'ask again') continue;
      if (outcome !== 'maybe a retry') throw outcome;
      // A duplicate of this command got there first: its kept answer, or else where its events landed.
      if (once) {
        const { rows: keptRows } = await pool.query<AppendCommandRow>(KEPT, [once.commandId]);
        const kept = keptRows[0] && keptFrom(keptRows[0]);
        if (kept && (kept.requestHash !== once.requestHash || kept.answer)) return { kept };
      }
      const { rows } = await pool.query<StreamRow>(LANDED, [ids]);
      const byStream = new Map(rows.map((r) => [r.stream_id, r]));
      if (appends.every((a) => byStream.has(a.streamId))) {
        const revisions = appends.map((a) => BigInt(byStream.get(a.streamId)!.next_revision!));
        return { appended: { revisions, position: positionOf(rows), alreadyAppended: true, answerKept: false } };
      }
      const conflicted = /stream (\S+) /.exec((err as Error).message)?.[1];
      const at = appends.find((a) => a.streamId === conflicted) ?? appends[0]!;
      throw new ConcurrencyError(at.streamId, at.expected, (err as Error).message);
    }
  }
}
