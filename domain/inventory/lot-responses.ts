import { z } from 'zod';
import { NO_LOT } from './product/events';

// Issue 44: what the read-api answers about lots, shared with the app. Amounts in the shop's display
// unit (2 decimals), quantities in units, days as 'yyyy-mm-dd' in the shop's time zone.

export const LOT_STATUSES = ['fresh', 'expiring', 'expired'] as const;
export type LotStatusName = (typeof LOT_STATUSES)[number];
/** Days ahead a lot counts as expiring when the asker does not say (?within). */
export const EXPIRING_WITHIN_DAYS = 2;
/** The furthest ?within may look ahead. */
export const MAX_WITHIN_DAYS = 60;
/** How many lots /api/inventory/lots lists at most (the totals count them all). */
export const LOT_LIST_LIMIT = 500;

const Day = z.string().describe('yyyy-mm-dd');

/** One lot at one place with what is left of it; "sin lote" (lotId 'sin-lote') has no dates, code nor cost. */
export const LotView = z.object({
  lotId: z.string().describe(`El id del movimiento que lo recibió, o '${NO_LOT}'`),
  code: z.string().nullable(),
  supplier: z.string().nullable(),
  /** The shop's day it arrived (received_on). */
  receivedAt: Day.nullable(),
  cutDate: Day.nullable(),
  sellBy: Day.nullable(),
  vaseLifeDays: z.number().int().nullable(),
  remaining: z.number().int(),
  unitCost: z.number().nullable(),
  locationId: z.string(),
  /** Against the shop's today: expired after its sell-by, expiring within ?within days of it. */
  status: z.enum(LOT_STATUSES),
});
export type LotView = z.infer<typeof LotView>;

/** GET /api/inventory/products/:id/lots — the product's lots with units, first to go first. */
export const ProductLotsView = z.object({
  productId: z.string(),
  name: z.string(),
  sku: z.string(),
  today: Day,
  within: z.number().int(),
  /** The earliest sell-by of its lots with units at our locations; null when none has one. */
  nextSellBy: Day.nullable(),
  items: z.array(LotView),
});
export type ProductLotsView = z.infer<typeof ProductLotsView>;

/** A lot of the shop's list, with its product and what its units cost. */
export const ShopLotView = LotView.extend({
  productId: z.string(),
  productName: z.string(),
  sku: z.string(),
  /** remaining × unitCost; null when the lot has no cost. */
  value: z.number().nullable(),
});
export type ShopLotView = z.infer<typeof ShopLotView>;

/** GET /api/inventory/lots?status&within&location — lots with units, by sell-by, and their totals. */
export const ShopLotList = z.object({
  today: Day,
  within: z.number().int(),
  items: z.array(ShopLotView),
  /** Over every lot the filter matches (items stop at LOT_LIST_LIMIT). */
  totals: z.object({ lots: z.number().int(), units: z.number().int(), value: z.number() }),
});
export type ShopLotList = z.infer<typeof ShopLotList>;
