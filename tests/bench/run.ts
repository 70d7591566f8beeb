import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { benchAnswerSchemas } from './answer-schemas';
import { benchAppends } from './appends';
import { benchBillingNumbering } from './billing-numbering';
import { benchBot } from './bot';
import { benchSync } from './sync';
import { benchCatchUp } from './catch-up';
import { benchCluster } from './cluster';
import { benchCommandPath } from './command-path';
import { benchDashboards } from './dashboards';
import { benchDriverPositions } from './driver-positions';
import { stopBenchServer, type Row } from './harness';
import { benchHrPayroll } from './hr-payroll';
import { benchInventoryCommands } from './inventory-commands';
import { benchInventoryQueries } from './inventory-queries';
import { benchLoginBundle } from './login-bundle';
import { benchPosSales } from './pos-sales';
import { benchPosSalesLots } from './pos-sales-lots';
import { benchPosXReport } from './pos-x-report';
import { benchAccounting } from './accounting';
import { benchReadModelRebuilds } from './read-model-rebuilds';
import { benchRebuildAndMemory } from './rebuild';
import { benchReportExports } from './report-exports';
import { benchScreens } from './screens';
import { benchSessionCheck } from './session-check';
import { benchStorefront } from './storefront';
import { benchSubscriptionScheduler } from './subscription-scheduler';

// `npm run bench [-- name…]`: prints a table of figures, each beside a reference measured in the
// same run, and writes it to docs/benchmarks.md. Timings live here, never in tests.
const BENCHES: Record<string, () => Promise<Row[]>> = {
  appends: () => benchAppends(),
  'catch-up': () => benchCatchUp(),
  'rebuild-memory': () => benchRebuildAndMemory(),
  'login-bundle': () => benchLoginBundle(),
  'inventory-queries': () => benchInventoryQueries(),
  'inventory-commands': () => benchInventoryCommands(),
  'billing-numbering': () => benchBillingNumbering(),
  'read-model-rebuilds': () => benchReadModelRebuilds(),
  'report-exports': () => benchReportExports(),
  storefront: () => benchStorefront(),
  'driver-positions': () => benchDriverPositions(),
  'subscription-scheduler': () => benchSubscriptionScheduler(),
  'pos-sales': () => benchPosSales(),
  'pos-sales-lots': () => benchPosSalesLots(),
  'pos-x-report': () => benchPosXReport(),
  accounting: () => benchAccounting(),
  'hr-payroll': () => benchHrPayroll(),
  dashboards: () => benchDashboards(),
  bot: () => benchBot(),
  sync: () => benchSync(),
  cluster: () => benchCluster(),
  screens: () => benchScreens(),
  'command-path': () => benchCommandPath(),
  'session-check': () => benchSessionCheck(),
  'answer-schemas': () => benchAnswerSchemas(),
};

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const rows: Row[] = [];
try {
  for (const [name, run] of Object.entries(BENCHES)) {
    if (wanted.length && !wanted.includes(name)) continue;
    process.stderr.write(`bench: ${name}…\n`);
    rows.push(...(await run()));
  }
} finally {
  // A bench that throws must not leave its embedded server holding the port for the next run.
  await stopBenchServer();
}

const header = '| figure | value | reference (same run) | ratio | goal |\n|---|---|---|---|---|';
const table = [
  header,
  ...rows.map((r) => `| ${r.figure} | ${r.value} | ${r.reference} | ${r.ratio} | ${r.goal} |`),
].join('\n');
console.log(table);

if (wanted.length) {
  console.log('\n(a partial run: docs/benchmarks.md is written by a full `npm run bench` only)');
  process.exit(0);
}

