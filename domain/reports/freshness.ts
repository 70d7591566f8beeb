import { z } from 'zod';
import { WASTE_CAUSES } from '../inventory/product/events';

// Issue 44's two reports: what was thrown away (by cause, product, supplier and day) against what was
// bought, and what each supplier's stems really lasted. They are served by GET /api/reports/waste and
// /api/reports/suppliers, as ReportView's `waste` and `suppliers` sections (responses.ts), so they
// share the other reports' period, asOf, position and exports.

/** The reports of freshness, beside the `:type` reports (their own routes: waste takes `cause`). */
export const FRESHNESS_REPORTS = ['waste', 'suppliers'] as const;
export type FreshnessReport = (typeof FRESHNESS_REPORTS)[number];

const Count = z.number().int();
/** Money in pesos; a sum a JavaScript number cannot hold exactly is null. */
const Sum = z.number().nullable();
/** A share in percent, one decimal (12.5 = 12.5 %); null when there is nothing to divide by. */
const Share = z.number().nullable();

/** Units and cost wasted, and their share of the units and cost purchased in the same scope and period. */
const Wasted = {
  units: Count,
  cost: Sum,
  /** Waste units ÷ purchased units × 100. */
  unitsPct: Share,
  /** Waste cost ÷ purchase cost × 100. */
  costPct: Share,
};

/**
 * Where wasted stems came from: a supplier's lots, lots received without a supplier
 * (`supplier` null, `noLot` false: "Sin proveedor"), or stock kept without lots ("Sin lote").
 */
const Source = { supplier: z.string().nullable(), noLot: z.boolean() };

export const WasteReport = z.object({
  /** The cause asked for (?cause); null: every cause. */
  cause: z.enum(WASTE_CAUSES).nullable(),
  summary: z.object({
    ...Wasted,
    /** Waste movements in the period. */
    movements: Count,
    purchasedUnits: Count,
    purchaseCost: Sum,
  }),
  /** Every cause, zero included, in WASTE_CAUSES order; shares of all the period's purchases. */
  byCause: z.array(z.object({ cause: z.enum(WASTE_CAUSES), ...Wasted })),
  /** Products with waste, costliest first; shares of that product's purchases. */
  byProduct: z.array(z.object({ productId: z.string(), sku: z.string(), name: z.string(), ...Wasted })),
  /** Sources with waste, costliest first; shares of what that source supplied. */
  bySupplier: z.array(z.object({ ...Source, ...Wasted })),
  /** The shop's days with waste, oldest first; shares of all the period's purchases. */
  byDay: z.array(z.object({ day: z.string(), ...Wasted })),
});
export type WasteReport = z.infer<typeof WasteReport>;

const SupplierFigures = {
  /** Lots received from it in the period. */
  lots: Count,
  /** Stems received (purchased) in the period. */
  received: Count,
  /** Stems of its lots sold in the period (counter, orders, consignment sales). */
  sold: Count,
  /** Stems of its lots wasted in the period. */
  wasted: Count,
  /** Stems of its lots still ours at the snapshot (on partners' shelves included). */
  onHand: Count,
  /**
   * Realised vase life: the average of (day sold or wasted − day received) over the stems that left
   * in the period, weighted by stems, one decimal; null when none left.
   */
  vaseLifeDays: z.number().nullable(),
  /** Wasted ÷ received × 100; null when nothing was received. */
  wastePct: Share,
};

export const SuppliersReport = z.object({
  summary: z.object({ suppliers: Count, ...SupplierFigures }),
  /** One row per supplier (null: lots received without one), most stems received first. */
  suppliers: z.array(z.object({ supplier: z.string().nullable(), ...SupplierFigures })),
});
export type SuppliersReport = z.infer<typeof SuppliersReport>;

/** units ÷ total × 100, one decimal; null when the total is 0. Exact on bigints (centavos). */
export function shareOf(part: bigint, total: bigint): number | null {
  if (total <= 0n) return null;
  return Number((part * 1000n + total / 2n) / total) / 10;
}
