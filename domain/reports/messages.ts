// The reports' Spanish messages (problem+json `detail`), one place for the API and the screen.
export const REPORT_MESSAGES = {
  'REPORT.UNKNOWN_TYPE': 'Tipo de reporte desconocido: usa inventory, consignment o combined.',
  'REPORT.UNKNOWN_PERIOD': 'Periodo desconocido: usa all, today, week, month, quarter, year o custom.',
  'REPORT.UNKNOWN_CAUSE': 'Causa desconocida: usa expired, damaged, quality, unsold_event u other.',
  'REPORT.INVALID_DATE': 'La fecha debe ser un día válido con el formato AAAA-MM-DD.',
  'REPORT.CUSTOM_NEEDS_DATES': 'El periodo personalizado necesita la fecha inicial (from) y la final (to).',
  'REPORT.DATES_ONLY_FOR_CUSTOM': 'Las fechas from y to solo se usan con el periodo personalizado (custom).',
  'REPORT.FROM_AFTER_TO': 'La fecha inicial no puede ser posterior a la fecha final.',
  'REPORT.INVALID_AS_OF': 'asOf debe ser un momento ISO 8601 con zona horaria, p. ej. 2026-11-23T18:00:00Z.',
  'REPORT.INVALID_POSITION': 'La posición debe ser un número entero de eventos (0 o más).',
  'REPORT.POSITION_NOT_REACHED': 'Las cifras aún no llegan a esa posición; intenta de nuevo en un momento.',
  'REPORT.PRINT_OFFLINE':
    'Sin conexión: se muestra una vista previa de impresión; los documentos no pueden enviarse directamente a una impresora.',
} as const;
export type ReportMessageCode = keyof typeof REPORT_MESSAGES;
