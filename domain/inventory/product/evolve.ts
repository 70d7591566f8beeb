import { CONSIGNED, type LotReachedSellBy, type ProductDetails, type ProductEvent, type ProductStatus } from './events';
import { lotEffectsOf, withLotEffects, type ProductLots } from './lots';

export interface KnownProduct extends ProductDetails, ProductLots, ProductNotices {
  vaseLifeDays: number | null;
  requiresLots: boolean;
  status: ProductStatus;
  productId: string;
  sku: string;
  priceCents: number;
  wholesalePriceCents: number | null;
  /** Units per location of ours; a location that was emptied stays with 0. */
  stock: Record<string, number>;
  /** Units placed with consignment partners, not yet sold or returned. */
  consigned: number;
}

export type ProductState = { status: 'absent' } | KnownProduct;

export const initialProduct = (): ProductState => ({ status: 'absent' });

export function evolve(state: ProductState, event: ProductEvent): ProductState {
  switch (event.type) {
    case 'ProductAdded': {
      const { addedAt: _, ...product } = event.data;
      return { ...product, ...perishable(product), stock: {}, consigned: 0, lots: {}, lotStock: {} };
    }
    default:
      return state.status === 'absent' ? state : evolveKnown(state, event);
  }
}

function evolveKnown(state: KnownProduct, event: ProductEvent): KnownProduct {
  switch (event.type) {
    case 'ProductDetailsUpdated': {
      const { updatedAt: _, ...details } = event.data;
      return { ...state, ...details, ...perishable(details) };
    }
    case 'ProductPriceChanged':
      return {
        ...state,
        priceCents: event.data.priceCents,
        wholesalePriceCents: event.data.wholesalePriceCents,
      };
    case 'ProductStatusChanged':
      return { ...state, status: event.data.status };
    case 'StockMoved': {
      // The event says what was left at each place; the state takes it rather than re-adding.
      const stock = { ...state.stock };
      let consigned = state.consigned;
      for (const effect of event.data.effects) {
        if (effect.locationId === CONSIGNED) consigned = effect.balanceAfter;
        else stock[effect.locationId] = effect.balanceAfter;
      }
      const lots = event.data.lot ? { ...state.lots, [event.data.lot.lotId]: event.data.lot } : state.lots;
      return { ...state, stock, consigned, lots, lotStock: withLotEffects(state.lotStock, lotEffectsOf(event.data)) };
    }
    case 'LotReachedSellBy':
      return withNotice(state, event);
    default:
      // Total: an event type this version does not know (written by a newer one) changes nothing.
      return state;
  }
}

/** Details written before issue 44 have no vase life and ask for no lots. */
const perishable = (d: ProductDetails) => ({
  vaseLifeDays: d.vaseLifeDays ?? null,
  requiresLots: d.requiresLots ?? false,
});

/** Units at our locations: what can be sold, moved or consigned. */
export const totalStock = (product: KnownProduct) => Object.values(product.stock).reduce((sum, n) => sum + n, 0);

/** The lots the product already noted, by id → when. Absent on states from before notices (none noted). */
export interface ProductNotices {
  notedLots?: Record<string, string>;
}

/** The state after a notice: the lot is noted (its stock is untouched: a notice moves no stem). */
export const withNotice = <S extends ProductNotices>(state: S, event: LotReachedSellBy): S => ({
  ...state,
  notedLots: { ...(state.notedLots ?? {}), [event.data.lotId]: event.data.notedAt },
});
