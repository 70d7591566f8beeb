import type { ShopFormat } from '../../../domain/settings';
import { tablesPdf, type PdfTable } from '../../shared/tables-pdf';
import type { CellKind, CellValue, SheetColumn } from '../../shared/xlsx-writer';
import type { PayrollLineView, PayrollRunDetail } from '../queries/payroll';

// An employee's payslip of a run as a PDF, through the reports issue's writer (tablesPdf): who, the
// period, how the base was reached, each adjustment with its reason, the net. Its bytes are a function
// of the run alone: dated by the run's pay day (else its period's end), never by the clock.

const PAY_TYPES: Record<string, string> = { hourly: 'Por hora', salary: 'Sueldo mensual' };
const STATUSES: Record<string, string> = {
  draft: 'Borrador',
  approved: 'Aprobada',
  paid: 'Pagada',
  discarded: 'Descartada',
};
const METHODS: Record<string, string> = { bank: 'Transferencia bancaria', cash: 'Efectivo' };

interface Fact {
  label: string;
  value: CellValue;
  kind: CellKind;
}

// Erased to unknown rows, as the books' documents do: each table's columns read only its own rows.
const table = <R>(name: string, rows: readonly R[], columns: SheetColumn<R>[]) =>
  ({ name, rows, columns }) as unknown as PdfTable;
const col = <R>(header: string, width: number, kind: SheetColumn<R>['kind'], value: (r: R) => CellValue) => ({
  header,
  width,
  kind,
  value,
});

function facts(run: PayrollRunDetail, line: PayrollLineView): Fact[] {
  const text = (label: string, value: string | null): Fact => ({ label, value, kind: 'text' });
  const day = (label: string, value: string | null): Fact => ({ label, value, kind: 'day' });
  const hourly = line.payType === 'hourly';
  return [
    text('Empleado', line.name),
    text('Puesto', line.position),
    day('Periodo desde', run.periodStart),
    day('Periodo hasta', run.periodEnd),
    text('Tipo de pago', PAY_TYPES[line.payType] ?? line.payType),
    hourly
      ? { label: 'Tarifa por hora', value: line.hourlyRate, kind: 'money' }
      : { label: 'Sueldo mensual', value: line.monthlySalary, kind: 'money' },
    hourly
      ? { label: 'Horas trabajadas', value: line.hours.toFixed(2), kind: 'text' }
      : { label: 'Días empleado', value: line.daysEmployed, kind: 'integer' },
    ...(line.openShifts > 0
      ? [{ label: 'Turnos abiertos (sin contar)', value: line.openShifts, kind: 'integer' as const }]
      : []),
    text('Estado de la nómina', STATUSES[run.status] ?? run.status),
    ...(run.paidOn ? [day('Pagada el', run.paidOn)] : []),
    ...(run.method ? [text('Método de pago', METHODS[run.method] ?? run.method)] : []),
  ];
}

interface Concept {
  concept: string;
  amount: number;
}

function concepts(line: PayrollLineView): Concept[] {
  return [
    { concept: 'Sueldo base', amount: line.base },
    ...line.adjustments.map((a) => ({
      concept: `${a.kind === 'addition' ? 'Percepción' : 'Deducción'}: ${a.reason}`,
      amount: a.kind === 'addition' ? a.amount : -a.amount,
    })),
    { concept: 'Neto a pagar', amount: line.net },
  ];
}

export async function payslipPdf(run: PayrollRunDetail, line: PayrollLineView, area: ShopFormat): Promise<Buffer> {
  const title = `Recibo de nómina · ${line.name}`;
  const summary = table<Fact>('Resumen', facts(run, line), [
    col('Concepto', 30, 'text', (f) => f.label),
    col(
      'Valor',
      28,
      (f) => f.kind,
      (f) => f.value,
    ),
  ]);
  const detail = table<Concept>('Percepciones y deducciones', concepts(line), [
    col('Concepto', 44, 'text', (c) => c.concept),
    col('Importe', 18, 'money', (c) => c.amount),
  ]);
  const pdf = await tablesPdf({
    title,
    footer: `Nómina del ${run.periodStart} al ${run.periodEnd}`,
    sections: [summary, detail].map((t) => ({ table: t, area })),
    day: run.paidOn ?? run.periodEnd,
  });
  return Buffer.from(pdf);
}

/** `nomina-<periodStart>-<name>.pdf`, the name in plain ASCII (a header's filename takes no accents). */
export function payslipFileName(run: PayrollRunDetail, line: PayrollLineView): string {
  const name = line.name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60);
  return `nomina-${run.periodStart}-${name || line.employeeId}.pdf`;
}
