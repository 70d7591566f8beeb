import { describe, expect, it } from 'vitest';
import type { AgreementCancelled, AgreementSettled } from './events';
import {
  LATER,
  LILY,
  NOW,
  ROSE,
  TULIP,
  agreementCreated,
  agreementSpec as spec,
  cancel,
  lily,
  registerReturn,
  registerSale,
  returnLine,
  returnRegistered,
  rose,
  saleLine,
  saleRegistered,
  settle,
  tulip,
} from '../spec-fixtures';

// Spec 4 and 5: returns are clamped to what remains; settling closes the books and brings back what
// was neither sold nor returned; cancelling is for an agreement with no sale; only an active
// agreement takes any of them.

const settled = (
  returnedLines: AgreementSettled['data']['returnedLines'],
  money: [number, number, number],
  notes = '',
): AgreementSettled => ({
  type: 'AgreementSettled',
  data: {
    returnedLines,
    grossCents: money[0],
    commissionCents: money[1],
    netCents: money[2],
    notes,
    settledAt: NOW,
  },
});
const cancelled = (returnedLines: AgreementCancelled['data']['returnedLines'], reason = ''): AgreementCancelled => ({
  type: 'AgreementCancelled',
  data: { returnedLines, reason, cancelledAt: LATER },
});

describe('an active agreement with 10 roses and 4 tulips', () => {
  const history = [agreementCreated()];

  it('registers a return, clamped to what remains and keeping what was asked', () => {
    spec
      .given(history)
      .when(
        registerReturn(
          [
            { productId: ROSE, quantity: 2 },
            { productId: TULIP, quantity: 6 },
          ],
          { notes: ' Marchitas ' },
        ),
      )
      .then([returnRegistered([returnLine(rose, 2), returnLine(tulip, 4, 6)], { notes: 'Marchitas' })]);
  });

  it('adds up return lines that name the same product', () => {
    spec
      .given(history)
      .when(
        registerReturn([
          { productId: ROSE, quantity: 2 },
          { productId: ROSE, quantity: 9 },
        ]),
      )
      .then([returnRegistered([returnLine(rose, 10, 11)])]);
  });

  it('refuses a return without lines, with a product not agreed or a quantity below 1', () => {
    spec.given(history).when(registerReturn([])).thenThrows('RETURN.ITEMS_REQUIRED');
    spec
      .given(history)
      .when(registerReturn([{ productId: LILY, quantity: 1 }]))
      .thenThrows('SALE.ITEM_NOT_IN_AGREEMENT');
    spec
      .given(history)
      .when(registerReturn([{ productId: ROSE, quantity: -1 }]))
      .thenThrows('AGREEMENT.QUANTITY_POSITIVE');
  });

  it('settles with nothing sold: everything comes back and the books are at zero', () => {
    spec
      .given(history)
      .when(settle(' Sin ventas '))
      .then([settled([returnLine(rose, 10), returnLine(tulip, 4)], [0, 0, 0], 'Sin ventas')]);
  });

  it('is cancelled before any sale, bringing everything back', () => {
    spec
      .given(history)
      .when(cancel(' El hotel cerró ', { now: LATER }))
      .then([cancelled([returnLine(rose, 10), returnLine(tulip, 4)], 'El hotel cerró')]);
  });
});

