import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportQuery, ReportType, ReportView } from '../../domain/reports';
import type { RecordedEvent } from '../../infra/event-store/port';
import type { ReadModels } from '../../projections/read-models';
import { rebuildProjection } from '../../projections/engine/rebuild';
import { projectionNamed } from '../../projections/registry';
import { resolvePeriod } from '../../read-api/reports/queries/period';
import { agreementDetails, productDetails } from '../../read-api/reports/queries/details';
import { computeReport, readReport } from '../../read-api/reports/queries/report';
import { bearer } from './read-fixtures';
import { openReportShop, type ReportShop } from './read-reports-history';
import { referenceReport } from './read-reports-reference';

// The reports against a reference folded from the raw events (read-reports-reference): every type,
// three periods, an asOf and a past position; the head against the inventory list; bad input; and
// the same figures after the read models are rebuilt.

let shop: ReportShop;
let app: FastifyInstance;
let events: RecordedEvent[];
const NOW = new Date('2026-04-15T12:00:00.000Z');
const owner = bearer(['owner']);
const db = () => shop.db as unknown as Kysely<ReadModels>;

beforeAll(async () => {
  shop = await openReportShop('read_reports');
  app = await shop.app();
  events = await shop.store.readAll({ limit: 100_000 });
});
afterAll(async () => shop?.close());

const report = (type: ReportType, q: Partial<ReportQuery>) =>
  computeReport(db(), type, { period: 'all', ...q } as ReportQuery, NOW);

function expected(view: ReportView, q: Partial<ReportQuery>) {
  const period = resolvePeriod(q.period ?? 'all', q, NOW, view.timeZone);
  const at = q.asOf ? new Date(q.asOf) : period.end && period.end < NOW ? new Date(period.end.getTime() - 1) : NOW;
  return referenceReport(events, { position: Number(view.position), at, ...period });
}

function expectMatches(view: ReportView, q: Partial<ReportQuery>) {
  const ref = expected(view, q);
  if (view.inventory) expect(view.inventory.summary).toEqual(ref.inventory);
  if (view.consignment) {
    expect(view.consignment.summary).toEqual(ref.consignment);
    expect(view.consignment.partners.map((p) => [p.businessName, p.agreements, p.totalValue])).toEqual(
      ref.partners.map((p) => [p.businessName, p.agreements, p.totalValue]),
    );
  }
}

const ordinalOf = (type: string) => events.findIndex((e) => e.type === type) + 1;

describe('a report equals the figures folded from the raw events', () => {
  const periods: Partial<ReportQuery>[] = [
    { period: 'all' },
    { period: 'custom', from: '2026-03-01', to: '2026-03-31' },
    { period: 'month' },
    { period: 'all', asOf: '2026-03-20T00:00:00.000Z' },
  ];
  for (const type of ['inventory', 'consignment', 'combined'] as const)
    for (const q of periods)
      it(`${type} ${JSON.stringify(q)}`, async () => {
        const view = await report(type, q);
        expect(view.position).toBe(String(events.length));
        expect(view.timeZone).toBe('America/Mexico_City');
        expect(Boolean(view.inventory)).toBe(type !== 'consignment');
        expect(Boolean(view.consignment)).toBe(type !== 'inventory');
        expect(Boolean(view.topConsignmentProducts)).toBe(type === 'combined');
        expectMatches(view, q);
      });

  it('stands at a past position: the zone, names and figures as they were then', async () => {
    const position = ordinalOf('TimeZoneConfigured') - 1;
    const q = { period: 'custom' as const, from: '2026-03-01', to: '2026-03-31', position: String(position) };
    const view = await report('combined', q);
    expect(view).toMatchObject({ position: String(position), timeZone: 'America/New_York', from: '2026-03-01' });
    expectMatches(view, q);
    expect(view.consignment!.partners[0]!.businessName).toBe('Florería Ñandú');
    const head = await report('consignment', { period: 'all' });
    expect(head.consignment!.partners.map((p) => p.businessName)).toContain('Florería Ñandú y Asociados');
  });

  it('lists the low stock and the top consignment products', async () => {
    const view = await report('combined', {});
    expect(view.inventory!.lowStock.map((p) => p.sku)).toEqual(['ORQ-003']);
    expect(view.topConsignmentProducts!.map((p) => [p.sku, p.soldQuantity, p.soldValue])).toEqual([
      ['ROS-001', 3, 145.5],
      ['TUL-002', 1, 30],
      ['ORQ-003', 0, 0],
    ]);
  });
});

