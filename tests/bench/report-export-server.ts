import Papa from 'papaparse';
import { PassThrough } from 'node:stream';
import { REPORTS } from '../../domain/identity';
import { loadConfig } from '../../infra/config';
import { connect } from '../../infra/db/connect';
import { createDb } from '../../infra/db/pool';
import type { ReadModels } from '../../projections/read-models';
import { buildReadApi } from '../../read-api/app';
import { productDetails } from '../../read-api/reports/queries/details';
import { readReport } from '../../read-api/reports/queries/report';

// The read-api in a process of its own (so its peak memory is the export's), for
// tests/bench/report-exports.ts. Beside the real routes, one bench-only route writes the same
// products the exports list as CSV (papaparse, a page at a time, in the same kind of transaction):
// the reference for what the PDF and the workbook cost beyond the rows themselves.

const config = loadConfig({ ...process.env, JWT_SECRET: 'bench-secret' });
const c = await connect(config, 4);
const app = await buildReadApi({
  db: c.db,
  store: c.store,
  pool: c.pool,
  config,
  options: { accounts: 'trust-token' },
});
const readModels = createDb<ReadModels>(c.pool);

app.get('/bench/products.csv', { config: { access: REPORTS } }, async (_req, reply) => {
  const body = new PassThrough();
  await readReport(readModels, 'inventory', { period: 'all' }, new Date(), async (trx, read) => {
    reply.type('text/csv').send(body);
    let page: object[] = [];
    let header = true;
    for await (const row of productDetails(trx, read.snapshot)) {
      page.push(row);
      if (page.length < 1000) continue;
      body.write(Papa.unparse(page, { header }) + '\r\n');
      header = false;
      page = [];
    }
    body.end(page.length ? Papa.unparse(page, { header }) : '');
  });
  return reply;
});

const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`ready ${address}\n`);
process.once('SIGTERM', () => void app.close().then(() => c.close().then(() => process.exit(0))));
