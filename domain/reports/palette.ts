/**
 * Spec 2.6: the reports' charts use a palette of 12 colours, in this order (the theme's primary
 * #6200EA first). Exports use the same colours so the PDF matches the screen.
 */
export const REPORT_PALETTE = [
  '#6200EA',
  '#FF2D55',
  '#34C759',
  '#FF9500',
  '#007AFF',
  '#AF52DE',
  '#FFCC00',
  '#5AC8FA',
  '#FF3B30',
  '#30B0C7',
  '#A2845E',
  '#8E8E93',
] as const;
