import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { benchAppends } from './appends';
import { benchCatchUp } from './catch-up';
import { stopBenchServer, type Row } from './harness';
import { benchRebuildAndMemory } from './rebuild';

// `npm run bench [-- name…]`: prints a table of figures, each beside a reference measured in the
// same run, and writes it to docs/benchmarks.md. Timings live here, never in tests.
const BENCHES: Record<string, () => Promise<Row[]>> = {
  appends: () => benchAppends(),
  'catch-up': () => benchCatchUp(),
  'rebuild-memory': () => benchRebuildAndMemory(),
};

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const rows: Row[] = [];
for (const [name, run] of Object.entries(BENCHES)) {
  if (wanted.length && !wanted.includes(name)) continue;
  process.stderr.write(`bench: ${name}…\n`);
  rows.push(...(await run()));
}
await stopBenchServer();

const header = '| figure | value | reference (same run) | ratio | goal |\n|---|---|---|---|---|';
const table = [header, ...rows.map((r) => `| ${r.figure} | ${r.value} | ${r.reference} | ${r.ratio} | ${r.goal} |`)].join('\n');
console.log(table);

const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
writeFileSync(
  'docs/benchmarks.md',
  `# Benchmarks

Reproduce with \`npm run bench\` (embedded Postgres, or \`DATABASE_URL\`). Each figure stands beside a
reference measured in the same run on the same database, so the ratio is what to compare across machines.

Machine: ${machine}. Run at ${new Date().toISOString()}.

${table}
`,
);
