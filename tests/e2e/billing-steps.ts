import type { Locator, Page } from 'playwright-core';
import { DEFAULT_SHOP_MONEY, moneyFormat } from '../../domain/settings/shop/money';
import { call, type ApiSession } from './consignment-steps';

// What the billing browser tests share: the shop's API for set-up a person would do slowly (many
// invoices), the table's rows as a person reads them, and the amounts as the billing area shows them.

export { apiLogin, globalToasts, type ApiSession } from './consignment-steps';
export { pdfTextLines } from '../api/read-consignment-pdf-text';

export interface InvoiceLine {
  description: string;
  quantity: number;
  price: number;
}

/** POST /api/billing/clients with our own id; answers the id. */
export async function addClient(
  base: string,
  s: ApiSession,
  body: { name: string; taxId?: string; email?: string },
): Promise<string> {
  const clientId = crypto.randomUUID();
  await call(base, 'POST', '/billing/clients', { clientId, ...body }, s.token);
  return clientId;
}

/** POST /api/billing/invoices (custom lines): a draft, or issued at once ('Crear Factura'). */
export async function addInvoice(
  base: string,
  s: ApiSession,
  body: { clientId: string; date: string; items: InvoiceLine[]; saveAsDraft?: boolean },
) {
  const invoiceId = crypto.randomUUID();
  const items = body.items.map((i) => ({ productId: 'custom', customDescription: true, ...i }));
  return (await call(base, 'POST', '/billing/invoices', { invoiceId, ...body, items }, s.token)) as {
    id: string;
    position: string;
  };
}

/** The table's rows and one row by what it shows (client, number). */
export const rows = (page: Page): Locator => page.getByTestId('invoice-row');
export const rowWith = (page: Page, text: string): Locator => rows(page).filter({ hasText: text });
export const cell = (row: Locator, name: 'number' | 'client' | 'date' | 'total' | 'status') =>
  row.getByTestId(`invoice-${name}`);
export const action = (row: Locator, name: string) => row.getByRole('button', { name, exact: true });

/** The text with every kind of space as a plain one (some locales put a no-break space after the sign). */
export const plain = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

/** An amount as every screen shows it by default (the shop's one money, issue 43), spaces made plain. */
export const pesos = (n: number) => plain(moneyFormat(DEFAULT_SHOP_MONEY).format(n));

const pad = (n: number) => String(n).padStart(2, '0');
/** yyyy-mm-dd of today + days in this machine's zone (the browser runs on it too). */
export function localDay(days = 0): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
/** dd/mm/yyyy, the billing area's default date format. */
export const shownDay = (day: string) => day.split('-').reverse().join('/');

/** The new-client sheet's fields (spec 2.8: name, email, phone, address, NIT/RUT). */
export async function fillClient(
  form: Locator,
  c: { name: string; email: string; phone: string; address: string; taxId: string },
) {
  await form.getByLabel('Nombre').fill(c.name);
  await form.getByLabel('Correo electrónico').fill(c.email);
  await form.getByLabel('Teléfono').fill(c.phone);
  await form.getByLabel('Dirección').fill(c.address);
  await form.getByLabel('NIT/RUT').fill(c.taxId);
}

/** The modal's live subtotal, IVA and total, as shown. */
export const formSums = async (sheet: Locator) =>
  Promise.all(
    ['form-subtotal', 'form-tax', 'form-total'].map(async (id) => plain(await sheet.getByTestId(id).textContent())),
  );

/** A row's transition through the confirmation modal; answers the modal's message. */
export async function confirmRowAction(
  page: Page,
  row: Locator,
  name: string,
  title: string,
  confirm = name,
): Promise<string> {
  await action(row, name).click();
  const modal = page.getByRole('dialog', { name: title });
  const message = (await modal.getByTestId('confirm-message').textContent()) ?? '';
  await modal.getByRole('button', { name: confirm, exact: true }).click();
  await modal.waitFor({ state: 'detached' });
  return message;
}
