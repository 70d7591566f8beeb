import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { once } from 'node:events';
import { signToken } from '../../infra/auth/jwt';
import { buildParts } from '../../infra/launcher/processes';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { projectionNamed } from '../../projections/registry';
import { rebuildProjection } from '../../projections/engine/rebuild';
import { benchDatabase, fmt, ratio, type Row } from './harness';
import { loadMovements, loadProducts } from './inventory-data';

// The inventory report of 10,000 products (every one a row of the exports' 'Productos' table) as PDF
// and as Excel through the read-api over loopback HTTP, beside the same rows written as CSV by the
// same process in the same run: seconds to the last byte (median of three alternating rounds) and
// the process's peak resident memory during each download (VmHWM, reset before each by clear_refs).

const SECRET = 'bench-secret';

/** Peak RSS of `pid` in MB since the last reset. */
const peakMb = (pid: number) =>
  Number(/^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;
const resetPeak = (pid: number) => writeFileSync(`/proc/${pid}/clear_refs`, '5');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function benchReportExports(products = Number(process.env.BENCH_REPORT_ROWS ?? 10_000)): Promise<Row[]> {
  const bench = await benchDatabase('report_exports');
  const store = new PostgresEventStore(bench.pool);
  await loadProducts(bench.db, products);
  await loadMovements(bench.db, products, 0, 3);
  for (const name of ['inventory', 'stock-ledger', 'reports'])
    await rebuildProjection({ pool: bench.pool, db: bench.db, store }, projectionNamed(name)!);

  // Bundled and run under plain node, as `npm start` runs the read-api (tsx alone holds ~100 MB more).
  const dir = resolve('node_modules/.cache/flora', `bench-${process.pid}`);
  const script = (
    await buildParts([{ name: 'report-export-server', entry: 'tests/bench/report-export-server.ts' }], dir)
  ).get('report-export-server')!;
  const child = spawn(process.execPath, ['--enable-source-maps', script], {
    env: { ...process.env, DATABASE_URL: bench.url },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const [line] = (await once(child.stdout, 'data')) as [Buffer];
    const base = /ready (\S+)/.exec(line.toString())![1]!;
    const idleMb = peakMb(child.pid!);
    const headers = { authorization: `Bearer ${signToken({ userId: 'bench-owner', roles: ['owner'] }, SECRET)}` };
    const urls = {
      csv: '/bench/products.csv',
      pdf: '/api/reports/inventory/export.pdf',
      xlsx: '/api/reports/inventory/export.xlsx',
    };
    const seconds: Record<string, number[]> = { csv: [], pdf: [], xlsx: [] };
    const peaks: Record<string, number[]> = { csv: [], pdf: [], xlsx: [] };
    const sizes: Record<string, number> = {};
    for (let round = 0; round < 4; round++)
      for (const [kind, url] of Object.entries(urls)) {
        resetPeak(child.pid!);
        const started = performance.now();
        const res = await fetch(base + url, { headers });
        if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
        sizes[kind] = (await res.arrayBuffer()).byteLength;
        if (round === 0) continue; // warm-up: code loaded, fonts parsed, plans cached
        seconds[kind]!.push((performance.now() - started) / 1000);
        peaks[kind]!.push(peakMb(child.pid!));
      }
    const csvS = median(seconds.csv!);
    const csvMb = Math.max(...peaks.csv!);
    const rows: Row[] = [];
    for (const kind of ['pdf', 'xlsx'] as const) {
      const s = median(seconds[kind]!);
      const mb = Math.max(...peaks[kind]!);
      const what = `${kind.toUpperCase()} of the inventory report, ${fmt(products)} product rows (${fmt(sizes[kind]! / 1024)} KB)`;
      rows.push(
        {
          figure: `${what}, seconds to the last byte`,
          value: s.toFixed(2),
          reference: `${csvS.toFixed(2)} s the same rows as CSV (${fmt(sizes.csv! / 1024)} KB)`,
          ratio: ratio(s, csvS),
          goal: '<= 3 s',
        },
        {
          figure: `${what}, read-api peak memory (RSS), MB`,
          value: fmt(mb),
          reference: `${fmt(csvMb)} MB writing the CSV (${fmt(idleMb)} MB after start-up)`,
          ratio: ratio(mb, csvMb),
          goal: '<= 300 MB',
        },
      );
    }
    return rows;
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
    await store.close();
    await bench.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}
