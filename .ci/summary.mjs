// The end of `.ci/run`: each stage's duration, the ten slowest test files of the three runs, every
// failure named again (CI keeps only the tail of what is printed) and one `N passed, N failed, N skipped`
// line. Exits 1 when a test failed or a run left no report.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

const dir = '.data/ci';
const runs = ['unit', 'e2e', 'cluster'];
const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
const clock = (s) => `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, '0')} s`;

const stages = existsSync(`${dir}/stages.tsv`)
  ? readFileSync(`${dir}/stages.tsv`, 'utf8')
      .trim()
      .split('\n')
      .map((l) => l.split('\t'))
  : [];
console.log('\n== stages');
for (const [name, seconds, rc] of stages)
  console.log(`${name.padEnd(24)}${clock(Number(seconds)).padStart(14)}${rc === '0' ? '' : `  (exit ${rc})`}`);
const wall = existsSync(`${dir}/wall`) ? Number(readFileSync(`${dir}/wall`, 'utf8')) : NaN;
console.log(`${'.ci/run in all'.padEnd(24)}${clock(wall).padStart(14)}  (typecheck, lint and build run side by side)`);

const files = runs.flatMap((run) => (read(`${dir}/${run}-files.json`) ?? []).map((f) => ({ ...f, run })));
files.sort((a, b) => b.seconds - a.seconds);
console.log(`\n== the ten slowest test files (of ${files.length}; the limit is 3 min a file)`);
for (const f of files.slice(0, 10))
  console.log(
    `${f.seconds.toFixed(1).padStart(7)} s  ${f.run.padEnd(8)}${f.file}${f.seconds > 180 ? '  OVER 3 MIN' : ''}`,
  );

let passed = 0;
let failed = 0;
let skipped = 0;
for (const run of runs) {
  const report = read(`${dir}/${run}.json`);
  if (!report) {
    failed += 1;
    console.log(`${dir}/${run}.json: no report (the run did not finish)`);
    continue;
  }
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  for (const file of report.testResults) {
    for (const t of file.assertionResults.filter((a) => a.status === 'failed')) {
      console.log(`FAILED ${relative('.', file.name)} > ${t.fullName}`);
      console.log(`  ${(t.failureMessages[0] ?? '').split('\n').slice(0, 4).join('\n  ')}`);
    }
    if (file.status === 'failed' && file.assertionResults.length === 0) {
      failed += 1;
      console.log(`FAILED ${relative('.', file.name)}: ${file.message}`);
    }
  }
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
