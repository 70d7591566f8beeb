import { sql } from 'kysely';
import { dateRangeBounds, type DayBounds } from '../../domain/billing';
import type { BillingSettings, InvoiceStatus } from '../../domain/billing';
import {
  INVOICE_PAGE_SIZE,
  type BillingProductView,
  type ClientView,
  type DateRange,
  type InvoiceListItem,
  type InvoiceView,
} from '../../domain/billing';
import { likePattern } from '../shared/search';
import { shopSettings, type SettingsReader } from '../shared/shop-settings';
import { toPesos } from '../../domain/shared';
import {
  toClientView,
  toInvoiceView,
  toListItem,
  type BillingReadDb,
  type InvoiceWithDaysRow,
} from './to-response/views';

// The billing screen's reads: the invoice table (filters, order and page in SQL), one invoice with
// its client, the clients and products of the create/edit modal, and the area's settings.

/** More than a shop's select can show; past it the caller narrows with ?search. */
const CLIENT_LIMIT = 500;
const PRODUCT_LIMIT = 1000;

export interface InvoiceFilter {
  search?: string;
  status: InvoiceStatus | 'all';
  dateRange: DateRange;
  startDate?: string;
  endDate?: string;
  today: string;
}

function filtered(db: BillingReadDb, f: InvoiceFilter) {
  let q = db.selectFrom('billing_invoices as i');
  if (f.search) q = q.where('i.search_text', 'like', sql<string>`lower(${likePattern(f.search)})`);
  if (f.status !== 'all') q = q.where('i.status', '=', f.status);
  const bounds: DayBounds = dateRangeBounds(f.dateRange, f.today, f.startDate, f.endDate);
  if (bounds.from) q = q.where('i.date', '>=', sql<Date>`${bounds.from}::date`);
  if (bounds.to) q = q.where('i.date', '<=', sql<Date>`${bounds.to}::date`);
  return q;
}

/** The row with its dates as text (a pg date would come back as a Date at local midnight). */
const withDays = sql<string>`to_char(i.date, 'YYYY-MM-DD')`.as('day');
const withDueDay = sql<string | null>`to_char(i.due_date, 'YYYY-MM-DD')`.as('due_day');

/** Newest date first, then the newest made, then the id: the same order on every rebuild. */
export async function listInvoices(db: BillingReadDb, f: InvoiceFilter, page: number) {
  const [rows, counted] = await Promise.all([
    filtered(db, f)
      .selectAll('i')
      .select([withDays, withDueDay])
      .orderBy('i.date', 'desc')
      .orderBy('i.created_at', 'desc')
      .orderBy('i.id')
      .limit(INVOICE_PAGE_SIZE)
      .offset((page - 1) * INVOICE_PAGE_SIZE)
      .execute(),
    filtered(db, f)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const items: InvoiceListItem[] = rows.map(toListItem);
  return { items, total: Number(counted.n) };
}

export async function invoiceRow(db: BillingReadDb, id: string): Promise<InvoiceWithDaysRow | undefined> {
  return db
    .selectFrom('billing_invoices as i')
    .selectAll('i')
    .select([withDays, withDueDay])
    .where('i.id', '=', id)
    .executeTakeFirst();
}

/** The invoice with its bill-to client as known now (null when the client stream is unknown). */
export async function invoiceDetail(
  db: BillingReadDb,
  id: string,
): Promise<{ view: InvoiceView; position: string } | undefined> {
  const row = await invoiceRow(db, id);
  if (!row) return undefined;
  const client = await db.selectFrom('billing_clients').selectAll().where('id', '=', row.client_id).executeTakeFirst();
  return { view: toInvoiceView(row, client), position: row.position };
}

export async function clientById(db: BillingReadDb, id: string): Promise<ClientView | undefined> {
  const row = await db.selectFrom('billing_clients').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toClientView(row) : undefined;
}

export async function listClients(db: BillingReadDb, search?: string): Promise<ClientView[]> {
  let q = db.selectFrom('billing_clients').selectAll();
  if (search) q = q.where('sort_name', 'like', sql<string>`lower(${likePattern(search)})`);
  const rows = await q.orderBy('sort_name').orderBy('id').limit(CLIENT_LIMIT).execute();
  return rows.map(toClientView);
}

/** Active products of the catalogue (spec 3 Billing product), by name; ?search narrows by name or SKU. */
export async function listBillingProducts(db: BillingReadDb, search?: string): Promise<BillingProductView[]> {
  let q = db
    .selectFrom('inventory_products')
    .select(['id', 'name', 'price_cents', 'description'])
    .where('status', '=', 'active');
  if (search) q = q.where('search_text', 'like', sql<string>`lower(${likePattern(search)})`);
  const rows = await q.orderBy('sort_name').orderBy('id').limit(PRODUCT_LIMIT).execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    price: toPesos(r.price_cents),
    description: r.description,
  }));
}

// The billing area's settings and the tax rate, from the shop's settings stream (read on every
// request, so a changed rate shows at once in the modal's live totals).
export async function billingSettings(store: SettingsReader): Promise<BillingSettings> {
  const state = await shopSettings(store);
  return { taxRate: state.taxRateBasisPoints / 100, ...state.money, dateFormat: state.areas.billing.dateFormat };
}
