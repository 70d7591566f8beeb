import { z } from 'zod';

// Issue 20's /flower-catalog-debug: the kinds of catalogue problem found in the read models, and the
// answer of GET /api/catalog-debug that lists them (read-api/catalog-debug), as a zod schema with
// its type inferred under the same name.

export const CATALOG_PROBLEM_KINDS = [
  'no-image',
  'no-price',
  'no-category',
  'duplicate-name',
  'duplicate-barcode',
  'below-minimum',
  'inactive-with-stock',
] as const;
export type CatalogProblemKind = (typeof CATALOG_PROBLEM_KINDS)[number];
const ProblemKind = z.enum(CATALOG_PROBLEM_KINDS);

export const CatalogProblem = z.object({
  kind: ProblemKind,
  productId: z.string(),
  sku: z.string(),
  name: z.string(),
  status: z.string(),
  /** What the finding rests on: "stock/minimum", the shared name or barcode, the stock left… */
  detail: z.string(),
  /** Where it is fixed: the product in the inventory screen. */
  fixPath: z.string(),
});
export type CatalogProblem = z.infer<typeof CatalogProblem>;

export const CatalogDebugAnswer = z.object({
  items: z.array(CatalogProblem),
  counts: z.record(ProblemKind, z.number().int()),
  /** Each kind lists at most this many products. */
  maxPerKind: z.number().int(),
  notes: z.partialRecord(ProblemKind, z.string()),
});
export type CatalogDebugAnswer = z.infer<typeof CatalogDebugAnswer>;
