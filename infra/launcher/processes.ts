import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { build, stop as stopEsbuild } from 'esbuild';
import { portAnswers } from '../net';
import { sleep } from '../sleep';

// Each part runs in its own process so both cores work and one crash does not take the others.
export interface Part {
  name: string;
  entry: string;
}

/**
 * Bundles the parts' TypeScript into plain ES modules (packages stay external), so each part runs
 * on bare Node: no on-the-fly compiler process beside every part, and about half the memory.
 */
export async function buildParts(parts: Part[], outdir: string): Promise<Map<string, string>> {
  await build({
    entryPoints: Object.fromEntries(parts.map((p) => [p.name, p.entry])),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // Split, so a module loaded by a dynamic import (the KurrentDB adapter) stays out of start-up.
    splitting: true,
    target: 'node20',
    packages: 'external',
    sourcemap: 'inline',
    outExtension: { '.js': '.mjs' },
    logLevel: 'warning',
  });
  // esbuild keeps a service process for further builds; there are none, so free its memory.
  await stopEsbuild();
  return new Map(parts.map((p) => [p.name, resolve(outdir, `${p.name}.mjs`)]));
}

export function startPart(name: string, script: string, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, ['--enable-source-maps', script], {
    env: { ...env, FLORA_APP: name },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (chunk: Buffer) => chunk.toString().replace(/^(?=.)/gm, `[${name}] `);
  child.stdout?.on('data', (c: Buffer) => process.stdout.write(prefix(c)));
  child.stderr?.on('data', (c: Buffer) => process.stderr.write(prefix(c)));
  return child;
}

export function stopPart(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}

/** Resolves once something accepts connections on the port; rejects after `timeoutMs`. */
export async function waitForPort(port: number, host: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await portAnswers(port, host)) return;
    await sleep(100);
  }
  throw new Error(`nothing listens on ${host}:${port} after ${timeoutMs} ms`);
}
