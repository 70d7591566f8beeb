import type { AddProduct, ProductCommand, RegisterMovement, UpdateProduct, UpdateStock } from './commands';
import { hasAtMostTwoDecimals, MAX_VASE_LIFE_DAYS, toCents } from './commands';
import { inventoryInvalid as invalidField, productAlreadyExists, productNotFound, INVENTORY_MESSAGES } from './errors';
import { isWithinAmount, isWithinQuantity, outOfBounds } from '../../shared/bounds';
import { illegalState } from '../../shared/errors';
import {
  DEFAULT_LOCATION,
  MOVEMENT_TYPES,
  NO_LOT,
  PRODUCT_STATUSES,
  type ProductDetails,
  type ProductEvent,
  type StockMoved,
} from './events';
import type { KnownProduct, ProductState } from './evolve';
import { checkNotReserved, checkStockBound, effectsOf, ledgerLine, needsReference } from './movement';
import { lineLots, lotsOfMovement, receivedLot } from './lot-movement';
import { takeFromLots } from './lots';
import { noteLotSellBy } from './sell-by-notice';
import { trimmed } from '../../shared/values';

export function decide(command: ProductCommand, state: ProductState): ProductEvent[] {
  switch (command.type) {
    case 'AddProduct':
      return addProduct(command, state);
    case 'UpdateProduct':
      return updateProduct(command, known(state));
    case 'RegisterMovement':
      return registerMovement(command, known(state));
    case 'UpdateStock':
      return updateStock(command, known(state));
    case 'NoteLotSellBy':
      return noteLotSellBy(command, known(state));
    default: {
      const unknown: never = command;
      throw new Error(`unknown product command ${(unknown as ProductCommand).type}`);
    }
  }
}

function known(state: ProductState): KnownProduct {
  if (state.status === 'absent') throw productNotFound();
  return state;
}

const DIRECTIONS: readonly string[] = ['in', 'out'];
const isCount = (n: number) => Number.isInteger(n) && n >= 0;

/** The single category of the form becomes a list (spec 5); duplicates and blanks go. */
function categoriesOf(category: string | undefined, categories: string[] | undefined): string[] {
  const all = [category, ...(categories ?? [])].map(trimmed).filter(Boolean);
  return [...new Set(all)];
}

function checkPrices(price: number | undefined, wholesalePrice: number | null | undefined): void {
  if (price !== undefined && !(Number.isFinite(price) && price > 0))
    throw invalidField('PRODUCT.PRICE_NOT_POSITIVE', 'price');
  if (wholesalePrice != null && !(Number.isFinite(wholesalePrice) && wholesalePrice >= 0)) {
    throw invalidField('PRODUCT.WHOLESALE_NEGATIVE', 'wholesalePrice');
  }
  if (price !== undefined && !hasAtMostTwoDecimals(price)) throw invalidField('PRODUCT.AMOUNT_TOO_PRECISE', 'price');
  if (wholesalePrice != null && !hasAtMostTwoDecimals(wholesalePrice))
    throw invalidField('PRODUCT.AMOUNT_TOO_PRECISE', 'wholesalePrice');
  if (price !== undefined && !isWithinAmount(price)) throw outOfBounds('AMOUNT.TOO_LARGE', 'price');
  if (wholesalePrice != null && !isWithinAmount(wholesalePrice))
    throw outOfBounds('AMOUNT.TOO_LARGE', 'wholesalePrice');
}

/** A quantity past the bound is refused by name (its own rule, e.g. whole and >= 0, comes first). */
function checkQuantityBound(n: number, path: string): void {
  if (!isWithinQuantity(n)) throw outOfBounds('QUANTITY.TOO_LARGE', path);
}

function checkDetails(d: ProductDetails): void {
  if (!d.name) throw invalidField('PRODUCT.NAME_REQUIRED', 'name');
  if (d.categories.length === 0) throw invalidField('PRODUCT.CATEGORY_REQUIRED', 'category');
  if (!isCount(d.minStockLevel)) throw invalidField('PRODUCT.MIN_STOCK_NEGATIVE', 'minStockLevel');
  checkQuantityBound(d.minStockLevel, 'minStockLevel');
  if (!d.location) throw invalidField('PRODUCT.LOCATION_REQUIRED', 'location');
  checkNotReserved(d.location, 'location');
  const life = d.vaseLifeDays ?? null;
  if (life !== null && !(Number.isInteger(life) && life >= 1 && life <= MAX_VASE_LIFE_DAYS))
    throw invalidField('PRODUCT.VASE_LIFE', 'vaseLifeDays');
}

