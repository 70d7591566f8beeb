import type { Locator, Page } from 'playwright-core';
import { demoUser } from './support/demo-users';

// What the consignment browser tests share: the shop's API for the set-up a person would do on
// other screens (products with known stock), the card of an agreement, and the text of a PDF.

export interface ApiSession {
  token: string;
  name: string;
}

export async function apiLogin(base: string, role: string): Promise<ApiSession> {
  const user = demoUser(role);
  const answer = (await call(base, 'POST', '/auth/login', {
    email: user.email,
    password: user.password,
  })) as {
    data: { token: string; user: { name: string } };
  };
  return { token: answer.data.token, name: answer.data.user.name };
}

export async function call(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  token?: string,
): Promise<unknown> {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

export interface TestProduct {
  id: string;
  name: string;
  sku: string;
}

/** A product of our own, so the stock the test reads is only what the test moved. */
export async function addProduct(
  base: string,
  s: ApiSession,
  p: { name: string; sku: string; price: number; stock: number; status?: string; location?: string },
): Promise<TestProduct> {
  const answer = (await call(
    base,
    'POST',
    '/inventory/products',
    {
      name: p.name,
      sku: p.sku,
      price: p.price,
      currentStock: p.stock,
      category: 'Pruebas consignación',
      status: p.status ?? 'active',
      ...(p.location ? { location: p.location } : {}),
    },
    s.token,
  )) as { id: string };
  return { id: answer.id, name: p.name, sku: p.sku };
}

export async function stockOf(
  base: string,
  s: ApiSession,
  productId: string,
): Promise<{ current: number; consigned: number }> {
  const p = (await call(base, 'GET', `/inventory/products/${productId}`, undefined, s.token)) as {
    currentStock: number;
    consignedStock: number;
  };
  return { current: p.currentStock, consigned: p.consignedStock };
}

export const card = (page: Page, code: string): Locator => page.getByTestId(`agreement-${code}`);
export const cardCodes = (page: Page) =>
  page.locator('[data-testid="agreement-cards"] [data-testid="agreement-code"]').allTextContents();
export const cardStatuses = (page: Page) =>
  page
    .locator('[data-testid="agreement-cards"] [data-testid="agreement-status"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-status')));
export const globalToasts = (page: Page) => page.locator('.toasts').first().textContent();

/** What a PDF draws, read back with pdf.js through its fonts' ToUnicode maps. */
export { pdfText } from '../api/read-consignment-pdf-text';
