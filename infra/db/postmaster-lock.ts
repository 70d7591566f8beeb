import { existsSync, readdirSync, readlinkSync, realpathSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

// A postmaster killed with SIGKILL leaves its lock file, postmaster.pid, behind. Postgres removes
// it by itself when the pid written in it is dead, but not when that pid has been given to another
// process since (containers hand out low pids again quickly, and every embedded server of this
// machine runs as the same `postgres` user): "lock file already exists", on every restart.
//
// The file must not simply go: it also names the old shared memory, which is how a new postmaster
// notices backends of the killed one still at work on the same files. So it is removed only when
// no process at all runs in the data directory — every Postgres process (postmaster, backends,
// checkpointer…) has it as its working directory.

/** Removes a lock file no live Postgres process holds; true when it did. Linux only (/proc), else leaves it. */
export function clearStalePostmasterLock(databaseDir: string): boolean {
  const lock = resolve(databaseDir, 'postmaster.pid');
  if (!existsSync(lock) || !existsSync('/proc/self/cwd')) return false;
  const dir = realpathSync(databaseDir);
  if (processesIn(dir)) return false;
  rmSync(lock, { force: true });
  return true;
}

function processesIn(dir: string): boolean {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readlinkSync(`/proc/${entry}/cwd`) === dir) return true;
    } catch {
      // Gone meanwhile, or another user's process we may not look into (not one of our servers).
    }
  }
  return false;
}
