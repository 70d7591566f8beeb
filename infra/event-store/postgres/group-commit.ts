import type pg from 'pg';
import type { ExpectedRevision, NewEvent } from '../port';
import { appendCommandStatement, appendParams, appendStatement, eventIds, type AppendCommandRow } from './append-sql';

// Group commit (issue 41): one-stream appends that arrive while others are on their way share one
// statement and one commit (append_batch), each still answered with its own revision. No append
// waits for company: with fewer than `lanes` statements in flight, an append goes at once and
// alone (the one-append statements, as before); only when every lane is busy do the appends that
// queue meanwhile leave together when a lane frees. So a quiet shop pays nothing and a busy one
// pays one round trip, one commit and one fsync per batch instead of per command.

export interface OneAppend {
  streamId: string;
  events: NewEvent[];
  expected: ExpectedRevision;
  /** A keyed command: its key is checked and its answer kept with the events (append_command). */
  once?: { commandId: string; requestHash: string };
}

/** What came back for one append; a refused one rejects with an error carrying its SQLSTATE. */
export type AppendRowOf = AppendCommandRow & { next_revision?: string };

interface Waiting {
  append: OneAppend;
  resolve(row: AppendRowOf): void;
  reject(err: unknown): void;
}

const BATCH = {
  name: 'flora_append_batch',
  text: `select * from append_batch($1::uuid[], $2::text[], $3::text[], $4::text[], $5::int[],
    $6::uuid[], $7::text[], $8::jsonb[], $9::jsonb[])`,
};

/** The error of one append in a batch, shaped as pg's (code = SQLSTATE) for afterFailedAppend. */
class BatchedAppendError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export class GroupCommit {
  private readonly waiting: Waiting[] = [];
  private inFlight = 0;
  /** Statements sent and appends they carried (appends / statements = the mean batch). */
  readonly sent = { statements: 0, appends: 0 };

  constructor(
    private readonly pool: pg.Pool,
    private readonly lanes = 2,
    private readonly maxBatch = 64,
  ) {}

  append(append: OneAppend): Promise<AppendRowOf> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ append, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.lanes && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.maxBatch);
      this.inFlight++;
      this.sent.statements++;
      this.sent.appends += batch.length;
      void this.send(batch).finally(() => {
        this.inFlight--;
        this.pump();
      });
    }
  }

  private async send(batch: Waiting[]): Promise<void> {
    if (batch.length === 1) {
      const [{ append, resolve, reject }] = batch as [Waiting];
      return this.alone(append).then(resolve, reject);
    }
    try {
      const { rows } = await this.pool.query<AppendRowOf & { error_code: string | null; error_message: string }>({
        ...BATCH,
        values: batchParams(batch.map((w) => w.append)),
      });
      batch.forEach((w, i) => {
        const row = rows[i]!;
        if (row.error_code) w.reject(new BatchedAppendError(row.error_code, row.error_message));
        else w.resolve(row);
      });
    } catch (err) {
      for (const w of batch) w.reject(err);
    }
  }

  private async alone({ streamId, events, expected, once }: OneAppend): Promise<AppendRowOf> {
    const params = appendParams(streamId, events, expected);
    const one = events.length === 1;
    const statement = once
      ? appendCommandStatement(one, [once.commandId, once.requestHash, ...params])
      : appendStatement(one, params);
    const { rows } = await this.pool.query<AppendRowOf>(statement);
    return rows[0]!;
  }
}

function batchParams(appends: OneAppend[]): unknown[] {
  const events = appends.flatMap((a) => a.events);
  return [
    appends.map((a) => a.once?.commandId ?? null),
    appends.map((a) => a.once?.requestHash ?? null),
    appends.map((a) => a.streamId),
    appends.map((a) => (typeof a.expected === 'bigint' ? a.expected.toString() : a.expected)),
    appends.map((a) => a.events.length),
    appends.flatMap((a) => eventIds(a.events)),
    events.map((e) => e.type),
    events.map((e) => JSON.stringify(e.data)),
    events.map((e) => JSON.stringify(e.metadata)),
  ];
}
