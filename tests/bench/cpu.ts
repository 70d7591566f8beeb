import { readFileSync } from 'node:fs';
import type pg from 'pg';

// CPU time spent, by this Node process and by every process of the bench's Postgres server: per
// operation it holds still when the machine is shared (throughput does not), and it tells which
// side bounds a figure. Linux only (/proc); elsewhere Postgres's share reads as 0.

export interface CpuSpent {
  nodeUs: number;
  postgresUs: number;
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** A meter on the server behind `pool`: `start()` returns a function that tells what was spent since. */
export async function cpuMeter(pool: pg.Pool) {
  const { rows } = await pool.query<{ pid: number }>('select pg_backend_pid() as pid');
  const postmaster = parentOf(rows[0]!.pid);
  return {
    start(): () => CpuSpent {
      const node0 = process.cpuUsage();
      const pg0 = serverTicks(postmaster);
      return () => {
        const node = process.cpuUsage(node0);
        const spent = [...serverTicks(postmaster)].reduce((sum, [pid, t]) => sum + t - (pg0.get(pid) ?? t), 0);
        return { nodeUs: node.user + node.system, postgresUs: (spent * 1e6) / TICKS_PER_SECOND };
      };
    },
  };
}

function stat(pid: number): string[] | undefined {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  } catch {
    return undefined; // not Linux, or the process ended
  }
}

const parentOf = (pid: number) => Number(stat(pid)?.[1] ?? 0);

function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** CPU ticks of the postmaster and each of its children, by pid (a process gone since counts nothing). */
function serverTicks(postmaster: number): Map<number, number> {
  const ticks = new Map<number, number>();
  for (const pid of [postmaster, ...childrenOf(postmaster)]) {
    const f = stat(pid);
    if (f) ticks.set(pid, Number(f[11]) + Number(f[12]));
  }
  return ticks;
}

/** CPU seconds (user + system) spent so far by each process of the tree under `root`, by pid. */
export function treeCpu(root: number, tree: (root: number) => number[]): Map<number, { label: string; s: number }> {
  const spent = new Map<number, { label: string; s: number }>();
  for (const pid of tree(root)) {
    const f = stat(pid);
    if (f) spent.set(pid, { label: labelOf(pid), s: (Number(f[11]) + Number(f[12])) / TICKS_PER_SECOND });
  }
  return spent;
}

/** A process's part of the product: the script a node process runs (worker, read-api…), else its name. */
function labelOf(pid: number): string {
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    const script = args.find((a) => /\.(ts|js|mjs)$/.test(a) && !a.includes('node_modules'));
    if (script) return script.split('/').slice(-2).join('/');
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '?';
  }
}

/** What each part spent between two treeCpu readings, summed by label, largest first, in seconds. */
export function cpuBetween(
  before: Map<number, { label: string; s: number }>,
  after: Map<number, { label: string; s: number }>,
): [string, number][] {
  const byLabel = new Map<string, number>();
  for (const [pid, { label, s }] of after)
    byLabel.set(label, (byLabel.get(label) ?? 0) + s - (before.get(pid)?.s ?? 0));
  return [...byLabel].sort((a, b) => b[1] - a[1]);
}