describe('the detail rows', () => {
  it('list every product and every agreement of the report, at its position', async () => {
    const q = { period: 'custom' as const, from: '2026-03-01', to: '2026-04-05', position: String(events.length - 2) };
    const { read, more } = await readReport(db(), 'combined', q, NOW, async (trx, r) => {
      const products = [];
      for await (const p of productDetails(trx, r.snapshot)) products.push(p);
      const agreements = [];
      for await (const a of agreementDetails(trx, r.snapshot, r.days)) agreements.push(a);
      return { products, agreements };
    });
    const { inventory, consignment } = read.view;
    expect(more!.products.map((p) => p.sku).sort()).toEqual(['ORQ-003', 'ROS-001', 'TUL-002']);
    expect(more!.products.reduce((t, p) => t + p.stock, 0)).toBe(inventory!.summary.totalUnits);
    expect(more!.products.reduce((t, p) => t + p.value!, 0)).toBeCloseTo(inventory!.summary.totalValue!, 2);
    expect(more!.agreements.map((a) => [a.partner, a.status, a.totalValue])).toEqual(
      expect.arrayContaining([
        ['Florería Ñandú y Asociados', 'settled', 291],
        ['Hotel Casa Azul', 'active', 370.25],
      ]),
    );
    expect(more!.agreements).toHaveLength(consignment!.summary.totalAgreements);
  });
});

describe('at the head', () => {
  it('stock, value, low and out equal the inventory list summary', async () => {
    const list = (await app.inject({ url: '/api/inventory/summary', headers: owner })).json();
    const res = await app.inject({ url: '/api/reports/inventory', headers: owner });
    expect(res.statusCode).toBe(200);
    const s = res.json().inventory.summary;
    expect([s.totalProducts, s.totalValue, s.lowStock, s.outOfStock]).toEqual([
      list.totalProducts,
      list.totalValue,
      list.lowStock,
      list.outOfStock,
    ]);
  });
});

describe('GET /api/reports/:type refuses', () => {
  const get = (url: string, headers: Record<string, string> = owner) => app.inject({ url, headers });
  it.each([
    ['/api/reports/sales', 404, 'Tipo de reporte desconocido'],
    ['/api/reports/inventory?period=custom&from=2026-03-10&to=2026-03-01', 400, 'La fecha inicial no puede'],
    ['/api/reports/inventory?period=custom&from=2026-02-30&to=2026-03-01', 400, 'AAAA-MM-DD'],
    ['/api/reports/inventory?period=decade', 400, 'Periodo desconocido'],
    ['/api/reports/inventory?position=999999', 409, 'aún no llegan'],
  ])('%s → %i', async (url, status, detail) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toContain(detail);
    if (status === 409) expect(res.headers['retry-after']).toBe('1');
  });
  it('403 for a role without reports, 401 without a token', async () => {
    expect((await get('/api/reports/inventory', bearer(['cashier']))).statusCode).toBe(403);
    expect((await get('/api/reports/combined', bearer(['client']))).statusCode).toBe(403);
    expect((await get('/api/reports/combined', {})).statusCode).toBe(401);
  });
});

describe('a rebuild', () => {
  it('gives the same JSON figures at a position', async () => {
    const q = { period: 'custom' as const, from: '2026-03-01', to: '2026-04-30', position: String(events.length - 3) };
    const before = await report('combined', q);
    for (const name of ['reports', 'stock-ledger'])
      await rebuildProjection({ pool: shop.pool, db: shop.db, store: shop.store }, projectionNamed(name)!);
    const after = await report('combined', q);
    expect({ ...after, computedAt: '' }).toEqual({ ...before, computedAt: '' });
  });
});
