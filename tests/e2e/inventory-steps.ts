import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { newPhone, signIn } from './support/browser';
import { demoUser } from './support/demo-users';

// Steps the inventory browser tests share: sign in on a screen, add a product, register a
// movement through the sheet, read the table and the cards as a person sees them.

export interface Opened {
  context: BrowserContext;
  page: Page;
}

/** A page signed in as `role` on `path` (through the login redirect, as a person arrives). */
export async function openAs(
  browser: Browser,
  base: string,
  path: string,
  role = 'warehouse',
  desktop = false,
): Promise<Opened> {
  const opened = desktop ? await newDesktop(browser, base) : await newPhone(browser, base);
  const user = demoUser(role);
  await opened.page.goto(path);
  await signIn(opened.page, user.email, user.password);
  const want = new URL(path, base).pathname;
  await opened.page.waitForURL((url) => url.pathname === want);
  return opened;
}

async function newDesktop(browser: Browser, baseURL: string): Promise<Opened> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 900 },
    locale: 'es-MX',
    acceptDownloads: true,
  });
  context.setDefaultTimeout(15_000);
  return { context, page: await context.newPage() };
}

/** Waits for what the server and the websocket bring; the bound only keeps a broken build from hanging. */
export const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

export const uniqueSku = (prefix = 'E2E') => `${prefix}-${Date.now().toString(36).toUpperCase()}`;

export const toasts = (page: Page) => page.getByTestId('inventory-toasts').textContent();
export const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
export const row = (page: Page, sku: string) => page.getByTestId(`product-${sku}`);
export const stockOf = (page: Page, sku: string) => row(page, sku).getByTestId('stock').textContent();
export const cardValue = (page: Page, card: string) => page.getByTestId(`card-${card}-value`).textContent();
export const cardNumber = async (page: Page, card: string) =>
  Number((await cardValue(page, card))?.replace(/[^\d.]/g, ''));

/** Types in the search box and waits for the list to show the one product. */
export async function searchFor(page: Page, text: string): Promise<void> {
  await page.getByLabel('Buscar por nombre, SKU o código de barras').fill(text);
  await page.waitForURL((url) => url.searchParams.get('search') === text);
}

export interface NewProduct {
  name: string;
  sku: string;
  category: string;
  price: string;
  stock: string;
  min: string;
}

export async function fillNewProduct(page: Page, p: NewProduct): Promise<void> {
  const sheet = dialog(page, 'Agregar producto');
  await sheet.getByLabel('Nombre', { exact: true }).fill(p.name);
  await sheet.getByLabel('SKU', { exact: true }).fill(p.sku);
  const category = sheet.getByLabel('Categoría', { exact: true });
  if ((await category.locator('option', { hasText: p.category }).count()) > 0) await category.selectOption(p.category);
  else {
    await category.selectOption({ label: 'Nueva categoría…' });
    await sheet.getByLabel('Nueva categoría', { exact: true }).fill(p.category);
  }
  await sheet.getByLabel('Precio', { exact: true }).fill(p.price);
  await sheet.getByLabel('Stock inicial').fill(p.stock);
  await sheet.getByLabel('Stock mínimo').fill(p.min);
}

export interface Movement {
  type: string;
  quantity: number;
  direction?: 'in' | 'out';
  target?: string;
  reference?: [type: string, id: string];
  notes?: string;
}

/** Opens register-movement from the product's row, fills it and sends it; resolves when the sheet closed. */
export async function registerMovement(page: Page, sku: string, m: Movement): Promise<void> {
  await row(page, sku).getByRole('button', { name: 'Movimiento' }).click();
  const sheet = dialog(page, 'Registrar movimiento');
  await sheet.getByLabel('Tipo', { exact: true }).selectOption(m.type);
  if (m.direction) await sheet.getByLabel('Sentido').selectOption(m.direction);
  await sheet.getByLabel('Cantidad', { exact: true }).fill(String(m.quantity));
  if (m.target) await sheet.getByLabel('Ubicación de destino').fill(m.target);
  if (m.reference) {
    await sheet.getByLabel('Tipo de referencia').fill(m.reference[0]);
    await sheet.getByLabel('Id de referencia').fill(m.reference[1]);
  }
  if (m.notes) await sheet.getByLabel('Notas').fill(m.notes);
  await sheet.getByRole('button', { name: 'Registrar movimiento' }).click();
  await sheet.waitFor({ state: 'detached' });
  await eventually(() => toasts(page)).toContain('Movimiento registrado correctamente');
}
