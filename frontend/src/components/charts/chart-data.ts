import { REPORT_PALETTE } from '@domain/reports';

// Spec 2.6 and 9: one 12-colour palette for every chart of the app (the reports' exports use it too).
export const CHART_PALETTE = REPORT_PALETTE;
export const paletteColor = (index: number) => CHART_PALETTE[index % CHART_PALETTE.length]!;

/** What a chart draws: the screens translate and colour, the lazy chart modules only draw. */
export interface ChartDatum {
  label: string;
  value: number;
  color: string;
}

/** A short draw when a screen opens; none when a live update redraws it (figures just change). */
export const CHART_ANIMATIONS = {
  enabled: true,
  speed: 300,
  animateGradually: { enabled: false },
  dynamicAnimation: { enabled: false },
};
export const NO_ANIMATIONS = { enabled: false };
