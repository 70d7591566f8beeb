import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lotEffectsOf,
  NO_LOT,
  productIdOfStream,
  WASTE_CAUSES,
  type StockMoved,
  type WasteCause,
} from '../../domain/inventory';
import { positionWords } from '../../domain/ops';
import { shareOf, type ReportView } from '../../domain/reports';
import type { RecordedEvent } from '../../infra/event-store/port';
import { rebuildProjection } from '../../projections/engine/rebuild';
import { projectionNamed } from '../../projections/registry';
import { catchUp } from '../support/catch-up';
import { bearer, openIdentityApps, tokenFor } from './identity-support';
import { pdfTextLines } from './read-consignment-pdf-text';

// Issue 44's waste and suppliers reports over HTTP: purchases with lots from three suppliers (and a
// product kept without lots), sales and waste with causes through POST /api/inventory/movements; the
// waste report equals a reference folded here from the raw events; a past position gives the same
// figures after the reports projection is rebuilt; the exports carry the figures and the position.

type Apps = Awaited<ReturnType<typeof openIdentityApps>>;
let apps: Apps;
let events: RecordedEvent[];
const owner = bearer(tokenFor(['owner']));
const ids: Record<string, string> = {};

const command = async (url: string, payload: object) => {
  const res = await apps.command.inject({ method: 'POST', url, payload, headers: owner });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as { id: string; position: string };
};
const move = (sku: string, body: object) => command('/api/inventory/movements', { productId: ids[sku], ...body });
/** A cut date before the shop's day of receipt, whatever its zone: its lot goes first. */
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const get = (url: string) => apps.read.inject({ url, headers: owner });
const project = () => catchUp(apps.database.db, apps.store, ['reports'], 7);

beforeAll(async () => {
  apps = await openIdentityApps('reports_waste', { accounts: 'trust-token' });
  const product = (sku: string, name: string, wholesalePrice: number, vaseLifeDays: number | null) =>
    command('/api/inventory/products', {
      name,
      sku,
      price: wholesalePrice * 2,
      wholesalePrice,
      currentStock: 0,
      minStockLevel: 0,
      category: 'Flores',
      vaseLifeDays,
    }).then((r) => (ids[sku] = r.id));
  await product('ROS-1', 'Rosa roja', 12, 7);
  await product('TUL-1', 'Tulipán', 9.5, 5);
  await product('JAR-1', 'Jarrón', 40, null);
  await move('ROS-1', {
    type: 'purchase',
    quantity: 50,
    lot: { supplier: 'Finca Ñandú', unitCost: 10, code: 'A1', cutDate: daysAgo(3) },
  });
  await move('ROS-1', { type: 'purchase', quantity: 30, lot: { supplier: 'Rosas del Sol', unitCost: 11.25 } });
  await move('TUL-1', { type: 'purchase', quantity: 40, lot: { supplier: 'Holanda Bulbos', vaseLifeDays: 4 } });
  await move('TUL-1', { type: 'purchase', quantity: 10, lot: { unitCost: 8 } });
  await move('JAR-1', { type: 'purchase', quantity: 12 });
  await move('ROS-1', { type: 'sale', quantity: 45, reference: { type: 'sale', id: crypto.randomUUID() } });
  await move('ROS-1', { type: 'waste', quantity: 8, cause: 'damaged' }); // 5 of Ñandú's, 3 of del Sol's
  await move('TUL-1', { type: 'waste', quantity: 6, cause: 'expired' });
  await move('JAR-1', { type: 'waste', quantity: 1, cause: 'quality', notes: 'Roto' });
  await move('TUL-1', { type: 'sale', quantity: 20, reference: { type: 'sale', id: crypto.randomUUID() } });
  await project();
  events = await apps.store.readAll({ limit: 100_000 });
}, 60_000);
afterAll(async () => apps?.close());

