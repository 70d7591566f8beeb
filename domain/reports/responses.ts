// What GET /api/reports/:type answers (spec 2.6): every section of the screen, the period it was
// resolved to, and the position its figures stand at, so the same report can be taken again later.

export const REPORT_TYPES = ['inventory', 'consignment', 'combined'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const REPORT_PERIODS = ['all', 'today', 'week', 'month', 'quarter', 'year', 'custom'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** Spec (issue 13): the shop's time zone is configurable; this is its default. */
export const DEFAULT_SHOP_TIME_ZONE = 'America/New_York';

/** Spec 9: the low-stock table and the top consignment products show 10 rows each. */
export const REPORT_TOP_ROWS = 10;

/** The inventory section. Money in pesos; a sum a JavaScript number cannot hold exactly is null. */
export interface InventoryReport {
  summary: {
    totalProducts: number;
    /** Units in stock over every product. */
    totalUnits: number;
    /** Σ stock × price at the snapshot. */
    totalValue: number | null;
    lowStock: number;
    outOfStock: number;
    /** Movements that occurred inside the period, and the units they brought in and took out. */
    movements: number;
    unitsIn: number;
    unitsOut: number;
  };
  /** The category distribution chart: each product under its first category. */
  categories: { category: string; products: number; units: number; value: number | null }[];
  /** Products at or under their minimum (out of stock first), at most REPORT_TOP_ROWS. */
  lowStock: {
    productId: string;
    sku: string;
    name: string;
    category: string;
    currentStock: number;
    minStockLevel: number;
    price: number;
  }[];
}

export type ReportAgreementStatus = 'active' | 'completed' | 'cancelled' | 'settled';

/** The consignment section: agreements whose start date falls in the period, as they stood at the snapshot. */
export interface ConsignmentReport {
  summary: {
    totalAgreements: number;
    active: number;
    partners: number;
    totalValue: number | null;
    soldValue: number | null;
    commissionTotal: number | null;
    netValue: number | null;
    /** soldValue / totalValue × 100, one decimal; 0 when nothing was consigned (the gauge). */
    salesPercentage: number;
  };
  /** The agreement status bars: every status, zero included, in this order. */
  statuses: { status: ReportAgreementStatus; agreements: number; totalValue: number | null }[];
  /** The per-partner table, by total value, largest first. */
  partners: {
    partnerId: string;
    businessName: string;
    agreements: number;
    active: number;
    totalValue: number | null;
    soldValue: number | null;
    commissionTotal: number | null;
    netValue: number | null;
    salesPercentage: number;
  }[];
}

/** The combined report's top consignment products: by value sold, at most REPORT_TOP_ROWS. */
export interface TopConsignmentProduct {
  productId: string;
  sku: string;
  name: string;
  consignedQuantity: number;
  soldQuantity: number;
  returnedQuantity: number;
  soldValue: number | null;
  salesPercentage: number;
}

export interface ReportView {
  type: ReportType;
  period: ReportPeriod;
  /** The period resolved to days of the shop's time zone, both inclusive; null for 'all'. */
  from: string | null;
  to: string | null;
  timeZone: string;
  /** The moment the snapshot figures stand at when one was asked for (or the period ended before now). */
  asOf: string | null;
  /**
   * The number of events of the whole store, in commit order, the figures stand on (the
   * projections' ordinal): the same on every rebuild and on every event store, so passing it back
   * as `position` reproduces the report exactly.
   */
  position: string;
  /** When the server computed it (not part of the figures; exports print the position instead). */
  computedAt: string;
  inventory?: InventoryReport;
  consignment?: ConsignmentReport;
  /** Combined only. */
  topConsignmentProducts?: TopConsignmentProduct[];
}
