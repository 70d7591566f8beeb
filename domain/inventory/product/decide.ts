import type { AddProduct, ProductCommand, UpdateProduct } from './commands';
import { hasAtMostTwoDecimals, MAX_VASE_LIFE_DAYS, toCents } from './commands';
import { inventoryInvalid as invalidField, productAlreadyExists, productNotFound, INVENTORY_MESSAGES } from './errors';
import { isWithinAmount, outOfBounds } from '../../shared/bounds';
import { illegalState } from '../../shared/errors';
import { DEFAULT_LOCATION, PRODUCT_STATUSES, type ProductDetails, type ProductEvent } from './events';
import type { KnownProduct, ProductState } from './evolve';
import { checkNotReserved, checkQuantityBound, isCount, ledgerLine } from './movement';
import { receivedLot } from './lot-movement';
import { registerMovement, updateStock } from './stock-commands';
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
