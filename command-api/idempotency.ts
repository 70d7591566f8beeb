import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { CommandOutcome } from './handler';

// The first answer of each command sent with an Idempotency-Key. A request claims its key before
// it runs, so the body that defines the key is the first one; the answer is written when it ends.
// A claim still pending (its request is running, or crashed) does not block a repeat: event ids
// derive from the key, so the repeat appends nothing twice and both end with the same answer.

export interface RecordedResult {
  requestHash: string;
  streamId: string;
  /** Undefined while the first request is still running (or died before answering). */
  answer?: { revision: bigint; position: string | null };
}

interface Row {
  request_hash: string;
  stream_id: string;
  revision: string; // '' while pending
  position: string; // '' when the stream had no events
}

const PENDING = '';

function fromRow(row: Row): RecordedResult {
  const answer =
    row.revision === PENDING
      ? undefined
      : { revision: BigInt(row.revision), position: row.position === '' ? null : row.position };
  return { requestHash: row.request_hash, streamId: row.stream_id, answer };
}

// Key order in the body must not make the same request look different.
function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/** Same user, same method and path, same body ⇒ same hash. */
export function requestHash(request: { method: string; path: string; userId: string; body: unknown }): string {
  return createHash('sha256').update(canonical(request)).digest('hex');
}

export class CommandResults {
  constructor(private readonly db: Kysely<any>) {}

  /** Claims the key; when someone claimed it first, returns what they recorded. */
  async claim(commandId: string, requestHash: string, streamId: string): Promise<RecordedResult | 'claimed'> {
    // Twice at most: the first claimer may release its claim between our insert and our read.
    for (let tries = 0; tries < 2; tries++) {
      const { rows } = await sql<{ command_id: string }>`
        insert into command_results (command_id, request_hash, stream_id, revision, position)
        values (${commandId}, ${requestHash}, ${streamId}, ${PENDING}, ${PENDING})
        on conflict (command_id) do nothing returning command_id`.execute(this.db);
      if (rows.length > 0) return 'claimed';
      const found = await this.find(commandId);
      if (found) return found;
    }
    throw new Error(`command ${commandId} is claimed and released in a loop`);
  }

  /** Records the answer unless a request with the same key recorded one first; returns the one kept. */
  async complete(commandId: string, requestHash: string, outcome: CommandOutcome): Promise<RecordedResult> {
    const revision = outcome.revision.toString();
    const position = outcome.position ?? '';
    // An upsert: the claimer may have failed and released the key while this repeat succeeded.
    const { rows } = await sql<Row>`
      insert into command_results as r (command_id, request_hash, stream_id, revision, position)
      values (${commandId}, ${requestHash}, ${outcome.streamId}, ${revision}, ${position})
      on conflict (command_id) do update set revision = excluded.revision, position = excluded.position
       where r.revision = ${PENDING} and r.request_hash = excluded.request_hash
      returning request_hash, stream_id, revision, position`.execute(this.db);
    const kept = rows[0] ? fromRow(rows[0]) : await this.find(commandId);
    if (!kept) throw new Error(`command result ${commandId} vanished`);
    return kept;
  }

  /** A command that failed leaves no answer behind, so the client may fix and retry with its key. */
  async release(commandId: string): Promise<void> {
    await sql`delete from command_results where command_id = ${commandId} and revision = ${PENDING}`.execute(this.db);
  }

  private async find(commandId: string): Promise<RecordedResult | undefined> {
    const { rows } = await sql<Row>`
      select request_hash, stream_id, revision, position from command_results where command_id = ${commandId}`.execute(
      this.db,
    );
    return rows[0] ? fromRow(rows[0]) : undefined;
  }
}
