// Issue 20's /flower-catalog-debug: the kinds of catalogue problem found in the read models, and the
// answer of GET /api/catalog-debug that lists them (read-api/catalog-debug).

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

export interface CatalogProblem {
  kind: CatalogProblemKind;
  productId: string;
  sku: string;
  name: string;
  status: string;
  /** What the finding rests on: "stock/minimum", the shared name or barcode, the stock left… */
  detail: string;
  /** Where it is fixed: the product in the inventory screen. */
  fixPath: string;
}

export interface CatalogDebugAnswer {
  items: CatalogProblem[];
  counts: Record<CatalogProblemKind, number>;
  /** Each kind lists at most this many products. */
  maxPerKind: number;
  notes: Partial<Record<CatalogProblemKind, string>>;
}
