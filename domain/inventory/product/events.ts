import type { DomainEvent } from '../../shared/decider';

// The product's stream (`product-<uuid>`) holds its details and every unit that ever moved at any
// of our locations, so the ledger explains every unit and stock as of any moment is a replay.

export const PRODUCT_STATUSES = ['active', 'inactive', 'discontinued'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** Spec 5 "Movement": purchase (Compra), sale, adjustment, return, transfer and the consignment three. */
export const MOVEMENT_TYPES = [
  'purchase',
  'sale',
  'adjustment',
  'return',
  'transfer',
  'consignment_out',
  'consignment_sold',
  'consignment_return',
] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];
/** The types that must name what caused them (spec 5); others drop the reference. */
export const REFERENCED_TYPES: readonly MovementType[] = [
  'sale',
  'consignment_out',
  'consignment_sold',
  'consignment_return',
];
/** A ledger line is a registered movement, or the opening stock recorded when the product is added. */
export type LedgerEntryType = MovementType | 'opening';

/** Where stock lives when nobody says otherwise. Locations are free-text names chosen by the staff. */
export const DEFAULT_LOCATION = 'Almacén principal';

export interface MovementReference {
  type: string;
  id: string;
}

/** What one movement did at one place: units in (+) or out (−), and what was left there after it. */
export interface StockEffect {
  /** A location of ours, or CONSIGNED: units on partners' shelves, still ours until sold. */
  locationId: string;
  delta: number;
  balanceAfter: number;
}
/** The pseudo-location of units placed with consignment partners (out → here, sold/return ← here). */
export const CONSIGNED = 'consignación';

export interface ProductDetails {
  name: string;
  barcode: string | null;
  description: string;
  minStockLevel: number;
  categories: string[];
  images: string[];
  /** The product's home location: where the opening stock goes and movements default to. */
  location: string;
}

export type ProductAdded = DomainEvent<
  'ProductAdded',
  ProductDetails & {
    productId: string;
    sku: string;
    priceCents: number;
    wholesalePriceCents: number | null;
    status: ProductStatus;
    addedAt: string;
  }
>;
/** Carries the details after the change, whole, so a reader never merges partial updates. */
export type ProductDetailsUpdated = DomainEvent<'ProductDetailsUpdated', ProductDetails & { updatedAt: string }>;
export type ProductPriceChanged = DomainEvent<
  'ProductPriceChanged',
  {
    priceCents: number;
    wholesalePriceCents: number | null;
    previousPriceCents: number;
    previousWholesalePriceCents: number | null;
    changedAt: string;
  }
>;
export type ProductStatusChanged = DomainEvent<
  'ProductStatusChanged',
  { status: ProductStatus; previousStatus: ProductStatus; changedAt: string }
>;

/**
 * One ledger line. `quantity` is what the staff typed (>= 1); `effects` is what it did, with the
 * balance left at each place, so the stock as of any moment is the last balanceAfter before it.
 * `countedQuantity` is set when the line came from a stock update (a count): the adjustment is the
 * difference to it.
 */
export type StockMoved = DomainEvent<
  'StockMoved',
  {
    movementId: string;
    type: LedgerEntryType;
    quantity: number;
    locationId: string;
    targetLocationId: string | null;
    reference: MovementReference | null;
    notes: string;
    countedQuantity: number | null;
    effects: StockEffect[];
    movedAt: string;
  }
>;

export type ProductEvent =
  ProductAdded | ProductDetailsUpdated | ProductPriceChanged | ProductStatusChanged | StockMoved;
export const PRODUCT_EVENT_TYPES: ProductEvent['type'][] = [
  'ProductAdded',
  'ProductDetailsUpdated',
  'ProductPriceChanged',
  'ProductStatusChanged',
  'StockMoved',
];

export const PRODUCT_STREAM_PREFIX = 'product-';
export const productStream = (productId: string) => `${PRODUCT_STREAM_PREFIX}${productId}`;
export const productIdOfStream = (streamId: string): string | undefined =>
  streamId.startsWith(PRODUCT_STREAM_PREFIX) ? streamId.slice(PRODUCT_STREAM_PREFIX.length) : undefined;
