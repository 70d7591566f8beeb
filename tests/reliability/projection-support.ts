import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import { sql, type Kysely } from 'kysely';
import type { AppDatabase } from '../../infra/db/app-tables';
import type { EventStore, NewEvent, Position } from '../../infra/event-store/port';
import { testEvent } from '../support/events';

// Shared by the projection reliability suites: events to load, table hashes, worker processes.

export function shopEvent(type: string, data: unknown = {}, commandId: string = randomUUID()): NewEvent {
  // Fixed time and device: read models built from these must hash the same on every run.
  return testEvent(type, data, {
    commandId,
    actor: { userId: 'user-7', roles: ['owner', 'inventory'] },
    source: { app: 'reliability-test', deviceId: 'device-1' },
    occurredAt: '2026-11-21T10:00:00.000Z',
  });
}

/** `count` events spread over `streams` streams, appended `perAppend` at a time (one command each). */
export async function loadEvents(store: EventStore, count: number, streams = 50, perAppend = 100): Promise<Position> {
  let last: Position | undefined;
  const names = Array.from({ length: streams }, (_, i) => `product-${i}-${randomUUID().slice(0, 8)}`);
  for (let done = 0, turn = 0; done < count; turn++) {
    const n = Math.min(perAppend, count - done);
    const commandId = randomUUID();
    const events = Array.from({ length: n }, (_, i) =>
      shopEvent('StockMoved', { qty: done + i, note: `mov ${done + i}` }, commandId),
    );
    last = (await store.appendToStream(names[turn % streams]!, events, { expected: 'any' })).position;
    done += n;
  }
  return last!;
}

/** Row-for-row fingerprint of a table or view, in key order. */
export async function tableHash(
  db: Kysely<AppDatabase>,
  table: string,
  key: string,
): Promise<{ rows: number; hash: string }> {
  const { rows } = await sql<{ n: string; h: string }>`
    select count(*) as n, md5(coalesce(string_agg(t::text, E'\\n' order by ${sql.ref(key)}), '')) as h
      from ${sql.table(table)} t`.execute(db);
  return { rows: Number(rows[0]!.n), hash: rows[0]!.h };
}

export async function liveTables(db: Kysely<AppDatabase>, prefix: string): Promise<string[]> {
  const { rows } = await sql<{ tablename: string }>`
    select tablename from pg_tables where schemaname = current_schema() and tablename like ${`${prefix}_g%`} order by 1`.execute(
    db,
  );
  return rows.map((r) => r.tablename);
}

export async function checkpointRow(db: Kysely<AppDatabase>, name: string) {
  return db.selectFrom('projection_checkpoints').selectAll().where('name', '=', name).executeTakeFirst();
}

export interface WorkerLine {
  event: string;
  projection?: string;
  pid: number;
  [k: string]: unknown;
}

/** A `tsx projections/worker.ts` child whose JSON log lines can be awaited. */
export class WorkerProcess {
  readonly child: ChildProcess;
  readonly lines: WorkerLine[] = [];
  private readonly waiters = new Set<() => void>();
  readonly exited: Promise<void>;

  constructor(databaseUrl: string, env: Record<string, string> = {}) {
    // node itself (tsx as a loader), not the tsx wrapper: SIGKILL must reach the worker, and the
    // wrapper cannot pass a SIGKILL on to the process it started.
    this.child = spawn(process.execPath, ['--import', 'tsx', 'projections/worker.ts'], {
      env: { ...process.env, DATABASE_URL: databaseUrl, FLORA_PROJECTIONS: 'audit', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    createInterface({ input: this.child.stdout! }).on('line', (line) => {
      try {
        this.lines.push(JSON.parse(line) as WorkerLine);
      } catch {
        return;
      }
      this.waiters.forEach((w) => w());
    });
    this.child.stderr!.on('data', (c: Buffer) => process.stderr.write(`[worker ${this.child.pid}] ${c}`));
    this.exited = new Promise((done) => this.child.once('exit', () => done()));
  }

  saw(event: string): boolean {
    return this.lines.some((l) => l.event === event);
  }

  waitFor(event: string, timeoutMs = 60_000): Promise<WorkerLine> {
    return new Promise((resolvePromise, reject) => {
      const timer = setTimeout(() => finish(() => reject(new Error(`worker never logged ${event}`))), timeoutMs);
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        this.waiters.delete(check);
        settle();
      };
      const check = () => {
        const line = this.lines.find((l) => l.event === event);
        if (line) finish(() => resolvePromise(line));
      };
      this.waiters.add(check);
      check();
    });
  }

  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
    await this.exited;
  }
}

/** Polls until `check` answers true (the workers are other processes: nothing to subscribe to). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 60_000, everyMs = 100): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

export const count = async (db: Kysely<AppDatabase>, table: string) =>
  Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]!.n);

/** Readers of the view during a rebuild: every answer and every error is kept. */
export function keepReading(db: Kysely<AppDatabase>) {
  const counts: number[] = [];
  const errors: string[] = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      try {
        counts.push(await count(db, 'audit_events'));
      } catch (err) {
        errors.push((err as Error).message);
      }
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return { counts, errors };
    },
  };
}

/** Fingerprint of the audit rows up to a sort key, to compare what existed before a rebuild. */
export async function prefixHash(db: Kysely<AppDatabase>, rows: number): Promise<string> {
  const { rows: r } = await sql<{ h: string }>`
    select md5(coalesce(string_agg(t::text, E'\\n' order by global_order), '')) as h
      from audit_events t where global_order <= ${rows}`.execute(db);
  return r[0]!.h;
}