/** The waste report folded by hand from the raw events up to `position`: lots, suppliers, costs. */
function reference(position: number, cause?: WasteCause) {
  const lots = new Map<string, { supplier: string | null; unit: number | null }>();
  const wholesale = new Map<string, number | null>();
  const sum = () => ({ units: 0, cost: 0 });
  const waste = {
    total: sum(),
    cause: new Map<string, ReturnType<typeof sum>>(),
    source: new Map<string, ReturnType<typeof sum>>(),
  };
  const bought = { total: sum(), source: new Map<string, ReturnType<typeof sum>>() };
  const bump = (m: Map<string, ReturnType<typeof sum>>, k: string, units: number, cost: number) => {
    const t = m.get(k) ?? sum();
    t.units += units;
    t.cost += cost;
    m.set(k, t);
  };
  let movements = 0;
  for (const e of events.slice(0, position)) {
    const productId = productIdOfStream(e.streamId)!;
    const data = e.data as Record<string, unknown>;
    if (e.type === 'ProductAdded') wholesale.set(productId, data.wholesalePriceCents as number | null);
    if (e.type !== 'StockMoved') continue;
    const line = data as StockMoved['data'];
    if (line.lot) lots.set(line.lot.lotId, { supplier: line.lot.supplier, unit: line.lot.unitCostCents });
    const source = (lotId: string) => (lotId === NO_LOT ? 'Sin lote' : (lots.get(lotId)!.supplier ?? 'Sin proveedor'));
    if (line.type === 'purchase')
      for (const l of lotEffectsOf(line)) {
        const cost = l.delta * (lots.get(l.lotId)?.unit ?? wholesale.get(productId) ?? 0);
        bought.total.units += l.delta;
        bought.total.cost += cost;
        bump(bought.source, source(l.lotId), l.delta, cost);
      }
    if (line.type !== 'waste' || (cause && line.cause !== cause)) continue;
    movements += 1;
    waste.total.units += line.quantity;
    waste.total.cost += line.costCents!;
    bump(waste.cause, line.cause!, line.quantity, line.costCents!);
    for (const l of lotEffectsOf(line))
      bump(waste.source, source(l.lotId), -l.delta, -l.delta * (lots.get(l.lotId)?.unit ?? wholesale.get(productId)!));
  }
  const pct = (a: number, b: number) => shareOf(BigInt(a), BigInt(b));
  const line = (w: ReturnType<typeof sum>, b: ReturnType<typeof sum>) => ({
    units: w.units,
    cost: w.cost / 100,
    unitsPct: pct(w.units, b.units),
    costPct: pct(w.cost, b.cost),
  });
  return {
    summary: {
      ...line(waste.total, bought.total),
      movements,
      purchasedUnits: bought.total.units,
      purchaseCost: bought.total.cost / 100,
    },
    byCause: WASTE_CAUSES.map((c) => ({ cause: c, ...line(waste.cause.get(c) ?? sum(), bought.total) })),
    bySupplier: Object.fromEntries([...waste.source].map(([k, w]) => [k, line(w, bought.source.get(k) ?? sum())])),
  };
}

const supplierKey = (s: { supplier: string | null; noLot: boolean }) =>
  s.noLot ? 'Sin lote' : (s.supplier ?? 'Sin proveedor');

function expectReference(view: ReportView, cause?: WasteCause) {
  const ref = reference(Number(view.position), cause);
  const w = view.waste!;
  expect(w.summary).toEqual(ref.summary);
  expect(w.byCause).toEqual(ref.byCause);
  expect(
    Object.fromEntries(
      w.bySupplier.map((s) => [
        supplierKey(s),
        { units: s.units, cost: s.cost, unitsPct: s.unitsPct, costPct: s.costPct },
      ]),
    ),
  ).toEqual(ref.bySupplier);
  expect(w.byProduct.reduce((t, p) => t + p.units, 0)).toBe(ref.summary.units);
  expect(w.byDay.reduce((t, d) => t + d.units, 0)).toBe(ref.summary.units);
}

