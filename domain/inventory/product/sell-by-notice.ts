import { illegalState } from '../../shared/errors';
import type { NoteLotSellBy } from './commands';
import { CONSIGNED, type LotPlace, type LotReachedSellBy } from './events';
import { INVENTORY_MESSAGES, inventoryInvalid } from './errors';
import type { KnownProduct, ProductNotices } from './evolve';
import { costOf } from './lots';

// Issue 44: the morning a lot reaches its sell-by (its last day for sale), the warehouse is told:
// which lot, from whom, how many stems are still ours and what they cost. A clock-driven worker
// (reactors/lot-sell-by-notices) asks; the product answers, and answers once per lot — a lot it
// already noted decides nothing — so two workers, a restart or a replay never tell it twice.

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
