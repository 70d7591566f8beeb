import type { WasteCause } from '../inventory/product/events';
import type { ReportAgreementStatus, ReportKind, ReportPeriod } from './responses';

// The reports' words, one place for the screen and the exports (PDF and Excel print what the
// screen shows).

export const REPORT_TITLES: Record<ReportKind, string> = {
  inventory: 'Reporte de inventario',
  consignment: 'Reporte de consignación',
  combined: 'Reporte combinado',
  waste: 'Reporte de mermas',
  suppliers: 'Reporte de proveedores',
};

/** The exports' file names: reporte-<this>-<position>.pdf|xlsx. */
export const REPORT_FILE_NAMES: Record<ReportKind, string> = {
  inventory: 'inventario',
  consignment: 'consignacion',
  combined: 'combinado',
  waste: 'mermas',
  suppliers: 'proveedores',
};

/** Issue 44: why stems were thrown away, in the shop's words. */
export const WASTE_CAUSE_LABELS: Record<WasteCause, string> = {
  expired: 'Vencida',
  damaged: 'Dañada',
  quality: 'Calidad',
  unsold_event: 'Evento sin vender',
  other: 'Otra',
};

/** Where wasted stems came from when no supplier can be named. */
export const NO_LOT_LABEL = 'Sin lote';
export const NO_SUPPLIER_LABEL = 'Sin proveedor';

export const PERIOD_LABELS: Record<ReportPeriod, string> = {
  all: 'Todo',
  today: 'Hoy',
  week: 'Semana',
  month: 'Mes',
  quarter: 'Trimestre',
  year: 'Año',
  custom: 'Personalizado',
};

/** Spec 4's agreement states, as the consignment screen names them. */
export const AGREEMENT_STATUS_LABELS: Record<ReportAgreementStatus, string> = {
  active: 'Activo',
  completed: 'Completado',
  cancelled: 'Cancelado',
  settled: 'Liquidado',
};

export const PRODUCT_STATUS_LABELS: Record<string, string> = {
  active: 'Activo',
  inactive: 'Inactivo',
  discontinued: 'Descontinuado',
};
