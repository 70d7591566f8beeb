import type { Browser, Page, Route } from 'playwright-core';
import { expect } from 'vitest';
import type { AgreementView } from '../../domain/consignment';
import type { MovementView, ProductView } from '../../domain/inventory';
import { call, type ApiSession } from './consignment-steps';
import { eventually as until } from '../reliability/projection-support';
import { dialog, openAs, type Opened } from './inventory-steps';

// What the offline desktop browser test does as a person would (the forms, the sync panel) and what
// it asks the API afterwards (each operation exactly once).

type Page$ = { items: unknown[] };

/** /warehouse/electron as the warehouse, controlled by the service worker (a reload after it took over). */
export async function openDesktop(browser: Browser, base: string): Promise<Opened> {
  const opened = await openAs(browser, base, '/warehouse/electron', 'warehouse', true);
  await opened.page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await opened.page.reload();
  await until(() => opened.page.evaluate(() => navigator.serviceWorker.controller !== null), 10_000);
  return opened;
}

export const badge = (page: Page) => page.getByTestId('sync-badge').getAttribute('data-state');
export const figure = async (page: Page, name: 'pending' | 'failed' | 'completed') =>
  Number(await page.getByTestId(`sync-${name}`).textContent());
export const productRow = (page: Page, id: string) =>
  page.locator(`[data-testid="offline-product"][data-product="${id}"]`);
export const stockShown = async (page: Page, id: string) =>
  Number((await productRow(page, id).getByTestId('product-stock').textContent())?.match(/-?\d+/)?.[0]);

export async function tab(page: Page, name: 'Inventario' | 'Consignaciones' | 'Reportes'): Promise<void> {
  await page.getByTestId('offline-tabs').getByRole('button', { name, exact: true }).click();
}

export async function movement(
  page: Page,
  productId: string,
  type: string,
  quantity: number,
  direction?: 'in' | 'out',
  /** A purchase's lot (issue 44), and where to keep a picture of the filled sheet. */
  lot?: { code: string; supplier: string; vaseLifeDays: number; screenshot?: string },
): Promise<void> {
  await productRow(page, productId).getByRole('button', { name: 'Movimiento' }).click();
  const sheet = dialog(page, 'Registrar movimiento');
  await sheet.getByTestId('movement-type').selectOption(type);
  if (direction) await sheet.getByLabel('Sentido').selectOption(direction);
  await sheet.getByTestId('movement-quantity').fill(String(quantity));
  if (lot) {
    await sheet.getByTestId('lot-code').fill(lot.code);
    await sheet.getByTestId('lot-supplier').fill(lot.supplier);
    await sheet.getByTestId('lot-vase-life').fill(String(lot.vaseLifeDays));
    if (lot.screenshot) await page.screenshot({ path: lot.screenshot });
  }
  await sheet.getByTestId('sheet-confirm').click();
  await sheet.waitFor({ state: 'detached' });
}

export async function addProduct(page: Page, p: { name: string; sku: string; price: number; stock: number }) {
  await page.getByRole('button', { name: 'Agregar producto' }).first().click();
  const sheet = dialog(page, 'Agregar producto');
  await sheet.getByLabel('Nombre').fill(p.name);
  await sheet.getByLabel('SKU').fill(p.sku);
  await sheet.getByLabel('Categoría').fill('Sin conexión');
  await sheet.getByLabel('Precio', { exact: true }).fill(String(p.price));
  await sheet.getByLabel('Stock inicial').fill(String(p.stock));
  await sheet.getByTestId('sheet-confirm').click();
  await sheet.waitFor({ state: 'detached' });
}

export async function consignmentSale(page: Page, code: string, productId: string, quantity: number) {
  await tab(page, 'Consignaciones');
  await page
    .locator(`[data-testid="offline-agreement"][data-code="${code}"]`)
    .getByRole('button', { name: 'Registrar venta' })
    .click();
  const sheet = dialog(page, 'Registrar venta');
  const line = sheet.getByTestId('sale-line-0');
  await line.getByLabel('Producto').selectOption(productId);
  await line.getByLabel('Cantidad').fill(String(quantity));
  await sheet.getByTestId('sheet-confirm').click();
  await sheet.waitFor({ state: 'detached' });
  await tab(page, 'Inventario');
}

/** Cuts the answer of the next `times` operations the sync sends, after the server applied them. */
export async function cutAnswers(page: Page, times: number): Promise<{ cuts: () => number }> {
  let cuts = 0;
  await page.route('**/api/inventory/**', async (route: Route) => {
    if (route.request().method() !== 'POST' || cuts >= times) return route.continue();
    const answer = await route.fetch({ maxRetries: 2 }).catch(() => null);
    if (answer?.ok()) cuts++;
    return route.abort('connectionreset');
  });
  return { cuts: () => cuts };
}

// The server's side.
export const serverProduct = (base: string, s: ApiSession, id: string) =>
  call(base, 'GET', `/inventory/products/${id}`, undefined, s.token) as Promise<ProductView>;
export async function productsWithSku(base: string, s: ApiSession, sku: string): Promise<ProductView[]> {
  const page = (await call(
    base,
    'GET',
    `/inventory/products?search=${encodeURIComponent(sku)}`,
    undefined,
    s.token,
  )) as Page$;
  return (page.items as ProductView[]).filter((p) => p.sku === sku);
}
export async function movementsOf(base: string, s: ApiSession, productId: string, type: string): Promise<number[]> {
  const page = (await call(
    base,
    'GET',
    `/inventory/movements?productId=${productId}&type=${type}&pageSize=100`,
    undefined,
    s.token,
  )) as Page$;
  return (page.items as MovementView[]).map((m) => m.quantity);
}
/** The codes and suppliers of a product's lots with stems, as the server answers them. */
export async function lotsOf(base: string, s: ApiSession, productId: string): Promise<string[]> {
  const lots = (await call(base, 'GET', `/inventory/products/${productId}/lots`, undefined, s.token)) as {
    items: { code: string | null; supplier: string | null }[];
  };
  return lots.items.map((l) => `${l.code ?? ''}/${l.supplier ?? ''}`);
}
export const serverAgreement = (base: string, s: ApiSession, id: string) =>
  call(base, 'GET', `/consignment/agreements/${id}`, undefined, s.token) as Promise<AgreementView>;

/** The settings as the device keeps them (IndexedDB, the signed-in user's database). */
export async function storedConfig(page: Page): Promise<{ syncInterval: number }> {
  return page.evaluate(async () => {
    const user = JSON.parse(localStorage.getItem('user') ?? sessionStorage.getItem('user') ?? '{}') as { id: string };
    const db = await new Promise<IDBDatabase>((ok, ko) => {
      const open = indexedDB.open(`flora-desktop-${user.id}`);
      open.onsuccess = () => ok(open.result);
      open.onerror = () => ko(open.error);
    });
    return new Promise((ok, ko) => {
      const get = db.transaction('meta').objectStore('meta').get('config');
      get.onsuccess = () => ok(get.result as { syncInterval: number });
      get.onerror = () => ko(get.error);
    });
  });
}

export { expect };
