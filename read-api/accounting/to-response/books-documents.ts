import type { PdfTable } from '../../shared/tables-pdf';
import type { CellKind, CellValue, SheetColumn } from '../../shared/xlsx-writer';
import type { AccountFigure } from '../../../domain/accounting';
import { positionWords } from '../../../domain/ops';
import type {
  BalanceSheetReport,
  BookReport,
  GeneralLedgerReport,
  IncomeStatementReport,
  TrialBalanceReport,
} from '../queries/statements';

// What the PDF and the workbook of each of the books' reports hold, written once: a summary (which
// report, which days, the position its figures stand at, the totals), then its tables, as the screen
// shows them. A sheet each in the workbook, a section each in the PDF (the reports issue's writers).

export interface BooksDocument {
  title: string;
  /** The day the figures are of (`to`, or `asOf`): the file's name and its date. */
  day: string;
  position: string;
  tables: PdfTable[];
}

interface Fact {
  label: string;
  value: CellValue;
  kind: CellKind;
}

export const BOOK_TITLES: Record<Exclude<BookReport, 'general-ledger'>, string> = {
  'trial-balance': 'Balanza de comprobación',
  'income-statement': 'Estado de resultados',
  'balance-sheet': 'Balance general',
};

const col = <R>(header: string, width: number, kind: SheetColumn<R>['kind'], value: (r: R) => CellValue) => ({
  header,
  width,
  kind,
  value,
});

// Erased to unknown rows: each table's columns read only the rows it was built with.
const table = <R>(name: string, rows: readonly R[], columns: SheetColumn<R>[]) =>
  ({ name, rows, columns }) as unknown as PdfTable;

const summary = (facts: Fact[]) =>
  table<Fact>('Resumen', facts, [
    col('Indicador', 30, 'text', (f) => f.label),
    col(
      'Valor',
      28,
      (f) => f.kind,
      (f) => f.value,
    ),
  ]);

const text = (label: string, value: string): Fact => ({ label, value, kind: 'text' });
const day = (label: string, value: string): Fact => ({ label, value, kind: 'day' });
const money = (label: string, value: number): Fact => ({ label, value, kind: 'money' });
const yesNo = (b: boolean) => (b ? 'Sí' : 'No');

function spanFacts(title: string, span: { from?: string; to: string }, position: string): Fact[] {
  return [
    text('Reporte', title),
    ...(span.from ? [day('Desde', span.from)] : []),
    day('Hasta', span.to),
    text('Datos', positionWords(position)),
  ];
}

/** A row of a figures table: an account, or a total (no code). */
type Row = Pick<AccountFigure, 'name'> & { code: string; debit?: number; credit?: number; balance: number | null };

const balances = (name: string, rows: readonly Row[]) =>
  table<Row>(name, rows, [
    col('Cuenta', 10, 'text', (r) => r.code),
    col('Nombre', 36, 'text', (r) => r.name),
    col('Saldo', 18, 'money', (r) => r.balance),
  ]);

export function trialBalanceDocument(r: TrialBalanceReport, position: string): BooksDocument {
  const title = BOOK_TITLES['trial-balance'];
  const total: Row = { code: '', name: 'Total', debit: r.totals.debit, credit: r.totals.credit, balance: null };
  return {
    title,
    day: r.to,
    position,
    tables: [
      summary([
        ...spanFacts(title, r, position),
        money('Total debe', r.totals.debit),
        money('Total haber', r.totals.credit),
        text('Cuadra', yesNo(r.balanced)),
      ]),
      table<Row>(
        'Cuentas',
        [...r.accounts, total],
        [
          col('Cuenta', 10, 'text', (a) => a.code),
          col('Nombre', 34, 'text', (a) => a.name),
          col('Debe', 16, 'money', (a) => a.debit ?? null),
          col('Haber', 16, 'money', (a) => a.credit ?? null),
          col('Saldo', 16, 'money', (a) => a.balance),
        ],
      ),
    ],
  };
}

export function incomeStatementDocument(r: IncomeStatementReport, position: string): BooksDocument {
  const title = BOOK_TITLES['income-statement'];
  return {
    title,
    day: r.to,
    position,
    tables: [
      summary([
        ...spanFacts(title, r, position),
        money('Total ingresos', r.totalRevenue),
        money('Total gastos', r.totalExpenses),
        money('Resultado', r.result),
      ]),
      balances('Ingresos', [...r.revenue, { code: '', name: 'Total ingresos', balance: r.totalRevenue }]),
      balances('Gastos', [...r.expenses, { code: '', name: 'Total gastos', balance: r.totalExpenses }]),
    ],
  };
}

export function balanceSheetDocument(r: BalanceSheetReport, position: string): BooksDocument {
  const title = BOOK_TITLES['balance-sheet'];
  return {
    title,
    day: r.asOf,
    position,
    tables: [
      summary([
        text('Reporte', title),
        day('Al día', r.asOf),
        text('Datos', positionWords(position)),
        money('Total activo', r.totals.assets),
        money('Total pasivo y capital', r.totals.liabilitiesAndEquity),
        money('Resultado del ejercicio', r.result),
        text('Cuadra', yesNo(r.balanced)),
      ]),
      balances('Activo', [...r.assets, { code: '', name: 'Total activo', balance: r.totals.assets }]),
      balances('Pasivo', r.liabilities),
      // The result so far stands in equity, as on the screen.
      balances('Capital', [...r.equity, { code: '', name: 'Resultado del ejercicio', balance: r.result }]),
    ],
  };
}

type Line = GeneralLedgerReport['lines'][number];

export function generalLedgerDocument(r: GeneralLedgerReport, position: string): BooksDocument {
  const title = `Libro mayor — ${r.account.code} ${r.account.name}`;
  const closing = r.lines.at(-1)?.balance ?? r.opening;
  return {
    title,
    day: r.to,
    position,
    tables: [
      summary([
        ...spanFacts(title, r, position),
        text('Cuenta', r.account.code),
        text('Nombre', r.account.name),
        money('Saldo inicial', r.opening),
        money('Saldo final', closing),
        { label: 'Movimientos', value: r.total, kind: 'integer' },
      ]),
      table<Line>('Movimientos', r.lines, [
        col('Fecha', 11, 'day', (l) => l.postedOn),
        col('Descripción', 30, 'text', (l) => l.description),
        col('Concepto', 20, 'text', (l) => l.memo),
        col('Origen', 16, 'text', (l) => l.sourceType ?? l.sourceKind),
        col('Debe', 14, 'money', (l) => l.debit),
        col('Haber', 14, 'money', (l) => l.credit),
        col('Saldo', 14, 'money', (l) => l.balance),
      ]),
    ],
  };
}