const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
writeFileSync(
  'docs/benchmarks.md',
  `# Benchmarks

Reproduce with \`npm run bench\` (embedded Postgres, or \`DATABASE_URL\`); \`npm run bench -- appends\` (or
\`catch-up\`, \`rebuild-memory\`, \`login-bundle\`, \`inventory-queries\`, \`inventory-commands\`, \`billing-numbering\`,
\`read-model-rebuilds\`, \`report-exports\`, \`storefront\`, \`driver-positions\`, \`subscription-scheduler\`, \`pos-sales\`, \`pos-x-report\`, \`accounting\`, \`hr-payroll\`, \`dashboards\`, \`bot\`, \`sync\`, \`cluster\`, \`screens\`, \`command-path\`, \`session-check\`, \`answer-schemas\`) runs one and only prints it. Each figure stands beside a
reference measured in the same run on the same database, so the ratio is what to compare across machines.

Machine: ${machine}. Run at ${new Date().toISOString()}.

${table}

How each is measured:
- **appends/s**: \`appendToStream\` of one event (full audit metadata) to 200 streams with \`expected: 'any'\`,
  beside single-row INSERTs of the same rows into a table with only a primary key; both warmed up, then three
  alternating rounds, median of each. fsync on. The append does more per row by design: a per-stream lock,
  the version row in \`streams\`, and three unique indexes (commit order, event id, stream revision).
- **beside Emmett**: \`@event-driven-io/emmett-postgresql\` 0.42's \`getPostgreSQLEventStore\` +
  \`appendToStream\` of the same events (one per call, no expected version), in its own scratch database on the
  same server, with a pool as large as Flora's; its rounds alternate with the two above, median of three.
- **catch-up read**: a subscription from the start of a 200,000-event store until it reports caught up, beside
  raw \`SELECT … ORDER BY global_position LIMIT 1000\` pages of the same table.
- **rebuild and memory**: against the product started as \`npm start\` starts it: memory (PSS of every
  process, Postgres included) after start-up, 1,000,000 events loaded in bulk and caught up live by the
  projection worker, the audit rebuild beside a plain \`CREATE TABLE AS SELECT\` of the same rows, memory again.
- **login bundle**: \`npm run build\`'s report of the JavaScript /auth/login loads first.
- **inventory queries**: 10,000 products and 1,000,000 StockMoved events written in bulk, both inventory read
  models built by the real rebuild (beside a plain copy of the events), then over loopback HTTP at 16 concurrent
  requests: a mix of the inventory screen's list requests (searches, each filter, each sort both ways, deep
  pages) and stock-as-of requests (a random product and moment), each p95 beside GET /api/health's p95.
- **inventory commands**: POST /api/inventory/movements over loopback HTTP at 16 connections (three rounds,
  median), beside single-row INSERTs at 16 connections; then the p50 of sequential movements on a product with
  100,000 movements behind it beside one with 100 (median of five rounds of 60). A command on a warm stream is
  one statement (tests/api/command-round-trips.test.ts): \`append_command\` with an Idempotency-Key (key, append
  and answer in one transaction), \`append_to_stream\` with the movement's id; the state comes from the
  handler's memory, checked by the expected revision. The load generator (fetch) runs in the same Node
  process as the API, as it always has. The CPU rows say what bounds the rate: CPU time per operation of
  this process (user + system) and of every process of the Postgres server (/proc), summed over the three
  rounds, beside a 404 through the same app (HTTP floor: routing, hooks, the load generator; no database)
  and a single-row INSERT. On 2 cores a rate cannot pass 1 / (Node µs) — one thread — nor
  2 / (Node µs + Postgres µs).
- **billing numbering**: POST /api/billing/invoices issuing (each takes the next F-{year}-{nnn} from the one
  numbering stream of its year) at 16 connections, beside saving drafts (no number) at 16 connections; three
  alternating rounds of 600, a fresh year per round, median of each.
- **read-model rebuilds**: the demo shop's consignment, billing and users streams cloned 4,000 times under fresh
  ids (every event as its command wrote it), then each read model rebuilt, beside a plain \`CREATE TABLE AS
  SELECT\` of the same events; the rebuilt rows are counted against the clones.
- **report exports**: 10,000 products with three movements each, the inventory, stock-ledger and reports
  models rebuilt, then the read-api in a process of its own: GET /api/reports/inventory/export.pdf and
  export.xlsx (every product a row of 'Productos') over loopback HTTP, beside the same rows written as CSV
  by a bench-only route of that process (papaparse, a page of 1,000 at a time, in the same kind of
  transaction). Seconds to the last byte, median of three alternating rounds after a warm-up; the
  process's peak resident memory during each download (VmHWM, reset by \`clear_refs\` before each).
- **storefront**: 10,000 products (a purchase of 5 each), the inventory models rebuilt; GET /api/catalog/products
  over loopback HTTP at 16 concurrent (first and deep pages, searches, categories: after the warm-up each is an
  answer the read-api keeps until the inventory changes) beside GET /api/health's p95, then 3,000 searches no one
  asked before (each reads Postgres); then POST /api/orders with 3 lines and an Idempotency-Key at 16 connections (shop clock pinned to a Monday
  morning), three rounds of 600 alternating with single-row INSERTs at 16 connections, median of each.
- **driver positions**: RegisterMovement over HTTP at 16 connections, 60 s with no driver on the road and 60 s
  with 50 drivers each posting POST /api/drivers/me/location every 2 s (alternating rounds of 10 s, mean of
  each); the command-api, the read-api and the load generator share one Node process, as the other figures do.
  Each position is timed from its POST to its arrival on a delivery-staff socket of /api/ws (the upsert's
  NOTIFY, the read-api's LISTEN, the push), p95 beside the commands' own p95 in the same run.
- **counter sales**: 3,000 products with 5 units each at the main location, 16 registers each with an open
  session; POST /api/pos/sales with 3 lines paid in cash and an Idempotency-Key at 16 connections (the sessions
  in turn), three rounds of 400 alternating with single-row INSERTs at 16 connections, median of each.
- **subscription scheduler**: 4,000 weekly subscriptions subscribed through the command handler, the
  subscriptions model rebuilt with the first 2,000 in it; one scheduler tick (advisory lock, the model's list,
  each subscription loaded and its owed cycle appended), beside SkipNextDelivery sent one after another to the
  other 2,000 through a handler of its own; then a second tick with nothing owed, beside the first.
- **pos X report**: one register session with 5,000 sales (each rung on the register and made on its own
  stream: 3 lines, cash with change, four cashiers) and the users and pos models built by the real rebuild; GET
  /api/pos/sessions/:id (the X report: the session's one row with its running figures, the cashiers' names)
  over loopback HTTP at 16 concurrent requests, 3,000 after a warm-up, p95 beside GET /api/health's p95.
- **accounting**: 500,000 journal entries (two lines each, three years of days over twelve accounts) inserted
  as the posting reactor writes them, one stream per month; the ledger read model rebuilt by the real rebuild
  (COPY into bare tables, then the keys, the indexes and the day sums), beside a plain \`CREATE TABLE AS SELECT\`
  of the same events; then the trial balance as of the last day (sums per account from \`ledger_days\`), p95 of
  50 after a warm-up, beside the same sums read straight off the million lines.
`,
);
