import { paletteColor } from '@/components/charts/chart-data';
import { MOVEMENT_TYPES, type LedgerEntryType } from '@/config/inventory';

const LEDGER_TYPES: readonly LedgerEntryType[] = [...MOVEMENT_TYPES, 'opening'];
/** A movement type keeps one colour on every chart, whatever else moved that day. */
export const typeColor = (type: LedgerEntryType) => paletteColor(LEDGER_TYPES.indexOf(type));

// Heights are known before apexcharts loads, so the space is held and nothing below jumps.
export const barsHeight = (categories: number) => 56 + categories * 34;
export const DONUT_HEIGHT = 220;
