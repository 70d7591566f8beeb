import type { Command, DomainEvent } from '../../shared/decider';
import { illegalState } from '../../shared/errors';
import { CONSIGNED } from './events';
import { INVENTORY_MESSAGES, inventoryInvalid } from './errors';
import type { KnownProduct } from './evolve';
import { costOf } from './lots';

// Issue 44: the morning a lot reaches its sell-by (its last day for sale), the warehouse is told:
// which lot, from whom, how many stems are still ours and what they cost. A clock-driven worker
// (reactors/lot-sell-by-notices) asks; the product answers, and answers once per lot — a lot it
// already noted decides nothing — so two workers, a restart or a replay never tell it twice.

export type NoteLotSellBy = Command<
  'NoteLotSellBy',
  {
    lotId: string;
    /** The shop's day (its time zone); default: the UTC day of the command. */
    today?: string;
  }
>;

/** Where the lot's stems are, place by place (our places only: partners' shelves sell on their own). */
export interface LotPlace {
  locationId: string;
  units: number;
}

export type LotReachedSellBy = DomainEvent<
  'LotReachedSellBy',
  {
    lotId: string;
    code: string | null;
    supplier: string | null;
    sellBy: string;
    /** Units of the lot at our places when noted. */
    remaining: number;
    places: LotPlace[];
    /** What those units cost (the lot's unit cost, else the product's wholesale price). */
    valueCents: number;
    notedAt: string;
  }
>;

/** The lots the product already noted, by id → when. Absent on states from before notices (none noted). */
export interface ProductNotices {
  notedLots?: Record<string, string>;
}

export const isNoted = (product: ProductNotices, lotId: string) => Boolean(product.notedLots?.[lotId]);

/** The lot's units at each of our places that holds some, in the places' name order. */
export function lotPlaces(product: KnownProduct, lotId: string): LotPlace[] {
  return Object.keys(product.lotStock)
    .filter((place) => place !== CONSIGNED && (product.lotStock[place]?.[lotId] ?? 0) > 0)
    .sort()
    .map((locationId) => ({ locationId, units: product.lotStock[locationId]![lotId]! }));
}

export function noteLotSellBy({ data, metadata }: NoteLotSellBy, product: KnownProduct): LotReachedSellBy[] {
  const lot = product.lots[data.lotId];
  if (!lot) throw inventoryInvalid('LOT.NOT_FOUND', 'lotId');
  const today = data.today ?? metadata.now.slice(0, 10);
  if (lot.sellBy > today) throw illegalState('LOT.SELL_BY_AHEAD', INVENTORY_MESSAGES['LOT.SELL_BY_AHEAD']);
  // Told once; and a lot sold out or thrown away before its day leaves nobody anything to do.
  if (isNoted(product, lot.lotId)) return [];
  const places = lotPlaces(product, lot.lotId);
  const remaining = places.reduce((sum, p) => sum + p.units, 0);
  if (remaining === 0) return [];
  const taken = places.map((p) => ({ lotId: lot.lotId, locationId: p.locationId, delta: -p.units }));
  return [
    {
      type: 'LotReachedSellBy',
      data: {
        lotId: lot.lotId,
        code: lot.code,
        supplier: lot.supplier,
        sellBy: lot.sellBy,
        remaining,
        places,
        valueCents: costOf(product, taken, product.wholesalePriceCents),
        notedAt: metadata.now,
      },
    },
  ];
}

/** The state after a notice: the lot is noted (its stock is untouched: a notice moves no stem). */
export const withNotice = <S extends ProductNotices>(state: S, event: LotReachedSellBy): S => ({
  ...state,
  notedLots: { ...(state.notedLots ?? {}), [event.data.lotId]: event.data.notedAt },
});
