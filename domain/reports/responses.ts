import { z } from 'zod';
import { AGREEMENT_STATUSES } from '../consignment/agreement/events';
import { Instant } from '../shared/responses';
import { FRESHNESS_REPORTS, SuppliersReport, WasteReport } from './freshness';

// What GET /api/reports/:type answers (spec 2.6): every section of the screen, the period it was
// resolved to, and the position its figures stand at, so the same report can be taken again later.
// Each answer is a zod schema (the route serialises with it, the OpenAPI document publishes it) and
// its type is inferred under the same name, for the app.

export const REPORT_TYPES = ['inventory', 'consignment', 'combined'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
/** Every report a ReportView can be: the `:type` ones and issue 44's waste and suppliers. */
export const REPORT_KINDS = [...REPORT_TYPES, ...FRESHNESS_REPORTS] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_PERIODS = ['all', 'today', 'week', 'month', 'quarter', 'year', 'custom'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** Spec (issue 13): the shop's time zone is configurable; this is its default. */
export const DEFAULT_SHOP_TIME_ZONE = 'America/New_York';

/** Spec 9: the low-stock table and the top consignment products show 10 rows each. */
export const REPORT_TOP_ROWS = 10;

/** Money in pesos; a sum a JavaScript number cannot hold exactly is null. */
const Sum = z.number().nullable();
const Count = z.number().int();

/** The inventory section. Money in pesos; a sum a JavaScript number cannot hold exactly is null. */
export const InventoryReport = z.object({
  summary: z.object({
    totalProducts: Count,
    /** Units in stock over every product. */
    totalUnits: z.number(),
    /** Σ stock × price at the snapshot. */
    totalValue: Sum,
    lowStock: Count,
    outOfStock: Count,
    /** Movements that occurred inside the period, and the units they brought in and took out. */
    movements: Count,
    unitsIn: z.number(),
    unitsOut: z.number(),
  }),
  /** The category distribution chart: each product under its first category. */
  categories: z.array(z.object({ category: z.string(), products: Count, units: z.number(), value: Sum })),
  /** Products at or under their minimum (out of stock first), at most REPORT_TOP_ROWS. */
  lowStock: z.array(
    z.object({
      productId: z.string(),
      sku: z.string(),
      name: z.string(),
      category: z.string(),
      currentStock: z.number(),
      minStockLevel: z.number(),
      price: z.number(),
    }),
  ),
});
export type InventoryReport = z.infer<typeof InventoryReport>;

/** An agreement's status as the report counts it: the consignment area's own. */
export type ReportAgreementStatus = (typeof AGREEMENT_STATUSES)[number];

/** The consignment section: agreements whose start date falls in the period, as they stood at the snapshot. */
export const ConsignmentReport = z.object({
  summary: z.object({
    totalAgreements: Count,
    active: Count,
    partners: Count,
    totalValue: Sum,
    soldValue: Sum,
    commissionTotal: Sum,
    netValue: Sum,
    /** soldValue / totalValue × 100, one decimal; 0 when nothing was consigned (the gauge). */
    salesPercentage: z.number(),
  }),
  /** The agreement status bars: every status, zero included, in this order. */
  statuses: z.array(z.object({ status: z.enum(AGREEMENT_STATUSES), agreements: Count, totalValue: Sum })),
  /** The per-partner table, by total value, largest first. */
  partners: z.array(
    z.object({
      partnerId: z.string(),
      businessName: z.string(),
      agreements: Count,
      active: Count,
      totalValue: Sum,
      soldValue: Sum,
      commissionTotal: Sum,
      netValue: Sum,
      salesPercentage: z.number(),
    }),
  ),
});
export type ConsignmentReport = z.infer<typeof ConsignmentReport>;

/** The combined report's top consignment products: by value sold, at most REPORT_TOP_ROWS. */
export const TopConsignmentProduct = z.object({
  productId: z.string(),
  sku: z.string(),
  name: z.string(),
  consignedQuantity: z.number(),
  soldQuantity: z.number(),
  returnedQuantity: z.number(),
  soldValue: Sum,
  salesPercentage: z.number(),
});
export type TopConsignmentProduct = z.infer<typeof TopConsignmentProduct>;

export const ReportView = z.object({
  type: z.enum(REPORT_KINDS),
  period: z.enum(REPORT_PERIODS),
  /** The period resolved to days of the shop's time zone, both inclusive; null for 'all'. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  timeZone: z.string(),
  /** The moment the snapshot figures stand at when one was asked for (or the period ended before now). */
  asOf: Instant.nullable(),
  /**
   * The number of events of the whole store, in commit order, the figures stand on (the
   * projections' ordinal): the same on every rebuild and on every event store, so passing it back
   * as `position` reproduces the report exactly.
   */
  position: z.string(),
  /** When the server computed it (not part of the figures; exports print the position instead). */
  computedAt: Instant,
  inventory: InventoryReport.optional(),
  consignment: ConsignmentReport.optional(),
  /** Combined only. */
  topConsignmentProducts: z.array(TopConsignmentProduct).optional(),
  /** GET /api/reports/waste only. */
  waste: WasteReport.optional(),
  /** GET /api/reports/suppliers only. */
  suppliers: SuppliersReport.optional(),
});
export type ReportView = z.infer<typeof ReportView>;
