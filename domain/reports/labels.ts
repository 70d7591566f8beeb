import type { ReportAgreementStatus, ReportPeriod, ReportType } from './responses';

// The reports' words, one place for the screen and the exports (PDF and Excel print what the
// screen shows).

export const REPORT_TITLES: Record<ReportType, string> = {
  inventory: 'Reporte de inventario',
  consignment: 'Reporte de consignación',
  combined: 'Reporte combinado',
};

/** The exports' file names: reporte-<this>-<position>.pdf|xlsx. */
export const REPORT_FILE_NAMES: Record<ReportType, string> = {
  inventory: 'inventario',
  consignment: 'consignacion',
  combined: 'combinado',
};

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
