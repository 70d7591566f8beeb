import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { FileTime } from '../support/file-times';

// `npm run test:flaky -- <file...> [--runs 5]`: runs the files again and again, each time as their own
// suite runs them (a browser test under the e2e config and its shop, a cluster test under the cluster's),
// then reports every test whose outcome differed between runs. Exits 1 on any difference or failure.

const USAGE = 'npm run test:flaky -- <test file...> [--runs N]   (N from 2 to 50, default 5)';
const args = process.argv.slice(2);
const at = args.indexOf('--runs');
const runs = at === -1 ? 5 : Number(args[at + 1]);
const files = args.filter((_, i) => at === -1 || (i !== at && i !== at + 1));
if (!files.length || !Number.isInteger(runs) || runs < 2 || runs > 50) {
  console.error(USAGE);
  process.exit(2);
}
const missing = files.filter((f) => !existsSync(f));
if (missing.length) {
  console.error(`no such file: ${missing.join(', ')}\n${USAGE}`);
  process.exit(2);
}

const configOf = (file: string) => {
  const path = relative('.', resolve(file));
  if (path.startsWith('tests/e2e/')) return 'vitest.e2e.config.ts';
  if (path.startsWith('tests/cluster/')) return 'vitest.cluster.config.ts';
  return 'vitest.config.ts';
};
const groups = new Map<string, string[]>();
for (const file of files) groups.set(configOf(file), [...(groups.get(configOf(file)) ?? []), file]);

interface JsonReport {
  testResults: {
    name: string;
    status: string;
    message: string;
    assertionResults: { fullName: string; status: string }[];
  }[];
}

const dir = '.data/flaky';
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const outcomes = new Map<string, string[]>(); // "file > test" → its status in each run
const times = new Map<string, number[]>(); // file → its wall seconds in each run

for (let run = 1; run <= runs; run += 1) {
  const started = performance.now();
  let passed = 0;
  let failed = 0;
  for (const [config, group] of groups) {
    const name = `${dir}/run-${run}-${config.replace(/\W+/g, '-')}`;
    const log = openSync(`${name}.log`, 'w');
    spawnSync(
      'npx',
      [
        'vitest',
        'run',
        '--config',
        config,
        ...group,
        '--reporter=default',
        '--reporter=json',
        `--outputFile=${name}.json`,
        '--reporter=./tests/support/file-times.ts',
      ],
      { stdio: ['ignore', log, log], env: { ...process.env, FILE_TIMES_OUT: `${name}-files.json` } },
    );
    closeSync(log);
    const report: JsonReport | undefined = existsSync(`${name}.json`)
      ? JSON.parse(readFileSync(`${name}.json`, 'utf8'))
      : undefined;
    if (!report) {
      failed += 1;
      record(`${group.join(' ')} > (no report: see ${name}.log)`, run, 'failed');
      continue;
    }
    for (const file of report.testResults) {
      const path = relative('.', file.name);
      if (!file.assertionResults.length) record(`${path} > (the file itself)`, run, file.status);
      for (const t of file.assertionResults) record(`${path} > ${t.fullName}`, run, t.status);
      passed += file.assertionResults.filter((t) => t.status === 'passed').length;
      failed +=
        file.assertionResults.filter((t) => t.status === 'failed').length +
        (file.status === 'failed' && !file.assertionResults.length ? 1 : 0);
    }
    const fileTimes: FileTime[] = existsSync(`${name}-files.json`)
      ? JSON.parse(readFileSync(`${name}-files.json`, 'utf8'))
      : [];
    for (const t of fileTimes) times.set(t.file, [...(times.get(t.file) ?? []), t.seconds]);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`run ${run}/${runs}: ${passed} passed, ${failed} failed, ${seconds} s (logs in ${dir}/run-${run}-*.log)`);
}

function record(key: string, run: number, status: string): void {
  const seen = outcomes.get(key) ?? Array<string>(runs).fill('absent');
  seen[run - 1] = status;
  outcomes.set(key, seen);
}

console.log('\nfile wall time over the runs (s): min / max');
for (const [file, seconds] of times) console.log(`  ${Math.min(...seconds)} / ${Math.max(...seconds)}  ${file}`);

const differing = [...outcomes].filter(([, seen]) => new Set(seen).size > 1);
const failing = [...outcomes].filter(([, seen]) => seen.every((s) => s === 'failed'));
console.log(`\n${outcomes.size} tests in ${files.length} file(s), ${runs} runs each`);
for (const [key, seen] of differing) console.log(`DIFFERS  ${key}: ${seen.join(', ')}`);
for (const [key] of failing) console.log(`FAILS EVERY RUN  ${key}`);
console.log(
  differing.length || failing.length
    ? `${differing.length} test(s) differed between runs, ${failing.length} failed in every run`
    : 'no difference: every test had the same outcome in every run',
);
process.exit(differing.length || failing.length ? 1 : 0);
