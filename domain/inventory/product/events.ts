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
  'waste',
] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

/** Issue 44: why stems were thrown away unsold. */
export const WASTE_CAUSES = ['expired', 'damaged', 'quality', 'unsold_event', 'other'] as const;
export type WasteCause = (typeof WASTE_CAUSES)[number];
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
  /** Issue 44: days a stem lasts in the vase from its cut (or receipt); null or absent: not perishable. */
  vaseLifeDays?: number | null;
  /** Issue 44: every purchase must say its lot (supplier, cut date, vase life); absent: false. */
  requiresLots?: boolean;
}

/** The lot every unit that came without one belongs to, one per location (stock from before lots). */
export const NO_LOT = 'sin-lote';

/**
 * Issue 44: a lot as it was received. Its id is the receiving movement's id. `sellBy` is the last day
 * it may be sold (cut date, else the shop's day of receipt, plus the vase life).
 */
export interface LotReceived {
  lotId: string;
  code: string | null;
  supplier: string | null;
  cutDate: string | null;
  vaseLifeDays: number;
  unitCostCents: number | null;
  /** The shop's day it arrived (yyyy-mm-dd). */
  receivedOn: string;
  sellBy: string;
}

/** Units of one lot in (+) or out (−) of one place; NO_LOT for units that came without a lot. */
export interface LotEffect {
  lotId: string;
  locationId: string;
  delta: number;
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
    /**
     * Issue 44: the lots each effect took or filled, in first-expiring-first-out order. Absent on
     * events written before lots: read as NO_LOT at each effect's place (see lots.ts lotEffectsOf).
     */
    lots?: LotEffect[];
    /** The lot this movement received (a purchase, or the opening stock), if any. */
    lot?: LotReceived | null;
    /** Waste only: why. */
    cause?: WasteCause | null;
    /** What the units that left cost (Σ quantity × the lot's unit cost; the wholesale price for units of a lot without one). */
    costCents?: number | null;
  }
>;

/** Issue 44: the morning a lot reaches its sell-by (reactors/sell-by-notices; decided in sell-by-notice.ts). */
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

export type ProductEvent =
  ProductAdded | ProductDetailsUpdated | ProductPriceChanged | ProductStatusChanged | StockMoved | LotReachedSellBy;
/**
 * The types the product's read models fold. LotReachedSellBy (issue 44) is not one: a notice changes
 * no detail, price or stock, and the lots' read model and the audit follow it by name.
 */
export const PRODUCT_EVENT_TYPES: Exclude<ProductEvent['type'], 'LotReachedSellBy'>[] = [
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
