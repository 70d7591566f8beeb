import { REPORT_PALETTE, type ReportAgreementStatus } from '@domain/reports';

// Spec 2.6: every chart of the reports draws in REPORT_PALETTE (the exports use the same colours).
export const paletteColor = (index: number) => REPORT_PALETTE[index % REPORT_PALETTE.length]!;

/** A status keeps one colour wherever it is drawn: active green, completed blue, cancelled red, settled purple. */
export const STATUS_COLOR: Record<ReportAgreementStatus, string> = {
  active: REPORT_PALETTE[2],
  completed: REPORT_PALETTE[4],
  cancelled: REPORT_PALETTE[8],
  settled: REPORT_PALETTE[0],
};

/** A short draw when the report opens; none when a live update redraws it (figures just change). */
export const CHART_ANIMATIONS = {
  enabled: true,
  speed: 300,
  animateGradually: { enabled: false },
  dynamicAnimation: { enabled: false },
};

// Heights are known before apexcharts loads, so the space is held and nothing below jumps.
export const DONUT_HEIGHT = 240;
export const GAUGE_HEIGHT = 240;
/** The gauge's arc ends about two thirds down its square: the slot shows only that much (reports.css). */
export const GAUGE_SLOT_HEIGHT = 184;
export const barsHeight = (bars: number) => 48 + bars * 40;

/** What a chart draws: the sections translate and colour, the lazy chart modules only draw. */
export interface ChartDatum {
  label: string;
  value: number;
  color: string;
}
