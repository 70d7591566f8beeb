import { REPORT_PALETTE, type ReportAgreementStatus } from '@domain/reports';

// The reports' charts: the app's palette (components/charts), one colour per agreement status.

/** A status keeps one colour wherever it is drawn: active green, completed blue, cancelled red, settled purple. */
export const STATUS_COLOR: Record<ReportAgreementStatus, string> = {
  active: REPORT_PALETTE[2],
  completed: REPORT_PALETTE[4],
  cancelled: REPORT_PALETTE[8],
  settled: REPORT_PALETTE[0],
};

// Heights are known before apexcharts loads, so the space is held and nothing below jumps.
export const DONUT_HEIGHT = 240;
export const GAUGE_HEIGHT = 240;
/** The gauge's arc ends about two thirds down its square: the slot shows only that much (reports.css). */
export const GAUGE_SLOT_HEIGHT = 184;
export const barsHeight = (bars: number) => 48 + bars * 40;
