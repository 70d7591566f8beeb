import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { addProduct, call, type ApiSession, type TestProduct } from './consignment-steps';
import { signIn } from './support/browser';
import { shownDay } from './support/day-field';

// What the partners' portal browser test sets up through the shop's API (issue 45): a demo partner's
// portal account, agreements of the test's own products with that partner, and the page as a phone
// or a desk sees it.

/** The demo partners' portal accounts (`<slug of the trade name>@partners.flora.test`, one password). */
export const partnerAccount = (slug: string) => ({
  email: `${slug}@partners.flora.test`,
  password: 'flora-partner-2026',
});

export interface TestAgreement {
  id: string;
  code: string;
}

export async function partnerIdOf(base: string, admin: ApiSession, tradeName: string): Promise<string> {
  const partners = (await call(
    base,
    'GET',
    `/consignment/partners?search=${encodeURIComponent(tradeName)}`,
    undefined,
    admin.token,
  )) as {
    id: string;
    tradeName: string;
  }[];
  const found = partners.find((p) => p.tradeName === tradeName);
  if (!found) throw new Error(`no demo partner ${tradeName}`);
  return found.id;
}

/** An agreement of `items` with the partner, as the shop's consignment screen creates it. */
export async function placeWith(
  base: string,
  admin: ApiSession,
  partnerId: string,
  items: { product: TestProduct; quantity: number }[],
): Promise<TestAgreement> {
  const body = { partnerId, items: items.map((i) => ({ productId: i.product.id, quantity: i.quantity })) };
  const answer = (await call(base, 'POST', '/consignment/agreements', body, admin.token)) as { id: string };
  return { id: answer.id, code: answer.id.slice(-6).toUpperCase() };
}

/** A sale registered at the shop: POST /api/consignment/agreements/:id/sales as the admin. */
export const sellAtShop = (base: string, admin: ApiSession, a: TestAgreement, product: TestProduct, quantity: number) =>
  call(
    base,
    'POST',
    `/consignment/agreements/${a.id}/sales`,
    { items: [{ productId: product.id, quantity }] },
    admin.token,
  );

export const settleAtShop = (base: string, admin: ApiSession, a: TestAgreement) =>
  call(base, 'POST', `/consignment/agreements/${a.id}/settle`, {}, admin.token);

export const flowers = async (base: string, admin: ApiSession, tag: string) => ({
  rose: await addProduct(base, admin, { name: `Rosa portal ${tag}`, sku: `PPR${tag}`, price: 40, stock: 30 }),
  tulip: await addProduct(base, admin, { name: `Tulipán portal ${tag}`, sku: `PPT${tag}`, price: 25, stock: 10 }),
});

/** A desk's browser (1280 px, Spanish) signed in through the login page as the partner: it lands on /partner. */
export async function openPortal(browser: Browser, base: string, account: { email: string; password: string }) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 1280, height: 900 },
    locale: 'es-MX',
    acceptDownloads: true,
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  await page.goto('/auth/login');
  await signIn(page, account.email, account.password);
  await page.waitForURL((url) => url.pathname === '/partner');
  return { context, page };
}

/** Whether the page is wider than its window (a horizontal scroll). */
export const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The figure a card shows, as the person reads it. */
export const cardText = (page: Page, key: string) => page.getByTestId(`card-${key}-value`).textContent();

/** An item's row of an agreement on the portal. */
export const itemRow = (page: Page, a: TestAgreement, product: TestProduct) =>
  page.getByTestId(`portal-agreement-${a.code}`).getByTestId(`portal-item-${product.sku}`);

export const expectNoStaffNavigation = async (page: Page) => {
  expect(await page.locator('.shell-sidebar, .shell-tabbar').count()).toBe(0);
};

/** Ready for a screenshot: the toasts tapped away, no focus ring, no animation running that ends (a sheet rising). */
export async function stillFor(page: Page) {
  const toasts = page.locator('.toasts .toast');
  while ((await toasts.count()) > 0)
    await toasts
      .first()
      .click({ force: true, timeout: 1000 })
      .catch(() => undefined);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/** A money figure as shown ('$1,234.56') as a number; a count of stems ('16 tallos') as its number; today as the Spanish page writes it. */
export const amount = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));
export const stems = (text: string | null) => Number((text ?? '').split(' ')[0]!.replace(/[^\d]/g, ''));
export const today = () => {
  const d = new Date();
  return shownDay(
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`,
  );
};
