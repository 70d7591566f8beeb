import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { Supervisor, type RestartPolicy } from '../../infra/launcher/supervisor';

// Parts here are bare node processes: one that runs until killed, one that dies at once.
const runs = () => spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
const dies = () => spawn(process.execPath, ['-e', 'process.exit(3)'], { stdio: 'ignore' });
const FAST: RestartPolicy = { firstDelayMs: 20, maxDelayMs: 80, maxRestartsPerMinute: 3 };

let supervisor: Supervisor | undefined;
afterEach(async () => supervisor?.stop());

function supervise(parts: { name: string; start: typeof runs }[], policy = FAST) {
  const lines: string[] = [];
  supervisor = new Supervisor(parts, policy, (line) => lines.push(line));
  supervisor.start();
  return { supervisor, lines, part: (name: string) => supervisor!.status().find((p) => p.name === name)! };
}

describe('supervisor', () => {
  it('restarts a killed part and logs the part, the signal and the attempt', async () => {
    const { lines, part } = supervise([
      { name: 'worker', start: runs },
      { name: 'api', start: runs },
    ]);
    const first = part('worker').pid!;
    process.kill(first, 'SIGKILL');
    await expect.poll(() => part('worker').pid !== first && part('worker').state === 'running').toBe(true);
    expect(part('worker')).toMatchObject({ restarts: 1, lastExit: 'SIGKILL' });
    expect(part('api')).toMatchObject({ state: 'running', restarts: 0 });
    expect(lines).toContainEqual(
      expect.stringMatching(/^worker exited \(SIGKILL\); restart 1 of 3 this minute in 20 ms$/),
    );
    expect(lines).toContainEqual(`worker restarted (pid ${part('worker').pid}, restart 1)`);
  });

  it('backs off, then gives up on a part that keeps dying while the others run on', async () => {
    const { lines, part } = supervise([
      { name: 'broken', start: dies },
      { name: 'api', start: runs },
    ]);
    await expect.poll(() => part('broken').state, { timeout: 10_000 }).toBe('failed');
    expect(part('broken')).toMatchObject({ restarts: 3, lastExit: '3' });
    expect(
      lines
        .filter((l) => l.includes('restart '))
        .map((l) => l.match(/in (\d+) ms/)?.[1])
        .filter(Boolean),
    ).toEqual(['20', '40', '80']);
    expect(lines).toContainEqual(
      expect.stringContaining('broken exited (3) after 3 restarts within a minute; giving up on it'),
    );
    expect(part('api').state).toBe('running');
  });

  it('restarts nothing once stopping', async () => {
    const { supervisor: s, part, lines } = supervise([{ name: 'api', start: runs }]);
    const pid = part('api').pid!;
    await s.stop();
    expect(() => process.kill(pid, 0)).toThrow();
    // stop() resolves after the exit was handled: a restart would have been scheduled (and logged) by now.
    expect(part('api')).toMatchObject({ state: 'stopped', restarts: 0 });
    expect(lines).toEqual([`api started (pid ${pid})`]);
  });
});
