import { sql, type Kysely } from 'kysely';
import type { AppDatabase } from '../db/app-tables';

// Snapshots let a long stream (a best-selling product with 100k movements) load from its last
// snapshot plus the events after it. They live in Postgres whichever event store is in use, and
// are only a cache: losing one costs a longer read, never correctness.

export interface Snapshot<S> {
  revision: bigint; // the stream revision the state includes
  state: S;
}

// JSON has no bigint; tag it so the state comes back exactly as it was saved.
const BIGINT_TAG = '$bigint';

function replacer(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? { [BIGINT_TAG]: value.toString() } : value;
}

function reviver(_key: string, value: unknown): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const keys = Object.keys(value);
    const tagged = (value as Record<string, unknown>)[BIGINT_TAG];
    if (keys.length === 1 && typeof tagged === 'string' && /^-?\d+$/.test(tagged)) return BigInt(tagged);
  }
  return value;
}

export class SnapshotStore {
  constructor(private readonly db: Kysely<AppDatabase>) {}

  /** The latest snapshot taken with this state version; older shapes of the state are ignored. */
  async load<S>(streamId: string, stateVersion: number): Promise<Snapshot<S> | undefined> {
    const { rows } = await sql<{ revision: string; state: string }>`
      select revision::text as revision, state::text as state from snapshots
       where stream_id = ${streamId} and schema_version = ${stateVersion}`.execute(this.db);
    const row = rows[0];
    return row ? { revision: BigInt(row.revision), state: JSON.parse(row.state, reviver) as S } : undefined;
  }

  /** load, for several streams in one statement (the streams a command reads together). */
  async loadMany<S>(
    wanted: readonly { streamId: string; stateVersion: number }[],
  ): Promise<(Snapshot<S> | undefined)[]> {
    if (wanted.length === 0) return [];
    const { rows } = await sql<{ stream_id: string; revision: string; state: string }>`
      select s.stream_id, s.revision::text as revision, s.state::text as state from snapshots s
        join unnest(${wanted.map((w) => w.streamId)}::text[], ${wanted.map((w) => w.stateVersion)}::int[])
          as w(stream_id, schema_version) on s.stream_id = w.stream_id and s.schema_version = w.schema_version`.execute(
      this.db,
    );
    const found = new Map(rows.map((r) => [r.stream_id, r]));
    return wanted.map(({ streamId }) => {
      const row = found.get(streamId);
      return row ? { revision: BigInt(row.revision), state: JSON.parse(row.state, reviver) as S } : undefined;
    });
  }

  /** Keeps the newest snapshot: a slow writer with an older revision never replaces a newer one. */
  async save<S>(streamId: string, revision: bigint, stateVersion: number, state: S): Promise<void> {
    const json = JSON.stringify(state, replacer);
    await sql`
      insert into snapshots (stream_id, revision, schema_version, state)
      values (${streamId}, ${revision.toString()}::bigint, ${stateVersion}, ${json}::jsonb)
      on conflict (stream_id) do update
         set revision = excluded.revision, schema_version = excluded.schema_version,
             state = excluded.state, taken_at = now()
       where snapshots.revision < excluded.revision or snapshots.schema_version <> excluded.schema_version`.execute(
      this.db,
    );
  }
}
