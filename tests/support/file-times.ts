import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** One test file's wall time on this machine, from the moment a worker took it to its last hook. */
export interface FileTime {
  file: string;
  seconds: number;
}

/**
 * A reporter for `.ci/run` and `npm run test:flaky`: writes every test file's wall time (import, setup,
 * tests and hooks) to the JSON file named by FILE_TIMES_OUT. Vitest's own `duration` adds up the tests
 * of a file, which overstates a file whose tests run concurrently and leaves out its import.
 */
export default class FileTimes implements Reporter {
  private readonly queued = new Map<string, number>();
  private readonly times: FileTime[] = [];

  onTestModuleQueued(module: TestModule): void {
    this.queued.set(module.moduleId, performance.now());
  }

  onTestModuleEnd(module: TestModule): void {
    const started = this.queued.get(module.moduleId) ?? performance.now() - module.diagnostic().duration;
    this.times.push({
      file: relative(process.cwd(), module.moduleId),
      seconds: Math.round((performance.now() - started) / 100) / 10,
    });
  }

  onTestRunEnd(): void {
    const out = process.env.FILE_TIMES_OUT;
    if (!out) return;
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, JSON.stringify(this.times, null, 1));
  }
}
