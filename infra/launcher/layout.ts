import type { Config } from '../config';
import { workerMetricsEnv } from '../metrics/ports';
import type { Upstream } from './balancer';
import type { Part } from './processes';

// Which processes the launcher runs. `npm start`: one command-api, one worker with every projection
// and reactor, one read-api. `npm run cluster` (issue 23): two of each part on one machine — two
// command-apis, two read-apis reading the replica, two projection workers and two reactor workers
// (per projection or reactor one is active through its advisory lock, the other stands by).

/** The programs the parts run; a cluster starts each kind more than once. */
export const KINDS = {
  'command-api': 'command-api/server.ts',
  'read-api': 'read-api/server.ts',
  projections: 'projections/worker.ts',
  reactors: 'reactors/worker.ts',
} as const;
export type Kind = keyof typeof KINDS;

export interface LaunchedPart {
  name: string;
  kind: Kind;
  /** What this instance reads beside the launcher's common environment. */
  env: Record<string, string>;
}

export interface Layout {
  parts: LaunchedPart[];
  command: Upstream[];
  read: Upstream[];
}

export function singleLayout(config: Config): Layout {
  return {
    parts: [
      { name: 'command-api', kind: 'command-api', env: {} },
      // The event followers: every projection and every reactor (reactors/worker.ts).
      { name: 'projections', kind: 'reactors', env: workerMetricsEnv(0) },
      { name: 'read-api', kind: 'read-api', env: {} },
    ],
    command: [{ host: config.host, port: config.commandPort, part: 'command-api' }],
    read: [{ host: config.host, port: config.readPort, part: 'read-api' }],
  };
}

/** Ports of a cluster's APIs: COMMAND_PORTS / READ_PORTS (comma lists), else the single port and ten above it. */
export function clusterPorts(list: string | undefined, first: number): number[] {
  const ports = (list ?? `${first},${first + 10}`).split(',').map((p) => Number(p.trim()));
  if (ports.length < 2 || ports.some((p) => !Number.isInteger(p) || p < 1 || p > 65535)) {
    throw new Error(`a cluster needs two or more ports, got '${list}'`);
  }
  return ports;
}

export function clusterLayout(config: Config, replicaUrl: string, env: NodeJS.ProcessEnv = process.env): Layout {
  const commandPorts = clusterPorts(env.COMMAND_PORTS, config.commandPort);
  const readPorts = clusterPorts(env.READ_PORTS, config.readPort);
  const command = commandPorts.map((port, i) => ({ host: config.host, port, part: `command-api-${i + 1}` }));
  const read = readPorts.map((port, i) => ({ host: config.host, port, part: `read-api-${i + 1}` }));
  const workers = (kind: 'projections' | 'reactors', extra: Record<string, string>) =>
    [1, 2].map((i) => ({
      name: `${kind}-${i}`,
      kind,
      env: { ...extra, ...workerMetricsEnv(kind === 'reactors' ? i + 1 : i - 1, env) },
    }));
  return {
    parts: [
      // The demo data is seeded once, by the first command-api.
      ...command.map((up, i) => ({
        name: up.part,
        kind: 'command-api' as const,
        env: { COMMAND_PORT: String(up.port), ...(i > 0 ? { FLORA_SEED_DEMO: '0' } : {}) },
      })),
      ...workers('projections', {}),
      ...workers('reactors', { FLORA_REACTORS_ONLY: '1' }),
      ...read.map((up) => ({
        name: up.part,
        kind: 'read-api' as const,
        env: { READ_PORT: String(up.port), DATABASE_REPLICA_URL: replicaUrl },
      })),
    ],
    command,
    read,
  };
}

/** The bundles to build: each kind the layout starts, once. */
export const kindsOf = (layout: Layout): Part[] =>
  [...new Set(layout.parts.map((p) => p.kind))].map((kind) => ({ name: kind, entry: KINDS[kind] }));
