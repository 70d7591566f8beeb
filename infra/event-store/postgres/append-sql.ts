import { eventIdFor } from '../event-id';
import type { ExpectedRevision, KeptAnswer, NewEvent } from '../port';

// The statements an append sends, and how their parameters are laid out. Most commands decide one
// event: sent as scalars, the server builds the arrays itself instead of parsing array literals of
// escaped JSON.

const ARRAYS = '$1::uuid[], $2::text[], $3::jsonb[], $4::jsonb[]';
const SCALARS = 'array[$1::uuid], array[$2::text], array[$3::jsonb], array[$4::jsonb]';
/** `$n` of the events' columns, after the `shift` parameters that come before them. */
const shifted = (columns: string, shift: number) => columns.replace(/\$(\d)/g, (_m, n: string) => `$${+n + shift}`);

// Named, so each connection parses and plans them once (prepared statements), not at every append.
const APPEND = {
  one: { name: 'flora_append_one', text: `select * from append_to_stream($1, $2, ${shifted(SCALARS, 2)})` },
  many: { name: 'flora_append', text: `select * from append_to_stream($1, $2, ${shifted(ARRAYS, 2)})` },
};
const APPEND_COMMAND = {
  one: {
    name: 'flora_append_command_one',
    text: `select * from append_command($1, $2, $3, $4, ${shifted(SCALARS, 4)})`,
  },
  many: { name: 'flora_append_command', text: `select * from append_command($1, $2, $3, $4, ${shifted(ARRAYS, 4)})` },
};
export const appendStatement = (one: boolean, values: unknown[]) => ({ ...APPEND[one ? 'one' : 'many'], values });
export const appendCommandStatement = (one: boolean, values: unknown[]) => ({
  ...APPEND_COMMAND[one ? 'one' : 'many'],
  values,
});

export interface AppendRow {
  next_revision: string;
  last_position: string;
  last_tx: string;
}

export interface AppendCommandRow extends Partial<AppendRow> {
  kept_hash: string | null;
  kept_stream: string;
  kept_revision: string;
  kept_position: string;
}

/** stream, expected revision, then the events' ids, types, data and metadata. */
export function appendParams(streamId: string, events: NewEvent[], expected: ExpectedRevision): unknown[] {
  const rev = typeof expected === 'bigint' ? expected.toString() : expected;
  if (events.length === 1) {
    const [e] = events as [NewEvent];
    const id = e.eventId ?? eventIdFor(e.metadata.commandId, 0);
    return [streamId, rev, id, e.type, JSON.stringify(e.data), JSON.stringify(e.metadata)];
  }
  return [
    streamId,
    rev,
    eventIds(events),
    events.map((e) => e.type),
    events.map((e) => JSON.stringify(e.data)),
    events.map((e) => JSON.stringify(e.metadata)),
  ];
}

export const eventIds = (events: NewEvent[]) => events.map((e, i) => e.eventId ?? eventIdFor(e.metadata.commandId, i));

/** Where events with these ids landed, when they are in the store already. */
export const FIRST_ANSWER = `select max(stream_revision) as next_revision, max(global_position) as last_position,
  max(transaction_id) as last_tx from events where event_id = any($1::uuid[]) having count(*) > 0`;

/** The answer kept under a key (if any), and where the command's events landed (if they did). */
export const KEPT_OR_FIRST = `select k.request_hash as kept_hash, k.stream_id as kept_stream, k.revision as kept_revision,
  k.position as kept_position, f.next_revision, f.last_position, f.last_tx
  from (select 1) one
  left join command_results k on k.command_id = $1
  left join (${FIRST_ANSWER.replace('$1', '$2')}) f on true`;

const PENDING = '';

/** The kept answer of an append_command row (or of KEPT_OR_FIRST), if it has one. */
export function keptFrom(row: AppendCommandRow): KeptAnswer | undefined {
  if (row.kept_hash === null) return undefined;
  const answer =
    row.kept_revision === PENDING
      ? undefined
      : { revision: BigInt(row.kept_revision), position: row.kept_position === '' ? null : row.kept_position };
  return { requestHash: row.kept_hash, streamId: row.kept_stream, answer };
}

/** Whether a failed append is worth one more call, or else what to throw. */
export function afterFailedAppend(err: unknown, attempt: number): 'ask again' | 'maybe a retry' | unknown {
  const e = err as { code?: string; message: string };
  // 40001: this call's transaction id was older than the stream's last append (see the
  // append-order migration); a new call is a new transaction with a newer id.
  if (e.code === '40001') return attempt < 3 ? 'ask again' : err;
  // A unique event_id or a version conflict: perhaps this command was appended before (a retry,
  // or a concurrent duplicate that committed first). Only then is the first answer looked up.
  // FL002: a request with the same key kept its answer first (append_command).
  if (e.code === 'FL001' || e.code === '23505' || e.code === 'FL002') return 'maybe a retry';
  return err;
}
