import type { RegisterMovement } from './commands';
import { CONSIGNED, NO_LOT, type LotEffect, type LotReceived, type StockEffect, type StockMoved } from './events';
import { inventoryInvalid } from './errors';
import type { KnownProduct } from './evolve';
import { costOf, lotEffectsOf, movedTo, sellByOf, takeFromLots } from './lots';
import type { MovementPlan } from './movement';
import { toCents } from '../../shared/money';
import { trimmed } from '../../shared/values';

// Issue 44: which lots a movement takes or fills, decided after the places' units (movement.ts)
// were found to be there. Units that leave the shop or a place go first-expiring-first-out unless
// the movement names a lot; units that arrive go to the lot they name, the lot a purchase receives,
// or the place's "sin lote".

type MovementData = RegisterMovement['data'];
type LotFields = Required<Pick<StockMoved['data'], 'lots' | 'lot' | 'cause' | 'costCents'>>;

/**
 * What a ledger line says of lots: only what the upcast would not read by itself. A line of units
 * without lots keeps the shape it had before lots (the counter's hot path writes nothing more);
 * `cause` and `costCents` are for waste; `lot` for a receipt.
 */
export function lineLots(fields: LotFields, effects: readonly StockEffect[]): Partial<LotFields> {
  const { lots, lot, cause, costCents } = fields;
  const upcast = lotEffectsOf({ effects } as StockMoved['data']);
  const plain = lots.length === upcast.length && lots.every((l, i) => sameEffect(l, upcast[i]!));
  return {
    ...(plain ? {} : { lots }),
    ...(lot ? { lot } : {}),
    ...(cause ? { cause, costCents } : {}),
  };
}
const sameEffect = (a: LotEffect, b: LotEffect) =>
  a.lotId === b.lotId && a.locationId === b.locationId && a.delta === b.delta;

/** The shop's day of a command: the one the application passed, else the UTC day of its clock. */
export const dayOf = (data: { receivedOn?: string }, now: string) => data.receivedOn ?? now.slice(0, 10);

/** A lot a purchase (or an opening stock) receives; null when the product is not kept in lots. */
export function receivedLot(
  product: Pick<KnownProduct, 'vaseLifeDays' | 'requiresLots' | 'wholesalePriceCents'>,
  lot: MovementData['lot'],
  lotId: string,
  receivedOn: string,
): LotReceived | null {
  if (!lot && product.requiresLots) throw inventoryInvalid('LOT.REQUIRED', 'lot');
  if (!lot && product.vaseLifeDays === null) return null;
  const vaseLifeDays = lot?.vaseLifeDays ?? product.vaseLifeDays;
  if (!vaseLifeDays) throw inventoryInvalid('LOT.VASE_LIFE_REQUIRED', 'lot.vaseLifeDays');
  const cutDate = lot?.cutDate ?? null;
  if (cutDate !== null && cutDate > receivedOn) throw inventoryInvalid('LOT.CUT_DATE', 'lot.cutDate');
  return {
    lotId,
    code: trimmed(lot?.code) || null,
    supplier: trimmed(lot?.supplier) || null,
    cutDate,
    vaseLifeDays,
    unitCostCents: lot?.unitCost === undefined ? product.wholesalePriceCents : toCents(lot.unitCost),
    receivedOn,
    sellBy: sellByOf(cutDate, receivedOn, vaseLifeDays),
  };
}

function checkNamedLot(product: KnownProduct, lotId: string | undefined): void {
  if (lotId !== undefined && lotId !== NO_LOT && !product.lots[lotId]) throw inventoryInvalid('LOT.NOT_FOUND', 'lotId');
}

/** Units out of a place, then (for a move) into another, as the same lots. */
function moved(product: KnownProduct, from: string, quantity: number, lotId: string | undefined, to?: string) {
  const taken = takeFromLots(product, from, quantity, lotId);
  return { taken, lots: to === undefined ? taken : [...taken, ...movedTo(taken, to)] };
}

/** The lot fields of a registered movement's ledger line. */
export function lotsOfMovement(product: KnownProduct, data: MovementData, plan: MovementPlan, now: string): LotFields {
  const { type, quantity: q, origin, target } = plan;
  if (data.lot && type !== 'purchase') throw inventoryInvalid('LOT.ONLY_ON_RECEIPT', 'lot');
  if (data.cause && type !== 'waste') throw inventoryInvalid('WASTE.CAUSE_ONLY_FOR_WASTE', 'cause');
  if (type === 'waste' && !data.cause) throw inventoryInvalid('WASTE.CAUSE_REQUIRED', 'cause');
  checkNamedLot(product, data.lotId);
  const none = { lot: null, cause: data.cause ?? null, costCents: null };
  const into = (lotId: string, at: string): LotEffect[] => [{ lotId, locationId: at, delta: q }];
  const leaving = (from: string) => {
    const { taken } = moved(product, from, q, data.lotId);
    return { ...none, lots: taken, costCents: costOf(product, taken, product.wholesalePriceCents) };
  };
  switch (type) {
    case 'purchase': {
      const lot = data.lotId ? null : receivedLot(product, data.lot, data.movementId, dayOf(data, now));
      return { ...none, lot, lots: into(lot?.lotId ?? data.lotId ?? NO_LOT, origin) };
    }
    case 'return':
      return { ...none, lots: into(data.lotId ?? NO_LOT, origin) };
    case 'adjustment':
      return plan.direction === 'in' ? { ...none, lots: into(data.lotId ?? NO_LOT, origin) } : leaving(origin);
    case 'sale':
    case 'waste':
      return leaving(origin);
    case 'consignment_sold':
      return leaving(CONSIGNED);
    case 'transfer':
      return { ...none, lots: moved(product, origin, q, data.lotId, target!).lots };
    case 'consignment_out':
      return { ...none, lots: moved(product, origin, q, data.lotId, CONSIGNED).lots };
    case 'consignment_return':
      return { ...none, lots: moved(product, CONSIGNED, q, data.lotId, origin).lots };
    default: {
      const unknown: never = type;
      throw new Error(`unknown movement type ${String(unknown)}`);
    }
  }
}
