import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../shared/errors';
import { command } from '../../shared/given-when-then';
import type { ProductCommand, RegisterMovement } from './commands';
import { decide } from './decide';
import { CONSIGNED, MOVEMENT_TYPES, WASTE_CAUSES } from './events';
import { evolve, initialProduct, type KnownProduct } from './evolve';
import { HOME, SHOP, addProduct } from '../spec-fixtures';

// Issue 44's invariant: whatever the movements, in whatever order, a product's units at each place
// (and on partners' shelves) are exactly the sum of its lots there, and no lot holds less than 0.
// Refused commands change nothing; some products are perishable, some not, some lines name a lot.

const uuid = (n: number) => `6c0d1a52-5d0e-4c1b-9a55-${n.toString(16).padStart(12, '0')}`;
const day = (n: number) => `2026-01-${String(10 + n).padStart(2, '0')}`;

const movement = fc.record({
  type: fc.constantFrom(...MOVEMENT_TYPES),
  quantity: fc.integer({ min: 1, max: 12 }),
  at: fc.constantFrom(HOME, SHOP),
  direction: fc.constantFrom('in' as const, 'out' as const),
  withLot: fc.option(
    fc.record({ vaseLifeDays: fc.integer({ min: 1, max: 15 }), cutDay: fc.integer({ min: 0, max: 5 }) }),
  ),
  namesLot: fc.option(fc.nat(30)),
  count: fc.option(fc.integer({ min: 0, max: 30 })),
  receivedDay: fc.integer({ min: 5, max: 9 }),
});
type Step = typeof movement extends fc.Arbitrary<infer T> ? T : never;

function commandOf(step: Step, i: number, product: KnownProduct): ProductCommand {
  const movementId = uuid(i + 100);
  if (step.count !== null) return command('UpdateStock', { movementId, quantity: step.count, location: step.at });
  const known = Object.keys(product.lots);
  const data: RegisterMovement['data'] = {
    movementId,
    type: step.type,
    quantity: step.quantity,
    locationId: step.at,
    targetLocationId: step.at === HOME ? SHOP : HOME,
    reference: { type: 'order', id: `ORD-${i}` },
    direction: step.direction,
    receivedOn: day(step.receivedDay),
    ...(step.type === 'waste' ? { cause: WASTE_CAUSES[i % WASTE_CAUSES.length] } : {}),
    ...(step.type === 'purchase' && step.withLot
      ? { lot: { vaseLifeDays: step.withLot.vaseLifeDays, cutDate: day(step.withLot.cutDay) } }
      : {}),
    ...(step.namesLot !== null && known.length > 0 ? { lotId: known[step.namesLot % known.length] } : {}),
  };
  return command('RegisterMovement', data);
}

const sumOf = (place: Record<string, number> | undefined) => Object.values(place ?? {}).reduce((s, n) => s + n, 0);

function expectLotsMatchStock(product: KnownProduct): void {
  for (const [place, units] of Object.entries(product.stock)) expect(sumOf(product.lotStock[place])).toBe(units);
  expect(sumOf(product.lotStock[CONSIGNED])).toBe(product.consigned);
  for (const place of Object.values(product.lotStock))
    for (const units of Object.values(place)) expect(units).toBeGreaterThanOrEqual(0);
}

describe('Σ lots = stock', () => {
  it('holds at every place after any sequence of movements, counts and refusals', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 0, max: 20 }),
        fc.array(movement, { maxLength: 40 }),
        (perishable, opening, steps) => {
          const add = addProduct({ currentStock: opening, vaseLifeDays: perishable ? 7 : null, wholesalePrice: 0.9 });
          let product = decide(add, initialProduct()).reduce(evolve, initialProduct()) as KnownProduct;
          steps.forEach((step, i) => {
            try {
              product = decide(commandOf(step, i, product), product).reduce(evolve, product) as KnownProduct;
            } catch (error) {
              if (!(error instanceof DomainError)) throw error;
            }
            expectLotsMatchStock(product);
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});
