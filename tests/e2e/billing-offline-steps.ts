import type { BrowserContext, Page, Route } from 'playwright-core';
import type { ClientView, InvoiceListItem, Page as ListPage } from '../../domain/billing';
import { call, type ApiSession } from './consignment-steps';
import { dialog } from './inventory-steps';

// What the billing offline browser test does as a person would (the network, the modal, the
// switch, the sync) and what it asks the API to check afterwards (each thing exactly once).

export const toastsText = async (page: Page) => (await page.locator('.toasts').first().textContent()) ?? '';
export const offlineSwitch = (page: Page) => page.getByRole('switch', { name: 'Modo offline' });
export const syncButton = (page: Page, n: number) =>
  page.getByRole('button', { name: `Sincronizar (${n})`, exact: true });
export const rowsOf = (page: Page, client: string) => page.getByTestId('invoice-row').filter({ hasText: client });

// The app shell (HTML, scripts, styles) as an installed app's cache would serve it with no network;
// nothing under /api gets through, so what the page shows offline comes from the browser's storage.
const isShell = (url: URL) => !url.pathname.startsWith('/api/');
const fromCache = async (route: Route) => route.fulfill({ response: await route.fetch() });

export async function dropNetwork(context: BrowserContext): Promise<void> {
  await context.route(isShell, fromCache);
  await context.setOffline(true);
}

export async function restoreNetwork(context: BrowserContext): Promise<void> {
  await context.setOffline(false);
  await context.unroute(isShell, fromCache);
}

export async function searchInvoices(page: Page, text: string): Promise<void> {
  await page.getByLabel('Buscar por cliente o número').fill(text);
  await page.waitForURL((url) => url.searchParams.get('search') === text);
}

export interface NewInvoice {
  client: string;
  /** Add the client through the modal's shortcut first. */
  newClient?: boolean;
  description: string;
  quantity: number;
  price: number;
  draft?: boolean;
}

/** 'Nueva Factura', filled with one 'Producto personalizado' line, saved with 'Crear y emitir' or as a draft. */
export async function createInvoice(page: Page, o: NewInvoice): Promise<void> {
  await page.getByRole('button', { name: 'Nueva Factura', exact: true }).click();
  const sheet = dialog(page, 'Nueva Factura');
  if (o.newClient) {
    await sheet.getByRole('button', { name: 'Agregar cliente' }).click();
    const client = dialog(page, 'Nuevo cliente');
    await client.getByLabel('Nombre', { exact: true }).fill(o.client);
    await client.getByRole('button', { name: 'Agregar cliente' }).click();
    await client.waitFor({ state: 'detached' });
  } else {
    await sheet.getByLabel('Cliente', { exact: true }).selectOption({ label: o.client });
  }
  await fillLine(sheet.getByTestId('line-0'), o);
  await sheet.getByRole('button', { name: o.draft ? 'Guardar borrador' : 'Crear y emitir', exact: true }).click();
  await sheet.waitFor({ state: 'detached' });
}

export async function fillLine(
  line: ReturnType<Page['getByTestId']>,
  o: Pick<NewInvoice, 'description' | 'quantity' | 'price'>,
) {
  await line.getByLabel('Producto', { exact: true }).selectOption('custom');
  await line.getByLabel('Descripción', { exact: true }).fill(o.description);
  await line.getByLabel('Cantidad', { exact: true }).fill(String(o.quantity));
  await line.getByLabel('Precio', { exact: true }).fill(String(o.price));
}

/** Confirms the sync in spec 2.8's confirmation modal (title, message, Cancelar/Confirmar). */
export async function confirmSync(page: Page, n: number): Promise<void> {
  await syncButton(page, n).click();
  const confirm = dialog(page, 'Sincronizar facturas');
  await confirm.getByRole('button', { name: 'Confirmar', exact: true }).click();
  await confirm.waitFor({ state: 'detached' });
}

/** The server's invoices of one client (GET /api/billing/invoices?search=…). */
export async function serverInvoices(base: string, s: ApiSession, client: string): Promise<InvoiceListItem[]> {
  const page = (await call(
    base,
    'GET',
    `/billing/invoices?search=${encodeURIComponent(client)}`,
    undefined,
    s.token,
  )) as ListPage<InvoiceListItem>;
  return page.items.filter((i) => i.clientName === client);
}

export async function serverClients(base: string, s: ApiSession, name: string): Promise<ClientView[]> {
  const clients = (await call(
    base,
    'GET',
    `/billing/clients?search=${encodeURIComponent(name)}`,
    undefined,
    s.token,
  )) as ClientView[];
  return clients.filter((c) => c.name === name);
}

/** What each invoice is, as a sortable summary: status, total, whether it has an F-yyyy-nnn number. */
export const summary = (items: InvoiceListItem[]) =>
  items
    .map(
      (i) =>
        `${i.status} ${i.total} ${i.number === null ? 'N/A' : /^F-\d{4}-\d{3,}$/.test(i.number) ? 'F-yyyy-nnn' : i.number}`,
    )
    .sort();

/** F-2026-007 → 7 */
export const sequenceOf = (number: string | null) => Number(/^F-\d{4}-(\d+)$/.exec(number ?? '')?.[1] ?? NaN);
