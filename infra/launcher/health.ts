import type pg from 'pg';
import { within } from '../net';
import type { Upstream, Upstreams } from './gateway';
import type { PartState, PartStatus } from './supervisor';

// `/api/health` through the gateway: the launcher knows each part's process (supervisor), asks
// each API its own /api/health, and asks the database which projections stopped on an error.
// `ok`: every part running and answering; `degraded`: the shop serves but a part is restarting,
// given up on, not answering, or a projection is faulted; `unavailable` (503): no database or
// event store, or neither API answers. A cluster's health also says how far its replica is behind. Same fields as the command-api's own answer, plus parts.

export type Overall = 'ok' | 'degraded' | 'unavailable';
type Check = 'ok' | 'error' | 'unknown';

export interface PartHealth {
  state: PartState;
  restarts: number;
  lastExit: string | null;
  /** For the APIs: whether their own /api/health answered 200 just now. */
  answers?: boolean;
}

export interface ShopHealth {
  status: Overall;
  eventStore: string;
  eventStoreStatus: Check;
  database: Check;
  parts: Record<string, PartHealth>;
  faultedProjections: string[];
  /** A cluster's streaming replica, as the primary sees it (pg_stat_replication). */
  replica?: ReplicaHealth;
}

export interface ReplicaHealth {
  status: Check;
  /** WAL the replica has received but not replayed yet, and its last measured replay delay. */
  behindBytes: number | null;
  replayLagMs: number | null;
}

export interface HealthDeps {
  parts: () => PartStatus[];
  upstreams: Upstreams;
  eventStore: string;
  pool: pg.Pool;
  /** Whether a streaming replica should be connected to the primary (a cluster). */
  replica?: boolean;
  timeoutMs?: number;
}

async function askApi(up: Upstream, ms: number): Promise<{ answers: boolean; body?: Record<string, unknown> }> {
  try {
    const res = await fetch(`http://${up.host}:${up.port}/api/health`, { signal: AbortSignal.timeout(ms) });
    const body = (await res.json().catch(() => undefined)) as Record<string, unknown> | undefined;
    return { answers: res.status === 200, body };
  } catch {
    return { answers: false };
  }
}

async function faultedProjections(pool: pg.Pool, ms: number): Promise<string[] | undefined> {
  try {
    const { rows } = await within(
      ms,
      pool.query<{ name: string }>(`select name from projection_checkpoints where status = 'faulted' order by name`),
    );
    return rows.map((r) => r.name);
  } catch {
    return undefined;
  }
}

async function replicaHealth(pool: pg.Pool, ms: number): Promise<ReplicaHealth> {
  try {
    const { rows } = await within(
      ms,
      pool.query<{ behind: string | null; lag: number | null }>(
        `select pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn)::bigint::text as behind,
                (extract(epoch from replay_lag) * 1000)::float8 as lag
           from pg_stat_replication where state = 'streaming' order by behind limit 1`,
      ),
    );
    const row = rows[0];
    if (!row) return { status: 'error', behindBytes: null, replayLagMs: null };
    return { status: 'ok', behindBytes: row.behind === null ? null : Number(row.behind), replayLagMs: row.lag };
  } catch {
    return { status: 'error', behindBytes: null, replayLagMs: null };
  }
}

export async function shopHealth(deps: HealthDeps): Promise<{ code: number; body: ShopHealth }> {
  const ms = deps.timeoutMs ?? 2000;
  const [commands, reads, faulted, replica] = await Promise.all([
    Promise.all(deps.upstreams.command.map((up) => askApi(up, ms))),
    Promise.all(deps.upstreams.read.map((up) => askApi(up, ms))),
    faultedProjections(deps.pool, ms),
    deps.replica ? replicaHealth(deps.pool, ms) : undefined,
  ]);
  // Each API instance by the part that runs it (command-api, or command-api-1 and -2 in a cluster).
  const answers = new Map<string, boolean>();
  deps.upstreams.command.forEach((up, i) => up.part && answers.set(up.part, commands[i]!.answers));
  deps.upstreams.read.forEach((up, i) => up.part && answers.set(up.part, reads[i]!.answers));
  const command = commands.find((c) => c.answers) ?? commands[0]!;
  const anyRead = reads.some((r) => r.answers);
  const parts = Object.fromEntries(
    deps.parts().map((p) => [
      p.name,
      {
        state: p.state,
        restarts: p.restarts,
        lastExit: p.lastExit ?? null,
        ...(answers.has(p.name) ? { answers: answers.get(p.name) } : {}),
      },
    ]),
  );
  const database: Check = faulted ? 'ok' : 'error';
  const reported = command.body?.eventStoreStatus;
  const eventStoreStatus: Check =
    reported === 'ok' || reported === 'error' ? reported : deps.eventStore === 'postgres' ? database : 'unknown';

  const down = database === 'error' || eventStoreStatus === 'error' || (!command.answers && !anyRead);
  const impaired =
    Object.values(parts).some((p) => p.state !== 'running' || p.answers === false) ||
    (faulted?.length ?? 0) > 0 ||
    replica?.status === 'error';
  const status: Overall = down ? 'unavailable' : impaired ? 'degraded' : 'ok';
  const body = {
    status,
    eventStore: deps.eventStore,
    eventStoreStatus,
    database,
    parts,
    faultedProjections: faulted ?? [],
    ...(replica ? { replica } : {}),
  };
  return { code: status === 'unavailable' ? 503 : 200, body };
}