describe('an agreement with 3 roses and 1 tulip sold, 2 roses and all tulips returned', () => {
  const sale = saleRegistered([saleLine(rose, 3, [7650, 1530, 6120]), saleLine(tulip, 1, [1235, 191, 1044])]);
  const history = [agreementCreated(), sale, returnRegistered([returnLine(rose, 2), returnLine(tulip, 3)])];

  it('refuses a return of the tulips: none remain', () => {
    const err = spec
      .given(history)
      .when(registerReturn([{ productId: TULIP, quantity: 1 }]))
      .thenThrows('SALE.NOTHING_REMAINING');
    expect(err.message).toBe('No quedan unidades de Tulipán en el acuerdo.');
  });

  it('settles: the 5 roses left come back, the books say what was sold', () => {
    spec
      .given(history)
      .when(settle())
      .then([settled([returnLine(rose, 5)], [8885, 1721, 7164])]);
  });

  it('is settled: every unit is sold or returned', () => {
    spec
      .given(history)
      .when(settle())
      .thenState({
        ...agreementCreated().data,
        status: 'settled',
        settledAt: NOW,
        acknowledged: [],
        discrepancies: [],
        items: [
          { ...rose, soldQuantity: 3, returnedQuantity: 7 },
          { ...tulip, soldQuantity: 1, returnedQuantity: 3 },
        ],
        sales: { grossCents: 8885, commissionCents: 1721, netCents: 7164 },
      });
  });

  it('cannot be cancelled: what was sold must be settled', () => {
    const err = spec.given(history).when(cancel()).thenThrows('AGREEMENT.CANCEL_AFTER_SALE');
    expect(err.kind).toBe('illegal-state');
  });
});

describe('an agreement whose every unit was sold', () => {
  const all = saleRegistered([saleLine(rose, 10, [25500, 5100, 20400]), saleLine(tulip, 4, [4940, 766, 4174])]);

  it('settles with nothing to bring back', () => {
    spec
      .given([agreementCreated(), all])
      .when(settle())
      .then([settled([], [30440, 5866, 24574])]);
  });
});

describe('an agreement with an unpriced item', () => {
  it('takes the item back on a return and on settlement', () => {
    const history = [agreementCreated({ items: [lily] })];
    spec
      .given(history)
      .when(registerReturn([{ productId: LILY, quantity: 1 }]))
      .then([returnRegistered([returnLine(lily, 1)])]);
    spec
      .given(history)
      .when(settle())
      .then([settled([returnLine(lily, 2)], [0, 0, 0])]);
  });
});

const refusedOnceClosed = (history: Parameters<typeof spec.given>[0]) => {
  for (const when of [
    registerSale([{ productId: ROSE, quantity: 1 }]),
    registerReturn([{ productId: ROSE, quantity: 1 }]),
    settle(),
    cancel(),
  ]) {
    const err = spec.given(history).when(when).thenThrows('AGREEMENT.NOT_ACTIVE');
    expect(err.message).toBe('Solo un acuerdo activo admite ventas, devoluciones y liquidación.');
  }
};

describe('a settled agreement', () => {
  it('takes no sale, return, settlement or cancellation', () => {
    refusedOnceClosed([agreementCreated(), settled([returnLine(rose, 10), returnLine(tulip, 4)], [0, 0, 0])]);
  });
});

describe('a cancelled agreement', () => {
  const history = [agreementCreated(), cancelled([returnLine(rose, 10), returnLine(tulip, 4)], 'Cerró')];

  it('takes no sale, return, settlement or cancellation', () => {
    refusedOnceClosed(history);
  });

  it('is cancelled with everything back on our shelves', () => {
    spec
      .given(history.slice(0, 1))
      .when(cancel('Cerró', { now: LATER }))
      .thenState({
        ...agreementCreated().data,
        status: 'cancelled',
        cancelledAt: LATER,
        acknowledged: [],
        discrepancies: [],
        reason: 'Cerró',
        items: [
          { ...rose, soldQuantity: 0, returnedQuantity: 10 },
          { ...tulip, soldQuantity: 0, returnedQuantity: 4 },
        ],
        sales: { grossCents: 0, commissionCents: 0, netCents: 0 },
      });
  });
});

describe('an agreement that does not exist', () => {
  it('is not found for a sale, a return, a settlement or a cancellation', () => {
    for (const when of [
      registerSale([{ productId: ROSE, quantity: 1 }]),
      registerReturn([{ productId: ROSE, quantity: 1 }]),
      settle(),
      cancel(),
    ]) {
      const err = spec.given([]).when(when).thenThrows('AGREEMENT.NOT_FOUND');
      expect(err.kind).toBe('not-found');
    }
  });
});
