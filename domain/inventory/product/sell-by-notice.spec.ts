import { describe, expect, it } from 'vitest';
import { command } from '../../shared/given-when-then';
import type { ProductCommand } from './commands';
import { CONSIGNED, NO_LOT, type ProductEvent } from './events';
import { evolve, initialProduct, type KnownProduct } from './evolve';
import { decide } from './decide';
import { HOME, NOW, SHOP, addProduct, bought, productAdded, registerMovement, spec } from '../spec-fixtures';

// Issue 44: the morning a lot reaches its sell-by the product notes it, once: what is left of it at
// our places and what it cost. Earlier it refuses; a lot noted, emptied or unknown gives nothing more.

const FLORES = '11111111-1111-4111-8111-000000000001';
const ECUADOR = '11111111-1111-4111-8111-000000000002';
const DAY = '2026-01-15'; // the spec clock's day (NOW)

/** The stream after commands run one after another, as the command handler runs them. */
function historyOf(commands: ProductCommand[]): ProductEvent[] {
  const events: ProductEvent[] = [];
  let state = initialProduct();
  for (const c of commands) {
    const decided = decide(c, state);
    events.push(...decided);
    state = decided.reduce(evolve, state);
  }
  return events;
}

const receive = (movementId: string, quantity: number, lot: Record<string, unknown>) =>
  registerMovement({ movementId, type: 'purchase', quantity, lot, receivedOn: DAY });
const note = (lotId: string, today = DAY, now = NOW) =>
  command('NoteLotSellBy', { lotId, today }, { now }) as ProductCommand;

// Roses (7 days in the vase, 12.00 wholesale): Flores del Valle's lot cut 7 days ago (sell-by today,
// 2.50 a stem), Ecuador's received today with its own 12 days.
const roses = historyOf([
  addProduct({ vaseLifeDays: 7, wholesalePrice: 12 }),
  receive(FLORES, 30, { code: 'FV-101', supplier: 'Flores del Valle', cutDate: '2026-01-08', unitCost: 2.5 }),
  receive(ECUADOR, 20, { supplier: 'Ecuador Roses Co.', vaseLifeDays: 12 }),
  registerMovement({ movementId: crypto.randomUUID(), type: 'transfer', quantity: 10, targetLocationId: SHOP }),
  registerMovement({
    movementId: crypto.randomUUID(),
    type: 'consignment_out',
    quantity: 5,
    reference: { type: 'agreement', id: 'AG-1' },
  }),
]);

describe('a lot on the morning of its sell-by', () => {
  it('is noted with the stems left at our places and what they cost', () => {
    // FEFO: the transfer's 10 and the placement's 5 came out of Flores del Valle's lot.
    spec
      .given(roses)
      .when(note(FLORES))
      .then([
        {
          type: 'LotReachedSellBy',
          data: {
            lotId: FLORES,
            code: 'FV-101',
            supplier: 'Flores del Valle',
            sellBy: DAY,
            remaining: 25,
            places: [
              { locationId: HOME, units: 15 },
              { locationId: SHOP, units: 10 },
            ],
            valueCents: 25 * 250,
            notedAt: NOW,
          },
        },
      ]);
  });

  it('is noted once: the second notice, from a rerun or a second worker, decides nothing', () => {
    const noted = decide(note(FLORES), roses.reduce(evolve, initialProduct()));
    spec
      .given([...roses, ...noted])
      .when(note(FLORES, '2026-01-16', '2026-01-16T12:00:00.000Z'))
      .thenNothing();
  });

  it('is noted after its day too (a worker that was down catches up), with what it holds then', () => {
    const [late] = decide(note(FLORES, '2026-01-20', '2026-01-20T12:00:00.000Z'), state());
    expect(late!.data).toMatchObject({
      lotId: FLORES,
      sellBy: DAY,
      remaining: 25,
      notedAt: '2026-01-20T12:00:00.000Z',
    });
  });

  it('keeps the stock, the lots and the rest of the product as they were; only the notice is remembered', () => {
    const before = state();
    const after = decide(note(FLORES), before).reduce(evolve, before) as KnownProduct;
    const { notedLots, ...rest } = after;
    expect(rest).toEqual(before);
    expect(notedLots).toEqual({ [FLORES]: NOW });
  });
});

describe('no notice', () => {
  it('before the lot reaches its sell-by: refused', () => {
    spec.given(roses).when(note(FLORES, '2026-01-14')).thenThrows('LOT.SELL_BY_AHEAD');
    spec.given(roses).when(note(ECUADOR)).thenThrows('LOT.SELL_BY_AHEAD'); // its sell-by is 01-27
  });

  it('for a lot with no stems left at our places (sold out, or all with partners)', () => {
    const out = historyOf([
      addProduct({ vaseLifeDays: 7 }),
      receive(FLORES, 4, { cutDate: '2026-01-08' }),
      registerMovement({
        movementId: crypto.randomUUID(),
        type: 'consignment_out',
        quantity: 4,
        reference: { type: 'agreement', id: 'AG-1' },
      }),
    ]);
    expect((out.reduce(evolve, initialProduct()) as KnownProduct).lotStock[CONSIGNED]).toEqual({ [FLORES]: 4 });
    spec.given(out).when(note(FLORES)).thenNothing();
  });

  it('for a lot the product never received, nor for "sin lote"', () => {
    spec.given(roses).when(note(crypto.randomUUID())).thenThrows('LOT.NOT_FOUND');
    spec.given(roses).when(note(NO_LOT)).thenThrows('LOT.NOT_FOUND');
  });

  it('for a product never added', () => {
    spec.given([]).when(note(FLORES)).thenThrows('PRODUCT.NOT_FOUND');
  });
});

describe('a stream from before notices', () => {
  it('replays as before: no lot is noted until the first notice', () => {
    const old = [productAdded(), bought(10, HOME)].reduce(evolve, initialProduct()) as KnownProduct;
    expect(old.notedLots).toBeUndefined();
    expect(old.stock).toEqual({ [HOME]: 10 });
  });
});

function state(): KnownProduct {
  return roses.reduce(evolve, initialProduct()) as KnownProduct;
}
