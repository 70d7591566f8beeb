import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSIGNED, MOVEMENT_TYPES, type MovementType, type StockMoved } from '../../domain/inventory';
import { DomainError } from '../../domain/shared';
import type { RecordedEvent } from '../../infra/event-store/port';
import { openInventoryShop, type InventoryShop } from '../api/inventory-shop';
import { bearer } from '../api/read-fixtures';

// Issue 4: "stock as of a past moment equals replaying the ledger to that moment". Random movement
// sequences on two products over three locations go through the product decider (refusals, such as
// selling more than is there, are simply not recorded), are appended at increasing times, projected,
// and then GET /api/inventory/stock?asOf=T must equal the sum of every delta at or before T.

const LOCATIONS = ['Almacén principal', 'Bodega norte', 'Tienda centro'];
const warehouse = bearer(['warehouse']);

type Step =
  | {
      kind: 'move';
      product: number;
      type: MovementType;
      quantity: number;
      from: number;
      to: number;
      direction: 'in' | 'out';
      gapMs: number;
    }
  | { kind: 'count'; product: number; quantity: number; at: number; gapMs: number };

const gapMs = fc.integer({ min: 1, max: 6 * 3_600_000 });
const product = fc.integer({ min: 0, max: 1 });
const location = fc.integer({ min: 0, max: LOCATIONS.length - 1 });
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('move' as const),
      product,
      type: fc.constantFrom(...MOVEMENT_TYPES),
      quantity: fc.integer({ min: 1, max: 12 }),
      from: location,
      to: location,
      direction: fc.constantFrom('in' as const, 'out' as const),
      gapMs,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('count' as const),
      product,
      quantity: fc.integer({ min: 0, max: 20 }),
      at: location,
      gapMs,
    }),
  },
);

/** The ledger replayed: every delta of every line at or before `asOf`, per location. */
function replay(events: RecordedEvent[], asOf: number): Map<string, number> {
  const stock = new Map<string, number>();
  for (const e of events) {
    if (e.type !== 'StockMoved') continue;
    const { effects, movedAt } = (e as unknown as StockMoved).data;
    if (Date.parse(movedAt) > asOf) continue;
    for (const f of effects) stock.set(f.locationId, (stock.get(f.locationId) ?? 0) + f.delta);
  }
  return stock;
}

describe('stock as of any moment', () => {
  let shop: InventoryShop;
  let app: FastifyInstance;
  let run = 0;

  beforeAll(async () => {
    shop = await openInventoryShop('stock_as_of');
    app = await shop.app();
  });
  afterAll(async () => shop?.close());

  /** Sends one step through the decider; a refused one (insufficient stock…) records nothing. */
  async function attempt(ids: string[], s: Step, at: string): Promise<void> {
    const id = ids[s.product]!;
    const said = { at };
    try {
      if (s.kind === 'count')
        return void (await shop.count(id, { quantity: s.quantity, location: LOCATIONS[s.at] }, said));
      const reference = ['sale', 'consignment_out', 'consignment_sold', 'consignment_return'].includes(s.type)
        ? { type: 'test', id: 'R-1' }
        : undefined;
      const target = s.type === 'transfer' ? LOCATIONS[s.to] : undefined;
      await shop.move(
        id,
        {
          type: s.type,
          quantity: s.quantity,
          locationId: LOCATIONS[s.from],
          targetLocationId: target,
          reference,
          direction: s.direction,
        },
        said,
      );
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
    }
  }

  async function stockAt(productId: string, asOf: number, location?: string) {
    const where = location ? `&location=${encodeURIComponent(location)}` : '';
    const res = await app.inject({
      url: `/api/inventory/stock?productId=${productId}&asOf=${new Date(asOf).toISOString()}${where}`,
      headers: warehouse,
    });
    expect(res.statusCode).toBe(200);
    return new Map(
      (res.json().items as { locationId: string; quantity: number }[]).map((i) => [i.locationId, i.quantity]),
    );
  }

  it('equals replaying the ledger up to that moment', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 1, maxLength: 25 }),
        fc.array(fc.double({ min: -0.1, max: 1.1, noNaN: true }), { minLength: 1, maxLength: 6 }),
        async (steps, fractions) => {
          run++;
          const start = Date.parse('2026-06-01T12:00:00Z') + run * 1000;
          let clock = start;
          const ids = [
            await shop.addProduct(
              { name: `Prop ${run} A`, sku: `PA-${run}`, price: 10, currentStock: 5 },
              { at: new Date(clock).toISOString() },
            ),
            await shop.addProduct(
              { name: `Prop ${run} B`, sku: `PB-${run}`, price: 10, location: LOCATIONS[1] },
              { at: new Date(clock).toISOString() },
            ),
          ];
          const times = [clock];
          for (const s of steps) {
            clock += s.gapMs;
            times.push(clock);
            await attempt(ids, s, new Date(clock).toISOString());
          }
          await shop.project(100, ['inventory', 'stock-ledger']);
          // Random moments across the span and beyond it, plus each movement's own instant (inclusive).
          const moments = [...fractions.map((f) => Math.round(start + f * (clock - start))), ...times];
          for (const id of ids) {
            const events = await shop.store.readStream(`product-${id}`);
            for (const asOf of moments) {
              const expected = replay(events, asOf);
              const consigned = expected.get(CONSIGNED);
              expected.delete(CONSIGNED);
              expect(await stockAt(id, asOf), `${id} as of ${new Date(asOf).toISOString()}`).toEqual(expected);
              const onShelves = await stockAt(id, asOf, CONSIGNED);
              expect(onShelves.get(CONSIGNED)).toBe(consigned);
            }
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
