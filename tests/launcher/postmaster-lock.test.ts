import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { clearStalePostmasterLock } from '../../infra/db/postmaster-lock';

// A SIGKILLed postmaster leaves postmaster.pid behind; before a restart it goes only when no process
// runs in the data directory any more (a backend of the killed server still would).
it('removes a stale postmaster.pid, and keeps one while a process still runs in the data directory', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'flora-pg-lock-'));
  const lock = join(dir, 'postmaster.pid');
  try {
    writeFileSync(lock, '1\n');
    const backend = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { cwd: dir, stdio: 'ignore' });
    await new Promise((r) => backend.once('spawn', r));
    expect(clearStalePostmasterLock(dir)).toBe(false);
    expect(existsSync(lock)).toBe(true);
    backend.kill('SIGKILL');
    await new Promise((r) => backend.once('exit', r));
    expect(clearStalePostmasterLock(dir)).toBe(true);
    expect(existsSync(lock)).toBe(false);
    expect(clearStalePostmasterLock(dir)).toBe(false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
