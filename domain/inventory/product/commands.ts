import { z } from 'zod';
import { boundedAmount, boundedQuantity } from '../../shared/bounds';
import type { Command } from '../../shared/decider';
import { hasAtMostTwoDecimals, toCents } from '../../shared/money';
import { CONSIGNED, MOVEMENT_TYPES, NO_LOT, PRODUCT_STATUSES, WASTE_CAUSES } from './events';
import { INVENTORY_MESSAGES as M } from './errors';

// The HTTP bodies (command-api validates them, the app's forms show the same messages) and the
// commands decide() receives. decide() re-checks every rule: commands also come from reactors,
// scripts and the CSV import. Amounts arrive in pesos with at most 2 decimals; events hold centavos.

export { hasAtMostTwoDecimals, toCents };

const tooLong = (max: number) => ({ error: `Máximo ${max} caracteres.` });
const text = (max: number) => z.string().trim().max(max, tooLong(max));
const required = (max: number, error: string) => z.string({ error }).trim().min(1, { error }).max(max, tooLong(max));
/** A blank optional field means "not given" (the default applies), as decide() reads it. */
const blankAsMissing = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());
// The sign is checked before the decimals, so a negative 1.005 is named by its first problem, as decide() does.
const amount = (error: string, ok: (n: number) => boolean) =>
  boundedAmount(
    z
      .number({ error })
      .refine(ok, { error, abort: true })
      .refine(hasAtMostTwoDecimals, { error: M['PRODUCT.AMOUNT_TOO_PRECISE'] }),
  );
const count = (error: string) => boundedQuantity(z.number({ error })).int({ error }).min(0, { error });

const price = amount(M['PRODUCT.PRICE_NOT_POSITIVE'], (n) => n > 0);
const wholesalePrice = amount(M['PRODUCT.WHOLESALE_NEGATIVE'], (n) => n >= 0);
const status = z.enum(PRODUCT_STATUSES, { error: M['PRODUCT.INVALID_STATUS'] });
const categoryName = required(60, M['PRODUCT.CATEGORY_REQUIRED']);
const location = required(60, M['PRODUCT.LOCATION_REQUIRED']).refine((l) => l !== CONSIGNED, {
  error: M['MOVEMENT.LOCATION_RESERVED'],
});
const images = z.array(z.string().trim().min(1).max(2048)).max(20);
const barcode = z.string().trim().max(64);
/** Issue 44: whole days, 1–60 (the longest-lasting cut flowers, orchids and protea, keep a few weeks). */
export const MAX_VASE_LIFE_DAYS = 60;
const vaseLifeDays = z
  .number({ error: M['PRODUCT.VASE_LIFE'] })
  .int({ error: M['PRODUCT.VASE_LIFE'] })
  .min(1, { error: M['PRODUCT.VASE_LIFE'] })
  .max(MAX_VASE_LIFE_DAYS, { error: M['PRODUCT.VASE_LIFE'] });
const isoDay = z.iso.date({ error: M['LOT.CUT_DATE'] });

/** Issue 44: the lot a purchase receives; what it omits comes from the product (vase life) or stays unknown. */
export const lotBody = z
  .object({
    code: text(40).optional().describe('El código del lote (etiqueta del proveedor o del cubo)'),
    supplier: text(80).optional(),
    cutDate: isoDay.optional().describe('Día de corte (aaaa-mm-dd); por defecto, el día en que llega'),
    vaseLifeDays: vaseLifeDays.optional().describe('Días en florero; por defecto, los del producto'),
    unitCost: amount(M['PRODUCT.WHOLESALE_NEGATIVE'], (n) => n >= 0)
      .optional()
      .describe('Costo por tallo; por defecto, el precio mayorista del producto'),
  })
  .strict();

/** Spec 5 "Add product": name, sku, category filled; price > 0; prices and stocks >= 0. */
export const addProductBody = z
  .object({
    productId: z.uuid().optional().describe('Opcional: por defecto se deriva del Idempotency-Key'),
    name: required(120, M['PRODUCT.NAME_REQUIRED']),
    sku: required(64, M['PRODUCT.SKU_REQUIRED']),
    barcode: barcode.optional(),
    description: text(2000).optional(),
    price: price.describe('Precio de venta en pesos (MXN), 2 decimales como máximo'),
    wholesalePrice: wholesalePrice.nullable().optional(),
    currentStock: count(M['PRODUCT.STOCK_NEGATIVE'])
      .default(0)
      .describe('Stock inicial: se registra como movimiento de apertura'),
    minStockLevel: count(M['PRODUCT.MIN_STOCK_NEGATIVE']).default(0),
    category: blankAsMissing(categoryName).describe('La categoría del formulario; se guarda como lista (spec 5)'),
    categories: z.array(categoryName).max(10).optional(),
    status: status.default('active'),
    images: images.default([]),
    location: location.optional(),
    vaseLifeDays: vaseLifeDays
      .nullable()
      .optional()
      .describe('Vida en florero por defecto (días); null: no perecedero'),
    requiresLots: z.boolean().optional().describe('Toda compra debe indicar su lote'),
  })
  .strict()
  .refine((b) => Boolean(b.category) || (b.categories?.length ?? 0) > 0, {
    error: M['PRODUCT.CATEGORY_REQUIRED'],
    path: ['category'],
  });

