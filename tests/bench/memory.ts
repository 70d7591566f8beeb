import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// Memory of a process tree as proportional set size (PSS): shared pages (Postgres' shared
// buffers, Node's code) are split between the processes that map them instead of counted per process.
function children(pid: number): number[] {
  try {
    const out = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' });
    return out
      .split('\n')
      .map((s) => Number(s.trim()))
      .filter((n) => n > 0);
  } catch {
    return [];
  }
}

export function processTree(root: number): number[] {
  const all = [root];
  for (let i = 0; i < all.length; i++) all.push(...children(all[i]!));
  return all;
}

function pssKb(pid: number): number {
  try {
    const text = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    return Number(/^Pss:\s+(\d+) kB/m.exec(text)?.[1] ?? 0);
  } catch {
    return 0; // exited meanwhile
  }
}

function name(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '?';
  }
}

/** Total PSS in MB of the tree under `root`, with a breakdown by process name. */
export function treeMemory(root: number): { totalMb: number; byName: Record<string, number> } {
  const byName: Record<string, number> = {};
  let total = 0;
  for (const pid of processTree(root)) {
    const kb = pssKb(pid);
    total += kb;
    const n = name(pid);
    byName[n] = (byName[n] ?? 0) + kb / 1024;
  }
  return { totalMb: total / 1024, byName };
}
