import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from './read-fixtures';
import { openReportShop, REPORT_MODELS, type ReportShop } from './read-reports-history';

// Read-your-writes on the reports (issue 39): like every GET, a report and its exports take
// ?minPosition and wait until the read models they are made of have applied it, so a client that
// just wrote can open the report its write is in.

let shop: ReportShop;
let app: FastifyInstance;
const owner = bearer(['owner']);
const get = (url: string) => app.inject({ url, headers: owner });

beforeAll(async () => {
  shop = await openReportShop('read_reports_ryw');
  app = await shop.app();
});
afterAll(async () => shop?.close());

describe('GET /api/reports/:type?minPosition', () => {
  it('answers at a position already applied, and says where it reads from', async () => {
    const [last] = (await shop.store.readAll({ limit: 100_000 })).slice(-1);
    const at = encodeURIComponent(last!.position);
    for (const type of ['inventory', 'consignment', 'combined']) {
      const res = await get(`/api/reports/${type}?minPosition=${at}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['x-read-position']).toBeDefined();
    }
    for (const file of ['export.pdf', 'export.xlsx']) {
      const res = await get(`/api/reports/combined/${file}?period=all&minPosition=${at}`);
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('waits for the inventory models to apply a movement just written, then counts it', async () => {
    const before = (await get('/api/reports/inventory')).json().inventory.summary;
    const [moved] = await shop.move(
      shop.products.rosa,
      { type: 'purchase', quantity: 7 },
      { at: new Date().toISOString() },
    );
    const pending = get(`/api/reports/inventory?minPosition=${encodeURIComponent(moved!.position)}`);
    await shop.project(50, REPORT_MODELS);
    const res = await pending;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().inventory.summary.totalUnits).toBe(before.totalUnits + 7);
  });

  it('refuses a position that is not one (400 INVALID_POSITION), as every read does', async () => {
    const res = await get('/api/reports/inventory?minPosition=not-a-position');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_POSITION');
  });
});
