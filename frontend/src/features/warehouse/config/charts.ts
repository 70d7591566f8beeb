import { MOVEMENT_TYPES, type LedgerEntryType } from '@/config/inventory';

// Spec 2.6 and 9: the charts' 12-colour palette, primary #6200EA first, then the iOS system
// colours the app already uses for tints and states.
export const CHART_PALETTE = [
  '#6200ea',
  '#ff9500',
  '#34c759',
  '#007aff',
  '#ff2d55',
  '#5856d6',
  '#30b0c7',
  '#a2845e',
  '#af52de',
  '#ffcc00',
  '#8e8e93',
  '#ff3b30',
] as const;

export const paletteColor = (index: number) => CHART_PALETTE[index % CHART_PALETTE.length]!;

const LEDGER_TYPES: readonly LedgerEntryType[] = [...MOVEMENT_TYPES, 'opening'];
/** A movement type keeps one colour on every chart, whatever else moved that day. */
export const typeColor = (type: LedgerEntryType) => paletteColor(LEDGER_TYPES.indexOf(type));

// Heights are known before apexcharts loads, so the space is held and nothing below jumps.
export const barsHeight = (categories: number) => 56 + categories * 34;
export const DONUT_HEIGHT = 220;

/** What a chart draws: the wrappers translate and colour, the lazy chart modules only draw. */
export interface ChartDatum {
  label: string;
  value: number;
  color: string;
}
