import { command, specFor, specMetadata } from '../shared/given-when-then';
import type { AddProduct, ProductCommand, RegisterMovement, UpdateProduct, UpdateStock } from './product/commands';
import { CONSIGNED, DEFAULT_LOCATION, type ProductAdded, type StockEffect, type StockMoved } from './product/events';
import { productDecider } from './index';

// The shop's sample product and its ledger lines, shared by the inventory specs (never by the app).

export const spec = specFor(productDecider);
export const NOW = specMetadata.now;
/** The opening line of an added product takes the command's id. */
export const ADD_COMMAND_ID = specMetadata.commandId;
export const PRODUCT_ID = '7a1c6a52-5d0e-4c1b-9a55-000000000001';
export const MOVEMENT_ID = '7a1c6a52-5d0e-4c1b-9a55-0000000000aa';
export const HOME = DEFAULT_LOCATION;
export const SHOP = 'Tienda centro';

type AddData = AddProduct['data'];
/** A red rose as the add-product form sends it; each spec changes only what it is about. */
export const addProduct = (over: Partial<AddData> = {}): ProductCommand =>
  command('AddProduct', {
    productId: PRODUCT_ID,
    name: 'Rosa roja',
    sku: 'ROS-001',
    price: 25.5,
    currentStock: 0,
    minStockLevel: 5,
    category: 'Rosas',
    status: 'active',
    images: [],
    ...over,
  } as AddData);

/** For what the types forbid but a CSV row or a script may still send. */
export const addProductUntyped = (over: Record<string, unknown>): ProductCommand =>
  addProduct(over as Partial<AddData>);

export const updateProduct = (data: Record<string, unknown>): ProductCommand =>
  command('UpdateProduct', data as UpdateProduct['data']);

type MovementData = RegisterMovement['data'];
export const registerMovement = (data: Omit<MovementData, 'movementId'> & Partial<MovementData>): ProductCommand =>
  command('RegisterMovement', { movementId: MOVEMENT_ID, ...data });

type StockData = UpdateStock['data'];
export const updateStock = (data: Omit<StockData, 'movementId'> & Partial<StockData>): ProductCommand =>
  command('UpdateStock', { movementId: MOVEMENT_ID, ...data });

export const productAdded = (over: Partial<ProductAdded['data']> = {}): ProductAdded => ({
  type: 'ProductAdded',
  data: {
    productId: PRODUCT_ID,
    sku: 'ROS-001',
    name: 'Rosa roja',
    barcode: null,
    description: '',
    minStockLevel: 5,
    categories: ['Rosas'],
    images: [],
    location: HOME,
    vaseLifeDays: null,
    requiresLots: false,
    priceCents: 2550,
    wholesalePriceCents: null,
    status: 'active',
    addedAt: NOW,
    ...over,
  },
});

export const effect = (locationId: string, delta: number, balanceAfter: number): StockEffect => ({
  locationId,
  delta,
  balanceAfter,
});

type LineData = StockMoved['data'];
/** A ledger line with the neutral values a plain movement has. */
export const stockMoved = (line: Pick<LineData, 'type' | 'quantity' | 'effects'> & Partial<LineData>): StockMoved => ({
  type: 'StockMoved',
  data: {
    movementId: MOVEMENT_ID,
    locationId: HOME,
    targetLocationId: null,
    reference: null,
    notes: '',
    countedQuantity: null,
    movedAt: NOW,
    ...line,
  },
});

/** History: `units` bought into an empty location. */
export const bought = (units: number, locationId = HOME): StockMoved =>
  stockMoved({ type: 'purchase', quantity: units, locationId, effects: [effect(locationId, units, units)] });

/** History: `units` placed with a partner out of a location that held `before`. */
export const consignedOut = (units: number, before: number, consignedBefore = 0): StockMoved =>
  stockMoved({
    type: 'consignment_out',
    quantity: units,
    reference: { type: 'agreement', id: 'AG-1' },
    effects: [effect(HOME, -units, before - units), effect(CONSIGNED, units, consignedBefore + units)],
  });
