import { z } from 'zod';
import { MOVEMENT_TYPES } from '../../domain/inventory';
import {
  EXPIRING_WITHIN_DAYS,
  LOT_STATUSES,
  MAX_WITHIN_DAYS,
  PRODUCT_SORTS,
  STOCK_STATUSES,
} from '../../domain/inventory';
import { isTimeZone } from '../../domain/shared';
import { minPositionQuery } from '../shared/consistency';

// The query strings of the inventory routes. Anything invalid is a 400 problem naming the field;
// an empty parameter (a form's cleared field) means "not given".

const DAY_MS = 86_400_000;
/** Deeper than this, an offset walks every row before it; narrow the search instead. */
const MAX_OFFSET = 100_000;

const blank = (v: unknown) => (v === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());
const text = (max: number) => optional(z.string().trim().min(1).max(max));

// A bare date is a whole UTC day (the app sends full ISO instants with offset for local days).
const isDateOnly = (s: string) => s.length === 10;
const instant = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);
const startOf = (s: string) => new Date(isDateOnly(s) ? `${s}T00:00:00Z` : s);
const endOf = (s: string) => new Date(startOf(s).getTime() + (isDateOnly(s) ? DAY_MS : 1));

const timeZone = optional(z.string().max(64).refine(isTimeZone, { message: 'zona horaria desconocida' })).transform(
  (tz) => tz ?? 'America/Mexico_City',
);

const pageParams = (maxSize: number, defaultSize: number) => ({
  page: z.preprocess(blank, z.coerce.number().int().min(1).max(1_000_000).default(1)),
  pageSize: z.preprocess(blank, z.coerce.number().int().min(1).max(maxSize).default(defaultSize)),
});
const notTooDeep = (q: { page: number; pageSize: number }) => (q.page - 1) * q.pageSize <= MAX_OFFSET;
const tooDeep = { path: ['page'], message: 'página demasiado lejana; acota la búsqueda con los filtros' };

const listFilter = {
  search: text(200),
  category: text(60),
  stockStatus: optional(z.enum([...STOCK_STATUSES, 'all'])),
  sort: z.preprocess(blank, z.enum(PRODUCT_SORTS).default('name')),
  order: z.preprocess(blank, z.enum(['asc', 'desc']).default('asc')),
  ...minPositionQuery,
};

/**
 * `after` (a product's id) asks for the page that follows that product in the list's order, however
 * deep (keyset); `page` then only numbers the answer. Without it, `page` is an offset, bounded.
 */
export const productListQuery = z
  .object({ ...listFilter, ...pageParams(100, 20), after: text(100) })
  .refine((q) => q.after !== undefined || notTooDeep(q), tooDeep);
export const exportQuery = z.object({ ...listFilter, tz: timeZone });
export const lookupQuery = z.object({ code: z.string().trim().min(1).max(100), ...minPositionQuery });
export const productParams = z.object({ id: z.string().trim().min(1).max(100) });
export const plainQuery = z.object(minPositionQuery);

export const movementQuery = z
  .object({
    productId: text(100),
    type: optional(z.enum([...MOVEMENT_TYPES, 'opening'])),
    from: optional(instant.transform(startOf)),
    to: optional(instant.transform(endOf)),
    ...pageParams(100, 20),
    ...minPositionQuery,
  })
  .refine((q) => !q.from || !q.to || q.from < q.to, { path: ['to'], message: 'to debe ser posterior a from' })
  .refine(notTooDeep, tooDeep);

/** Without a product, stock as of a moment is paged (100 pairs by default, 1000 at most). */
export const stockQuery = z
  .object({
    asOf: optional(z.iso.datetime({ offset: true }).transform((s) => new Date(s))),
    location: text(60),
    productId: text(100),
    ...pageParams(1000, 100),
    ...minPositionQuery,
  })
  .refine(notTooDeep, tooDeep);

export const dashboardQuery = z.object({ tz: timeZone, ...minPositionQuery });

/** Issue 44: days ahead that count as expiring, 0 (today only) to 60. */
const within = z.preprocess(
  blank,
  z.coerce
    .number({ error: 'within debe ser un número de días' })
    .int({ error: 'within debe ser un número entero de días' })
    .min(0, { error: 'within debe estar entre 0 y 60 días' })
    .max(MAX_WITHIN_DAYS, { error: 'within debe estar entre 0 y 60 días' })
    .default(EXPIRING_WITHIN_DAYS),
);
export const productLotsQuery = z.object({ within, ...minPositionQuery });
export const lotsQuery = z.object({
  status: optional(z.enum(LOT_STATUSES, { error: 'status debe ser fresh, expiring o expired' })),
  within,
  location: text(60),
  ...minPositionQuery,
});
