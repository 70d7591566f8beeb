import type pg from 'pg';
import { within } from '../net';
import type { Upstream, Upstreams } from './gateway';
import type { PartState, PartStatus } from './supervisor';

// `/api/health` through the gateway: the launcher knows each part's process (supervisor), asks
// each API its own /api/health, and asks the database which projections stopped on an error.
// `ok`: every part running and answering; `degraded`: the shop serves but a part is restarting,
// given up on, not answering, or a projection is faulted; `unavailable` (503): no database or
// event store, or neither API answers. Same fields as the command-api's own answer, plus parts.

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
}

export interface HealthDeps {
  parts: () => PartStatus[];
  upstreams: Upstreams;
  eventStore: string;
  pool: pg.Pool;
  timeoutMs?: number;
}

const API_PARTS: Record<string, keyof Upstreams> = { 'command-api': 'command', 'read-api': 'read' };

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

export async function shopHealth(deps: HealthDeps): Promise<{ code: number; body: ShopHealth }> {
  const ms = deps.timeoutMs ?? 2000;
  const [command, read, faulted] = await Promise.all([
    askApi(deps.upstreams.command, ms),
    askApi(deps.upstreams.read, ms),
    faultedProjections(deps.pool, ms),
  ]);
  const answers: Record<string, boolean> = { 'command-api': command.answers, 'read-api': read.answers };
  const parts = Object.fromEntries(
    deps.parts().map((p) => [
      p.name,
      {
        state: p.state,
        restarts: p.restarts,
        lastExit: p.lastExit ?? null,
        ...(p.name in API_PARTS ? { answers: answers[p.name] } : {}),
      },
    ]),
  );
  const database: Check = faulted ? 'ok' : 'error';
  const reported = command.body?.eventStoreStatus;
  const eventStoreStatus: Check =
    reported === 'ok' || reported === 'error' ? reported : deps.eventStore === 'postgres' ? database : 'unknown';

  const down = database === 'error' || eventStoreStatus === 'error' || (!command.answers && !read.answers);
  const impaired =
    Object.values(parts).some((p) => p.state !== 'running' || p.answers === false) || (faulted?.length ?? 0) > 0;
  const status: Overall = down ? 'unavailable' : impaired ? 'degraded' : 'ok';
  const body = {
    status,
    eventStore: deps.eventStore,
    eventStoreStatus,
    database,
    parts,
    faultedProjections: faulted ?? [],
  };
  return { code: status === 'unavailable' ? 503 : 200, body };
}