/** PATCH: any subset of the details, price and status. The SKU is the product's key and stays. */
export const updateProductBody = z
  .object({
    name: required(120, M['PRODUCT.NAME_REQUIRED']),
    sku: z.string().trim().max(64),
    barcode: barcode.nullable(),
    description: text(2000),
    price,
    wholesalePrice: wholesalePrice.nullable(),
    minStockLevel: count(M['PRODUCT.MIN_STOCK_NEGATIVE']),
    category: categoryName,
    categories: z.array(categoryName).min(1, { error: M['PRODUCT.CATEGORY_REQUIRED'] }).max(10),
    status,
    images,
    location,
    vaseLifeDays: vaseLifeDays.nullable(),
    requiresLots: z.boolean(),
  })
  .partial()
  .strict();

const reference = z.object({ type: text(40), id: text(100) }).strict();

/** Spec 5 "Movement". `direction` only matters for an adjustment (default: out, i.e. shrinkage). */
export const registerMovementBody = z
  .object({
    movementId: z.uuid().optional().describe('Opcional: por defecto se deriva del Idempotency-Key'),
    productId: z.uuid({ error: M['MOVEMENT.PRODUCT_REQUIRED'] }),
    type: z.enum(MOVEMENT_TYPES, { error: M['MOVEMENT.INVALID_TYPE'] }),
    quantity: boundedQuantity(z.number({ error: M['MOVEMENT.QUANTITY_MIN'] }))
      .int({ error: M['MOVEMENT.QUANTITY_MIN'] })
      .min(1, { error: M['MOVEMENT.QUANTITY_MIN'] }),
    locationId: blankAsMissing(location).describe('Origen; por defecto la ubicación del producto'),
    targetLocationId: text(60)
      .refine((l) => l !== CONSIGNED, { error: M['MOVEMENT.LOCATION_RESERVED'] })
      .optional()
      .describe('Destino (solo transferencias)'),
    reference: reference
      .optional()
      .describe('Obligatoria para sale, consignment_out, consignment_sold y consignment_return'),
    notes: text(500).optional(),
    direction: z
      .enum(['in', 'out'], { error: M['MOVEMENT.INVALID_DIRECTION'] })
      .optional()
      .describe('Solo ajustes: in suma, out resta (por defecto)'),
    lot: lotBody.optional().describe('Solo compras: el lote que se recibe'),
    lotId: z
      .union([z.uuid(), z.literal(NO_LOT)], { error: M['LOT.NOT_FOUND'] })
      .optional()
      .describe('De (o a) qué lote; por defecto, el que vence primero'),
    cause: z
      .enum(WASTE_CAUSES, { error: M['WASTE.CAUSE_REQUIRED'] })
      .optional()
      .describe('Solo mermas: expired | damaged | quality | unsold_event | other'),
  })
  .strict();

/** Spec 5 "Stock update": the quantity counted at a location (min 0). */
export const updateStockBody = z
  .object({
    quantity: count(M['STOCK.QUANTITY_NEGATIVE']),
    location: blankAsMissing(location),
    notes: text(500).optional(),
  })
  .strict();

export type AddProductBody = z.input<typeof addProductBody>;
export type UpdateProductBody = z.infer<typeof updateProductBody>;
export type RegisterMovementBody = z.infer<typeof registerMovementBody>;
export type UpdateStockBody = z.infer<typeof updateStockBody>;

export type AddProduct = Command<'AddProduct', z.infer<typeof addProductBody> & { productId: string }>;
export type UpdateProduct = Command<'UpdateProduct', UpdateProductBody>;
export type RegisterMovement = Command<
  'RegisterMovement',
  Omit<RegisterMovementBody, 'productId'> & {
    movementId: string;
    /** The shop's day (its time zone) when a lot arrives; default: the UTC day of the command. */
    receivedOn?: string;
  }
>;
export type UpdateStock = Command<'UpdateStock', UpdateStockBody & { movementId: string }>;
/** Issue 44: note a lot the morning it reaches its sell-by (sell-by-notice.ts). */
export type NoteLotSellBy = Command<
  'NoteLotSellBy',
  {
    lotId: string;
    /** The shop's day (its time zone); default: the UTC day of the command. */
    today?: string;
  }
>;

export type ProductCommand = AddProduct | UpdateProduct | RegisterMovement | UpdateStock | NoteLotSellBy;