export function addProduct({ data, metadata }: AddProduct, state: ProductState): ProductEvent[] {
  if (state.status !== 'absent') throw productAlreadyExists();
  const sku = trimmed(data.sku);
  if (!sku) throw invalidField('PRODUCT.SKU_REQUIRED', 'sku');
  const details: ProductDetails = {
    name: trimmed(data.name),
    barcode: trimmed(data.barcode) || null,
    description: trimmed(data.description),
    minStockLevel: data.minStockLevel ?? 0,
    categories: categoriesOf(data.category, data.categories),
    images: data.images ?? [],
    location: trimmed(data.location ?? DEFAULT_LOCATION),
    vaseLifeDays: data.vaseLifeDays ?? null,
    requiresLots: data.requiresLots ?? false,
  };
  checkDetails(details);
  // A product cannot be added without a price; checkPrices alone lets a missing one through (updates).
  checkPrices(data.price ?? Number.NaN, data.wholesalePrice);
  const opening = data.currentStock ?? 0;
  if (!isCount(opening)) throw invalidField('PRODUCT.STOCK_NEGATIVE', 'currentStock');
  checkQuantityBound(opening, 'currentStock');
  const status = data.status ?? 'active';
  if (!PRODUCT_STATUSES.includes(status)) throw invalidField('PRODUCT.INVALID_STATUS', 'status');
  const added: ProductEvent = {
    type: 'ProductAdded',
    data: {
      productId: data.productId,
      sku,
      ...details,
      priceCents: toCents(data.price),
      wholesalePriceCents: data.wholesalePrice == null ? null : toCents(data.wholesalePrice),
      status,
      addedAt: metadata.now,
    },
  };
  if (opening === 0) return [added];
  // The opening stock is a ledger line like any other, so the ledger explains every unit; a
  // perishable product's opening stock is a lot received today (the product asks none of it).
  const lot = receivedLot(
    {
      vaseLifeDays: details.vaseLifeDays ?? null,
      requiresLots: false,
      wholesalePriceCents: added.data.wholesalePriceCents,
    },
    undefined,
    metadata.commandId,
    metadata.now.slice(0, 10),
  );
  const openingLine = ledgerLine({
    ...(lot ? { lot, lots: [{ lotId: lot.lotId, locationId: details.location, delta: opening }] } : {}),
    movementId: metadata.commandId,
    type: 'opening',
    quantity: opening,
    locationId: details.location,
    notes: 'Stock inicial',
    effects: [{ locationId: details.location, delta: opening, balanceAfter: opening }],
    movedAt: metadata.now,
  });
  return [added, openingLine];
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

export function updateProduct({ data, metadata }: UpdateProduct, product: KnownProduct): ProductEvent[] {
  if (data.sku !== undefined && trimmed(data.sku) !== product.sku) {
    throw illegalState('PRODUCT.SKU_IMMUTABLE', INVENTORY_MESSAGES['PRODUCT.SKU_IMMUTABLE']);
  }
  const givenCategories = data.category !== undefined || data.categories !== undefined;
  const details: ProductDetails = {
    name: data.name === undefined ? product.name : trimmed(data.name),
    barcode: data.barcode === undefined ? product.barcode : trimmed(data.barcode) || null,
    description: data.description === undefined ? product.description : trimmed(data.description),
    minStockLevel: data.minStockLevel ?? product.minStockLevel,
    categories: givenCategories ? categoriesOf(data.category, data.categories) : product.categories,
    images: data.images ?? product.images,
    location: data.location === undefined ? product.location : trimmed(data.location),
    vaseLifeDays: data.vaseLifeDays === undefined ? product.vaseLifeDays : data.vaseLifeDays,
    requiresLots: data.requiresLots ?? product.requiresLots,
  };
  checkDetails(details);
  checkPrices(data.price, data.wholesalePrice);
  if (data.status !== undefined && !PRODUCT_STATUSES.includes(data.status))
    throw invalidField('PRODUCT.INVALID_STATUS', 'status');

  const events: ProductEvent[] = [];
  const now = metadata.now;
  const detailsChanged =
    details.name !== product.name ||
    details.barcode !== product.barcode ||
    details.description !== product.description ||
    details.minStockLevel !== product.minStockLevel ||
    details.location !== product.location ||
    details.vaseLifeDays !== product.vaseLifeDays ||
    details.requiresLots !== product.requiresLots ||
    !sameList(details.categories, product.categories) ||
    !sameList(details.images, product.images);
  if (detailsChanged) events.push({ type: 'ProductDetailsUpdated', data: { ...details, updatedAt: now } });

  const priceCents = data.price === undefined ? product.priceCents : toCents(data.price);
  const wholesalePriceCents =
    data.wholesalePrice === undefined
      ? product.wholesalePriceCents
      : data.wholesalePrice === null
        ? null
        : toCents(data.wholesalePrice);
  if (priceCents !== product.priceCents || wholesalePriceCents !== product.wholesalePriceCents) {
    const previous = {
      previousPriceCents: product.priceCents,
      previousWholesalePriceCents: product.wholesalePriceCents,
    };
    events.push({
      type: 'ProductPriceChanged',
      data: { priceCents, wholesalePriceCents, ...previous, changedAt: now },
    });
  }
  if (data.status !== undefined && data.status !== product.status) {
    events.push({
      type: 'ProductStatusChanged',
      data: { status: data.status, previousStatus: product.status, changedAt: now },
    });
  }
  return events;
}

export function registerMovement({ data, metadata }: RegisterMovement, product: KnownProduct): StockMoved[] {
  if (!MOVEMENT_TYPES.includes(data.type)) throw invalidField('MOVEMENT.INVALID_TYPE', 'type');
  if (!Number.isInteger(data.quantity) || data.quantity < 1) throw invalidField('MOVEMENT.QUANTITY_MIN', 'quantity');
  checkQuantityBound(data.quantity, 'quantity');
  // Anything but 'in' would otherwise count as shrinkage: a script's 'IN' must not remove units.
  if (data.direction !== undefined && !DIRECTIONS.includes(data.direction))
    throw invalidField('MOVEMENT.INVALID_DIRECTION', 'direction');
  const origin = trimmed(data.locationId) || product.location;
  checkNotReserved(origin, 'locationId');
  const isTransfer = data.type === 'transfer';
  const target = isTransfer ? trimmed(data.targetLocationId) : '';
  if (isTransfer && !target) throw invalidField('MOVEMENT.TARGET_REQUIRED', 'targetLocationId');
  if (isTransfer && target === origin) throw invalidField('MOVEMENT.TARGET_SAME', 'targetLocationId');
  checkNotReserved(target, 'targetLocationId');
  const reference = needsReference(data.type)
    ? { type: trimmed(data.reference?.type), id: trimmed(data.reference?.id) }
    : null;
  if (reference && (!reference.type || !reference.id)) throw invalidField('MOVEMENT.REFERENCE_REQUIRED', 'reference');
  const plan = {
    type: data.type,
    quantity: data.quantity,
    origin,
    target: target || null,
    direction: data.direction ?? 'out',
  };
  const effects = effectsOf(product, plan);
  checkStockBound(product, effects);
  const lots = lineLots(lotsOfMovement(product, data, plan, metadata.now), effects);
  return [
    ledgerLine({
      movementId: data.movementId,
      type: data.type,
      quantity: data.quantity,
      locationId: origin,
      targetLocationId: target || null,
      reference,
      notes: trimmed(data.notes),
      effects,
      movedAt: metadata.now,
      ...lots,
    }),
  ];
}

/** Spec 5 "Stock update": a count at a location, recorded as an adjustment by the difference. */
export function updateStock({ data, metadata }: UpdateStock, product: KnownProduct): StockMoved[] {
  if (!isCount(data.quantity)) throw invalidField('STOCK.QUANTITY_NEGATIVE', 'quantity');
  checkQuantityBound(data.quantity, 'quantity');
  const locationId = trimmed(data.location) || product.location;
  checkNotReserved(locationId, 'location');
  const delta = data.quantity - (product.stock[locationId] ?? 0);
  if (delta === 0) return [];
  checkStockBound(product, [{ locationId, delta, balanceAfter: data.quantity }]);
  // A count short of units took them first-expiring-first-out; units found are "sin lote".
  const taken = delta < 0 ? takeFromLots(product, locationId, -delta) : [];
  const effects = [{ locationId, delta, balanceAfter: data.quantity }];
  const lots = delta < 0 ? taken : [{ lotId: NO_LOT, locationId, delta }];
  const fields = lineLots({ lots, lot: null, cause: null, costCents: null }, effects);
  return [
    ledgerLine({
      movementId: data.movementId,
      type: 'adjustment',
      quantity: Math.abs(delta),
      locationId,
      notes: trimmed(data.notes),
      countedQuantity: data.quantity,
      effects,
      movedAt: metadata.now,
      ...fields,
    }),
  ];
}
