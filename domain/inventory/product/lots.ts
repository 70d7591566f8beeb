import { addDays } from '../../shared/dates';
import { NO_LOT, type LotEffect, type LotReceived, type StockMoved } from './events';
import { lotShort } from './errors';

// Issue 44: a product's units at a place are the sum of its lots there. Every outflow takes from the
// lot that must be sold first — the earliest sell-by — unless the person names a lot (a florist
// picking a specific bucket). Units from before lots, or received without one, are the place's
// "sin lote" lot: the oldest stock there is, so it goes first.

/** A lot's units per place: place → lot → units (0 once emptied; NO_LOT included). */
export type LotStock = Record<string, Record<string, number>>;

export interface ProductLots {
  /** Every lot the product ever received, by id. */
  lots: Record<string, LotReceived>;
  lotStock: LotStock;
}

/** The last day a lot may be sold: its cut date (else the day it arrived) plus its vase life. */
export const sellByOf = (cutDate: string | null, receivedOn: string, vaseLifeDays: number) =>
  addDays(cutDate ?? receivedOn, vaseLifeDays);

/**
 * What a ledger line did to each lot. Lines written before lots name none: their units were the
 * place's "sin lote" (the upcast every reader shares, so old streams need no rewrite).
 */
export const lotEffectsOf = (data: StockMoved['data']): LotEffect[] =>
  data.lots ?? data.effects.map((e) => ({ lotId: NO_LOT, locationId: e.locationId, delta: e.delta }));

/** The lots after a line's lot effects. */
export function withLotEffects(stock: LotStock, effects: readonly LotEffect[]): LotStock {
  const next: LotStock = { ...stock };
  for (const { lotId, locationId, delta } of effects) {
    const place = { ...(next[locationId] ?? {}) };
    place[lotId] = (place[lotId] ?? 0) + delta;
    next[locationId] = place;
  }
  return next;
}

/** Sell-by order: "sin lote" first, then the earliest sell-by, then the earliest received, then id. */
function firstToGo(product: ProductLots) {
  const key = (lotId: string) => {
    const lot = product.lots[lotId];
    return lot ? `1${lot.sellBy}${lot.receivedOn}${lotId}` : `0${lotId}`;
  };
  return (a: string, b: string) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);
}

/** The lots at a place with units, in the order they must go. */
export function lotsAt(product: ProductLots, locationId: string): { lotId: string; units: number }[] {
  const place = product.lotStock[locationId] ?? {};
  return Object.keys(place)
    .filter((lotId) => (place[lotId] ?? 0) > 0)
    .sort(firstToGo(product))
    .map((lotId) => ({ lotId, units: place[lotId]! }));
}

/**
 * The units `quantity` takes out of a place: from the named lot only, else first-expiring-first-out
 * across as many lots as it needs. The place's total was checked before; a named lot short of units
 * is refused with what it holds.
 */
export function takeFromLots(product: ProductLots, locationId: string, quantity: number, lotId?: string): LotEffect[] {
  if (lotId !== undefined) {
    const held = product.lotStock[locationId]?.[lotId] ?? 0;
    if (held < quantity) throw lotShort(product.lots[lotId]?.code ?? lotId, locationId, held, quantity);
    return [{ lotId, locationId, delta: -quantity }];
  }
  const taken: LotEffect[] = [];
  let left = quantity;
  for (const { lotId: id, units } of lotsAt(product, locationId)) {
    if (left === 0) break;
    const take = Math.min(units, left);
    taken.push({ lotId: id, locationId, delta: -take });
    left -= take;
  }
  return taken;
}

/** The same lots, arriving at another place (a transfer, a placement with a partner, a return from one). */
export const movedTo = (taken: readonly LotEffect[], locationId: string): LotEffect[] =>
  taken.map((t) => ({ lotId: t.lotId, locationId, delta: -t.delta }));

/** What units that left cost: each lot's unit cost, else the fallback (the wholesale price), else 0. */
export function costOf(product: ProductLots, taken: readonly LotEffect[], fallbackCents: number | null): number {
  return taken.reduce((sum, t) => {
    const unit = product.lots[t.lotId]?.unitCostCents ?? fallbackCents ?? 0;
    return sum + Math.abs(t.delta) * unit;
  }, 0);
}

export type LotStatus = 'fresh' | 'expiring' | 'expired';

/** Expired after its sell-by; expiring when its sell-by is within `within` days of today. */
export function lotStatus(sellBy: string | null, today: string, within: number): LotStatus {
  if (sellBy === null) return 'fresh';
  if (sellBy < today) return 'expired';
  return sellBy <= addDays(today, within) ? 'expiring' : 'fresh';
}