describe('GET /api/reports/waste', () => {
  it('equals the figures folded from the raw events, by cause, supplier, product and day', async () => {
    const res = await get('/api/reports/waste');
    expect(res.statusCode, res.body).toBe(200);
    const view: ReportView = res.json();
    expect(view).toMatchObject({ type: 'waste', position: String(events.length) });
    expectReference(view);
    const w = view.waste!;
    expect(w.summary).toMatchObject({ units: 15, movements: 3 });
    // 5 of Ñandú's at 10 + 3 of del Sol's at 11.25 (first-expiring-first-out), 6 tulips, 1 vase.
    expect(w.bySupplier.map((s) => [supplierKey(s), s.units, s.cost])).toEqual(
      expect.arrayContaining([
        ['Finca Ñandú', 5, 50],
        ['Rosas del Sol', 3, 33.75],
        ['Sin lote', 1, 40],
      ]),
    );
    expect(w.byProduct.map((p) => p.name)).toEqual(['Rosa roja', 'Tulipán', 'Jarrón']);
  });

  it('one cause only', async () => {
    const view: ReportView = (await get('/api/reports/waste?cause=expired')).json();
    expect(view.waste!.cause).toBe('expired');
    expectReference(view, 'expired');
    expect((await get('/api/reports/waste?cause=rotten')).statusCode).toBe(400);
  });

  it('the suppliers: received, sold, wasted, on hand and the realised vase life', async () => {
    const res = await get('/api/reports/suppliers');
    expect(res.statusCode, res.body).toBe(200);
    const view: ReportView = res.json();
    const nandu = view.suppliers!.suppliers.find((s) => s.supplier === 'Finca Ñandú')!;
    expect(nandu).toMatchObject({
      lots: 1,
      received: 50,
      sold: 45,
      wasted: 5,
      onHand: 0,
      vaseLifeDays: 0,
      wastePct: 10,
    });
    expect(view.suppliers!.summary.received).toBe(130);
  });

  it('as of a past position: the same figures after the reports projection is rebuilt', async () => {
    const lastWaste = events.findLastIndex(
      (e) => e.type === 'StockMoved' && (e.data as { type: string }).type === 'waste',
    );
    const urls = [`/api/reports/waste?position=${lastWaste}`, `/api/reports/suppliers?position=${lastWaste}`];
    const before = await Promise.all(urls.map(async (u) => (await get(u)).json() as ReportView));
    expectReference(before[0]!);
    expect(before[0]!.waste!.summary.units).toBe(14); // the vase not yet
    await rebuildProjection(
      { pool: apps.database.pool, db: apps.database.db, store: apps.store },
      projectionNamed('reports')!,
    );
    const after = await Promise.all(urls.map(async (u) => (await get(u)).json() as ReportView));
    after.forEach((a, i) => expect({ ...a, computedAt: '' }).toEqual({ ...before[i], computedAt: '' }));
  }, 60_000);
});

describe('the exports', () => {
  it('a PDF with the title, the position and the figures', async () => {
    const view: ReportView = (await get('/api/reports/waste')).json();
    const res = await get(`/api/reports/waste/export.pdf?position=${view.position}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-flora-position']).toBe(view.position);
    const lines = await pdfTextLines(res.rawPayload);
    expect(lines[0]).toBe('Reporte de mermas');
    expect(lines).toContain(positionWords(view.position));
    for (const name of ['Finca Ñandú', 'Rosas del Sol', 'Sin lote', 'Dañada', 'Vencida']) expect(lines).toContain(name);
  });

  it('a workbook: the summary, then a sheet per table with the figures', async () => {
    const view: ReportView = (await get('/api/reports/waste')).json();
    const res = await get('/api/reports/waste/export.xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="reporte-mermas-${view.position}.xlsx"`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual([
      'Resumen',
      'Por causa',
      'Por producto',
      'Por proveedor',
      'Por día',
    ]);
    const summary = new Map(
      book
        .getWorksheet('Resumen')!
        .getSheetValues()
        .slice(2)
        .map((r) => (r as ExcelJS.CellValue[]).slice(1, 3) as [ExcelJS.CellValue, ExcelJS.CellValue]),
    );
    expect(summary.get('Datos')).toBe(positionWords(view.position));
    expect(summary.get('Tallos mermados')).toBe(view.waste!.summary.units);
    expect(summary.get('Costo de la merma')).toBe(view.waste!.summary.cost);
    const suppliers = (await get('/api/reports/suppliers/export.xlsx')).rawPayload;
    const sbook = new ExcelJS.Workbook();
    await sbook.xlsx.load(suppliers as unknown as ArrayBuffer);
    expect(sbook.worksheets.map((s) => s.name)).toEqual(['Resumen', 'Proveedores']);
  });
});
