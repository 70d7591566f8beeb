import { describe, expect, it } from 'vitest';
import { CONSIGNED } from '../../inventory';
import type { AgreementCancelled, AgreementSettled } from './events';
import { stockMovementsFor } from './stock-follows';
import {
  AGREEMENT_ID,
  HOME,
  LATER,
  ROSE,
  SHOP,
  TULIP,
  agreementCreated,
  returnLine,
  returnRegistered,
  rose,
  saleLine,
  saleRegistered,
  tulip,
} from '../spec-fixtures';

// Stock follows the agreement: each agreement event becomes one product movement per product it
// names, with ids derived from the event, so a reactor that sends twice moves nothing twice.

const EVENT_ID = '9f1e2d3c-4b5a-4678-9abc-def012345678';
const idFor = (name: string) => `id(${name})`;
const reference = { type: 'consignment', id: AGREEMENT_ID };

const follow = (productId: string, type: string, quantity: number, locationId: string, notes: string) => ({
  productId,
  commandId: `id(${EVENT_ID}:${productId}:${type}:command)`,
  movement: {
    movementId: `id(${EVENT_ID}:${productId}:${type}:movement)`,
    type,
    quantity,
    locationId,
    reference,
    notes,
  },
});

describe('the stock an agreement moves', () => {
  it('places every item with the partner, from its own location, on creation', () => {
    expect(stockMovementsFor(AGREEMENT_ID, agreementCreated(), EVENT_ID, idFor)).toEqual([
      follow(ROSE, 'consignment_out', 10, HOME, 'Acuerdo 3F2A1C: salida a consignación'),
      follow(TULIP, 'consignment_out', 4, SHOP, 'Acuerdo 3F2A1C: salida a consignación'),
    ]);
  });

  it('takes what the partner sold out of consignment, booked against the item’s origin', () => {
    const sale = saleRegistered([saleLine(rose, 3, [7650, 1530, 6120]), saleLine(tulip, 1, [1235, 191, 1044])]);
    expect(stockMovementsFor(AGREEMENT_ID, sale, EVENT_ID, idFor)).toEqual([
      follow(ROSE, 'consignment_sold', 3, HOME, 'Acuerdo 3F2A1C: venta'),
      follow(TULIP, 'consignment_sold', 1, SHOP, 'Acuerdo 3F2A1C: venta'),
    ]);
  });

  it('brings a return back to where the units left from', () => {
    const returned = returnRegistered([returnLine(tulip, 2, 5)]);
    expect(stockMovementsFor(AGREEMENT_ID, returned, EVENT_ID, idFor)).toEqual([
      follow(TULIP, 'consignment_return', 2, SHOP, 'Acuerdo 3F2A1C: devolución'),
    ]);
  });

  it('brings back what settlement returns', () => {
    const settledEvent: AgreementSettled = {
      type: 'AgreementSettled',
      data: {
        returnedLines: [returnLine(rose, 7)],
        grossCents: 0,
        commissionCents: 0,
        netCents: 0,
        notes: '',
        settledAt: LATER,
      },
    };
    expect(stockMovementsFor(AGREEMENT_ID, settledEvent, EVENT_ID, idFor)).toEqual([
      follow(ROSE, 'consignment_return', 7, HOME, 'Acuerdo 3F2A1C: devolución al liquidar'),
    ]);
  });

  it('brings back everything a cancellation returns', () => {
    const cancelledEvent: AgreementCancelled = {
      type: 'AgreementCancelled',
      data: { returnedLines: [returnLine(rose, 10), returnLine(tulip, 4)], reason: '', cancelledAt: LATER },
    };
    expect(stockMovementsFor(AGREEMENT_ID, cancelledEvent, EVENT_ID, idFor)).toEqual([
      follow(ROSE, 'consignment_return', 10, HOME, 'Acuerdo 3F2A1C: devolución al cancelar'),
      follow(TULIP, 'consignment_return', 4, SHOP, 'Acuerdo 3F2A1C: devolución al cancelar'),
    ]);
  });

  it('moves nothing for a settlement with nothing left, nor for a line of 0 units', () => {
    const settledEvent: AgreementSettled = {
      type: 'AgreementSettled',
      data: {
        returnedLines: [],
        grossCents: 100,
        commissionCents: 20,
        netCents: 80,
        notes: '',
        settledAt: LATER,
      },
    };
    expect(stockMovementsFor(AGREEMENT_ID, settledEvent, EVENT_ID, idFor)).toEqual([]);
    expect(stockMovementsFor(AGREEMENT_ID, returnRegistered([returnLine(rose, 0)]), EVENT_ID, idFor)).toEqual([]);
  });

  it('never names the consignment pseudo-location as a location', () => {
    const all = [agreementCreated(), returnRegistered([returnLine(rose, 1)])].flatMap((e) =>
      stockMovementsFor(AGREEMENT_ID, e, EVENT_ID, idFor),
    );
    expect(all.map((f) => f.movement.locationId)).not.toContain(CONSIGNED);
  });

  it('derives every id from the event, so the same event gives the same ids and another event others', () => {
    const once = stockMovementsFor(AGREEMENT_ID, agreementCreated(), EVENT_ID, idFor);
    expect(stockMovementsFor(AGREEMENT_ID, agreementCreated(), EVENT_ID, idFor)).toEqual(once);
    const other = stockMovementsFor(AGREEMENT_ID, agreementCreated(), '0e1d2c3b-4a59-4687-8abc-def012345678', idFor);
    const ids = [...once, ...other].flatMap((f) => [f.commandId, f.movement.movementId]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
