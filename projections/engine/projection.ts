import type { Kysely, Transaction } from 'kysely';
import type { AppDatabase } from '../../infra/db/app-tables';
import type { RecordedEvent } from '../../infra/event-store/port';

/**
 * An event with its ordinal: its 1-based place in the commit order of the whole store. The runner
 * counts every event it passes (handled or not), so the ordinal is the same on every rebuild and a
 * read model can use it as a deterministic sort key instead of a serial id.
 */
export interface SequencedEvent extends RecordedEvent {
  ordinal: bigint;
}

/** What a batch touched, forwarded to screens over the websocket so they refetch only that. */
export interface Changed {
  entity: string;
  id: string;
  /**
   * The new values where a screen can show them without a read (issue 24: a product's stock), flat
   * numbers and texts; the notice goes only to those who may read the projection.
   */
  values?: Readonly<Record<string, number | string>>;
}

/**
 * Rows for `copy <table> (<columns>) from stdin` in Postgres text format: one line per row, columns
 * separated by tabs, `\N` for null, backslash, tab, newline and carriage return escaped.
 */
export interface CopyRows<T extends string = string> {
  table: T;
  columns: readonly string[];
  text: string;
}

/** Base table name → physical table of the generation being written (audit_events → audit_events_g3). */
export type TableNames<T extends string = string> = Readonly<Record<T, string>>;

/**
 * A read model fed by events. Readers query a view named after each base table; the runner points
 * the views at the live generation, so a rebuild writes the next generation beside it.
 * Everything written must come from the events alone (no now(), random or serial values): a rebuild
 * must give row-for-row the same tables.
 */
export interface Projection<T extends string = string> {
  readonly name: string;
  /** Bump it when what `apply` writes changes: a runner finding an older version rebuilds. */
  readonly version: number;
  readonly handles: readonly string[] | 'all';
  readonly tables: readonly T[];
  /**
   * Tables with what `apply` needs to write (the key its upserts conflict on). A projection with
   * `copyRows` may leave that key to `createIndexes`: a rebuild copies without it, and every path
   * that applies (first generation, the switch) runs `createIndexes` first.
   */
  createTables(db: Kysely<unknown>, t: TableNames<T>): Promise<void>;
  /**
   * The indexes readers need, idempotent (`if not exists`). A rebuild creates them only once
   * caught up, which makes the bulk load about twice as fast.
   */
  createIndexes?(db: Kysely<unknown>, t: TableNames<T>): Promise<void>;
  /** Writes the batch (already filtered by `handles`) and says what changed. */
  /** `trx` is untyped here: `generationDb<YourDatabase>(trx, t)` (read-model-table.ts) types it. */
  apply(trx: Transaction<unknown>, events: readonly SequencedEvent[], t: TableNames<T>): Promise<Changed[]>;
  /**
   * Optional bulk path for a rebuild: the same rows `apply` would write into empty tables, as COPY
   * text. A rebuild batch commits with its checkpoint, so it never meets a row twice and needs no
   * upsert, and COPY skips the executor and the JSON unpacking (measured twice the upsert's rate
   * and more). Must match `apply` exactly: rebuilt and live-built tables are compared row for row.
   */
  copyRows?(events: readonly SequencedEvent[]): CopyRows<T>[];
  /**
   * False when neither `apply` nor `copyRows` ever reads an event's metadata (who, when, from where):
   * a rebuild then reads the handled events without it, about half their JSON.
   */
  readsMetadata?: false;
  /**
   * For a bulk path whose rows change across batches (a lot's units at a place): `copyRows` appends
   * each batch's changes as parts, and this folds the parts into the rows `apply` would have written.
   * Runs once the catch-up is done, before the keys and indexes, in one transaction; must be
   * idempotent (a rebuild resumed after a crash may settle rows settled already).
   */
  settleCopied?(trx: Transaction<unknown>, t: TableNames<T>): Promise<void>;
}

export function handlesEvent(projection: Projection, type: string): boolean {
  return projection.handles === 'all' || projection.handles.includes(type);
}

export function physicalTables<T extends string>(projection: Projection<T>, generation: number): TableNames<T> {
  const entries = projection.tables.map((base) => [base, `${base}_g${generation}`] as const);
  return Object.fromEntries(entries) as Record<T, string>;
}

/**
 * The engine's connection as a projection receives it. A projection types its own tables
 * (`generationDb`, read-model-table.ts), which the engine's AppDatabase does not list, and Kysely's
 * Database type is invariant: this is the one place the engine lets go of its table types.
 */
export function forProjection(db: Transaction<AppDatabase>): Transaction<unknown>;
export function forProjection(db: Kysely<AppDatabase>): Kysely<unknown>;
export function forProjection(db: Kysely<AppDatabase>): Kysely<unknown> {
  return db as unknown as Kysely<unknown>;
}
