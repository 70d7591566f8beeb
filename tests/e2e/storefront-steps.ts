import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { addProduct, type ApiSession } from './reports-steps';
import { newPhone, signIn } from './support/browser';
import type { Opened } from './inventory-steps';

// What the storefront browser test shares: its own products (so the stock and the search are the
// test's), a customer registering and signing in as a person does, the delivery form filled in,
// delivery days on the real clock, and the cart's figures formatted as the screen formats them.

export interface ShopProduct {
  id: string;
  name: string;
  sku: string;
  price: number;
}

/** Two products of a category of the test's own, with stock at the shop's home. */
export async function addShopProducts(base: string, admin: ApiSession, tag: string): Promise<ShopProduct[]> {
  const category = `Tienda ${tag}`;
  const specs = [
    { name: `Ramo Ñandú ${tag}`, sku: `SFR${tag}`, price: 450 },
    { name: `Tulipanes Brickell ${tag}`, sku: `SFT${tag}`, price: 380 },
  ];
  const out: ShopProduct[] = [];
  for (const s of specs) {
    const id = await addProduct(base, admin, { ...s, category, stock: 20, min: 2 });
    out.push({ id, ...s });
  }
  return out;
}

export interface Customer {
  name: string;
  email: string;
  password: string;
}

/** Registers through /auth/register and waits for the client's landing, the catalogue. */
export async function register(page: Page, c: Customer): Promise<void> {
  await page.goto('/auth/register');
  await page.getByLabel('Nombre completo').fill(c.name);
  await page.getByLabel('Correo electrónico').fill(c.email);
  await page.getByLabel('Contraseña').fill(c.password);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await page.waitForURL((url) => url.pathname === '/catalog');
  await page.getByTestId('landing-catalog').waitFor();
}

/** The same customer on a phone: the login page, back to the catalogue. */
export async function customerOnPhone(browser: Browser, base: string, c: Customer): Promise<Opened> {
  const opened = await newPhone(browser, base);
  await opened.page.goto('/catalog');
  await signIn(opened.page, c.email, c.password);
  await opened.page.waitForURL((url) => url.pathname === '/catalog');
  return opened;
}

/** Types a search and waits for the URL to carry it (the box writes it once typing pauses). */
export async function search(page: Page, text: string): Promise<void> {
  await page.getByLabel('Buscar flores, arreglos o plantas').fill(text);
  await page.waitForURL((url) => url.searchParams.get('search') === text);
}

export const addFromCard = (page: Page, sku: string) =>
  page.getByTestId(`product-${sku}`).getByRole('button', { name: 'Agregar al carrito' }).click();

export const cartCount = async (page: Page) => {
  const badge = page.getByTestId('cart-count');
  return (await badge.count()) ? Number(await badge.textContent()) : 0;
};

export interface Address {
  place: string;
  street: string;
  zipCode: string;
}

export async function fillAddress(page: Page, a: Address): Promise<void> {
  await page.getByLabel('Nombre del lugar').fill(a.place);
  await page.getByLabel('Calle y número').fill(a.street);
  await page.getByLabel('Código postal').fill(a.zipCode);
}

export async function fillRecipient(page: Page, name: string, phone: string, card: string): Promise<void> {
  await page.getByLabel('Nombre', { exact: true }).fill(name);
  await page.getByLabel('Teléfono').fill(phone);
  await page.getByLabel('Mensaje de la tarjeta').fill(card);
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/**
 * The first day at least `ahead` days from today (this machine's calendar) whose weekday passes
 * `want` (0 = Sunday). Two days ahead is past the shop's cutoff in any zone the machine may differ by.
 */
export function dayAhead(want: (weekday: number) => boolean, ahead = 2): string {
  const d = new Date();
  d.setDate(d.getDate() + ahead);
  while (!want(d.getDay())) d.setDate(d.getDate() + 1);
  return dayOf(d);
}

/** Spec 1: pesos in es-MX ('$1,280.00'), as the storefront shows every amount (the reports' own formatter). */
export { money } from './reports-steps';

/** The cart summary's three figures as shown. */
export const cartFigures = (page: Page) =>
  page.evaluate(() => {
    const text = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() ?? '';
    return { subtotal: text('cart-subtotal'), shipping: text('cart-shipping'), total: text('cart-total') };
  });

/**
 * Before a full-page screenshot: the toasts dismissed (a tap each), no field focused, the page at its
 * top (a sticky bar is drawn where the page is scrolled to), and a moment for the last paint.
 */
export async function readyForScreenshot(page: Page): Promise<void> {
  const toasts = page.locator('.toasts .toast');
  // Forced: a toast moving up as the one above it goes is still the one to tap.
  for (let left = 10; left > 0 && (await toasts.count()) > 0; left--)
    await toasts
      .first()
      .click({ force: true, timeout: 1000 })
      .catch(() => undefined);
  await expect.poll(() => toasts.count(), { timeout: 10_000 }).toBe(0);
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await page.waitForTimeout(300);
}
