import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppDatabase } from '../infra/db/app-tables';
import type { KeptAnswer } from '../infra/event-store/port';
import type { CommandOutcome } from './handler';

// The first answer of each command sent with an Idempotency-Key. A request claims its key before
// it runs, so the body that defines the key is the first one; the answer is written when it ends.
// A claim still pending (its request is running, or crashed) does not block a repeat: event ids
// derive from the key, so the repeat appends nothing twice and both end with the same answer.
// With the Postgres store a keyed command skips the claim: append_command checks the key, appends
// and keeps the answer in one transaction (CommandHandler.handleOnce); what it does not append
// (a refusal, nothing to change) is recorded here as before.

export type RecordedResult = KeptAnswer;

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
  constructor(private readonly db: Kysely<AppDatabase>) {}

  /** Claims the key; when someone claimed it first, returns what they recorded. */
  async claim(commandId: string, requestHash: string, streamId: string): Promise<RecordedResult | 'claimed'> {
    // Twice at most: the first claimer may release its claim between our insert and our read.
    for (let tries = 0; tries < 2; tries++) {
      const claimed = await this.db
        .insertInto('command_results')
        .values({
          command_id: commandId,
          request_hash: requestHash,
          stream_id: streamId,
          revision: PENDING,
          position: PENDING,
        })
        .onConflict((oc) => oc.column('command_id').doNothing())
        .returning('command_id')
        .executeTakeFirst();
      if (claimed) return 'claimed';
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
    const row = await this.db
      .insertInto('command_results')
      .values({ command_id: commandId, request_hash: requestHash, stream_id: outcome.streamId, revision, position })
      .onConflict((oc) =>
        oc
          .column('command_id')
          .doUpdateSet((eb) => ({ revision: eb.ref('excluded.revision'), position: eb.ref('excluded.position') }))
          .where('command_results.revision', '=', PENDING)
          .whereRef('command_results.request_hash', '=', 'excluded.request_hash'),
      )
      .returning(['request_hash', 'stream_id', 'revision', 'position'])
      .executeTakeFirst();
    const kept = row ? fromRow(row) : await this.find(commandId);
    if (!kept) throw new Error(`command result ${commandId} vanished`);
    return kept;
  }

  /** A command that failed leaves no answer behind, so the client may fix and retry with its key. */
  async release(commandId: string): Promise<void> {
    await this.db
      .deleteFrom('command_results')
      .where('command_id', '=', commandId)
      .where('revision', '=', PENDING)
      .execute();
  }

  /** What the key holds: its request's hash and, once answered, the answer. */
  async find(commandId: string): Promise<RecordedResult | undefined> {
    const row = await this.db
      .selectFrom('command_results')
      .select(['request_hash', 'stream_id', 'revision', 'position'])
      .where('command_id', '=', commandId)
      .executeTakeFirst();
    return row ? fromRow(row) : undefined;
  }
}
