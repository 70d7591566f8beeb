import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { Supervisor, type RestartPolicy, type SupervisedPart } from '../../infra/launcher/supervisor';

// Parts here are bare node processes: one that runs until killed, one that dies at once.
const runs = () => spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
const dies = () => spawn(process.execPath, ['-e', 'process.exit(3)'], { stdio: 'ignore' });
const FAST: RestartPolicy = { firstDelayMs: 20, maxDelayMs: 80, maxRestartsPerMinute: 3 };

let supervisor: Supervisor | undefined;
afterEach(async () => supervisor?.stop());

function supervise(parts: SupervisedPart[], policy = FAST) {
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

  it('adopts a running process, and counts a part that is up only when it says so as restarting until then', async () => {
    const adopted = runs();
    let calls = 0;
    let ready: (child: ReturnType<typeof runs>) => void = () => {};
    // Like the database: its first process is handed over running; a restart fails once, then is up when ready.
    const start = () => {
      calls += 1;
      if (calls === 1) return adopted;
      if (calls === 2) return Promise.reject(new Error('postgres exited before it took connections: lock file'));
      return new Promise<ReturnType<typeof runs>>((resolve) => (ready = resolve));
    };
    const { lines, part } = supervise([{ name: 'database', start }]);
    expect(part('database')).toMatchObject({ state: 'running', pid: adopted.pid });
    process.kill(adopted.pid!, 'SIGKILL');
    await expect.poll(() => calls).toBe(3);
    expect(part('database')).toMatchObject({ state: 'restarting', pid: undefined, restarts: 2 });
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^database exited \(postgres exited before it took connections: lock file\); restart 2 of 3/,
      ),
    );
    const next = runs();
    ready(next);
    await expect.poll(() => part('database').state).toBe('running');
    expect(part('database').pid).toBe(next.pid);
    expect(lines.at(-1)).toBe(`database restarted (pid ${next.pid}, restart 2)`);
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
