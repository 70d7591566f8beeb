// The shop's chart of accounts (issue 18): what the posting rules post to until accounting edits it.
// Codes are text (a chart grows by inserting codes between others); names are the shop's Spanish.

export const ACCOUNT_KINDS = ['asset', 'liability', 'equity', 'revenue', 'expense'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

export interface Account {
  code: string;
  name: string;
  kind: AccountKind;
  active: boolean;
}

/** Debit-normal kinds grow with debits (assets, expenses); the others with credits. */
export const isDebitNormal = (kind: AccountKind) => kind === 'asset' || kind === 'expense';

/** The accounts the posting rules name, by what they hold. */
export const ACCOUNTS = {
  cash: '1101',
  cardClearing: '1102',
  bank: '1103',
  receivables: '1201',
  consignmentReceivables: '1202',
  inventory: '1301',
  taxPayable: '2101',
  suppliers: '2102',
  wagesPayable: '2103',
  capital: '3101',
  retainedEarnings: '3201',
  counterSales: '4101',
  onlineSales: '4102',
  invoicedSales: '4103',
  consignmentSales: '4104',
  subscriptionSales: '4105',
  costOfGoodsSold: '5101',
  shrinkage: '5102',
  consignmentCommissions: '5103',
  wages: '6101',
  rent: '6201',
  utilities: '6202',
  transport: '6203',
  advertising: '6204',
  maintenance: '6205',
  supplies: '6206',
  otherExpenses: '6299',
} as const;
export type AccountRole = keyof typeof ACCOUNTS;

const a = (code: string, name: string, kind: AccountKind): Account => ({ code, name, kind, active: true });

/** The chart a new shop starts with. */
export const DEFAULT_CHART: readonly Account[] = [
  a(ACCOUNTS.cash, 'Caja', 'asset'),
  a(ACCOUNTS.cardClearing, 'Tarjetas por liquidar', 'asset'),
  a(ACCOUNTS.bank, 'Bancos', 'asset'),
  a(ACCOUNTS.receivables, 'Clientes por cobrar', 'asset'),
  a(ACCOUNTS.consignmentReceivables, 'Socios de consignación por cobrar', 'asset'),
  a(ACCOUNTS.inventory, 'Inventario', 'asset'),
  a(ACCOUNTS.taxPayable, 'IVA por pagar', 'liability'),
  a(ACCOUNTS.suppliers, 'Proveedores por pagar', 'liability'),
  a(ACCOUNTS.wagesPayable, 'Sueldos por pagar', 'liability'),
  a(ACCOUNTS.capital, 'Capital', 'equity'),
  a(ACCOUNTS.retainedEarnings, 'Resultados acumulados', 'equity'),
  a(ACCOUNTS.counterSales, 'Ventas de mostrador', 'revenue'),
  a(ACCOUNTS.onlineSales, 'Ventas en línea', 'revenue'),
  a(ACCOUNTS.invoicedSales, 'Ventas facturadas', 'revenue'),
  a(ACCOUNTS.consignmentSales, 'Ventas en consignación', 'revenue'),
  a(ACCOUNTS.subscriptionSales, 'Ventas por suscripción', 'revenue'),
  a(ACCOUNTS.costOfGoodsSold, 'Costo de ventas', 'expense'),
  a(ACCOUNTS.shrinkage, 'Mermas', 'expense'),
  a(ACCOUNTS.consignmentCommissions, 'Comisiones de consignación', 'expense'),
  a(ACCOUNTS.wages, 'Sueldos', 'expense'),
  a(ACCOUNTS.rent, 'Alquiler', 'expense'),
  a(ACCOUNTS.utilities, 'Servicios', 'expense'),
  a(ACCOUNTS.transport, 'Transporte', 'expense'),
  a(ACCOUNTS.advertising, 'Publicidad', 'expense'),
  a(ACCOUNTS.maintenance, 'Mantenimiento', 'expense'),
  a(ACCOUNTS.supplies, 'Insumos', 'expense'),
  a(ACCOUNTS.otherExpenses, 'Otros gastos', 'expense'),
];

/** An expense's category and the account it is posted to. */
export const EXPENSE_CATEGORIES = {
  rent: ACCOUNTS.rent,
  utilities: ACCOUNTS.utilities,
  transport: ACCOUNTS.transport,
  advertising: ACCOUNTS.advertising,
  maintenance: ACCOUNTS.maintenance,
  supplies: ACCOUNTS.supplies,
  other: ACCOUNTS.otherExpenses,
} as const;
export type ExpenseCategory = keyof typeof EXPENSE_CATEGORIES;
