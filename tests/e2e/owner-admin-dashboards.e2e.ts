import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addProduct, apiLogin, call, type ApiSession } from './consignment-steps';
import { clearForScreenshot } from './delivery-steps';
import { eventually, uniqueSku } from './inventory-steps';
import { pageHiddenWidth } from './layout-steps';
import { posScreenAs } from './pos-steps';
import { launchBrowser, newPhone, signIn } from './support/browser';
import { demoUser } from './support/demo-users';
import { screenshotTwoWidths } from './support/two-widths';

// Issue 20 end to end: the owner's landing (/admin/owner) and the admin's (/admin) show the figures
// GET /api/dashboards/owner and /admin answer, each a link to its screen; a product added and a sale
// booked through the API move them with no reload (the websocket's notice refetches them). Then the
// owner's landing at 390 px without a sideways scroll. Screenshots: owner.png, admin.png (1280),
// owner-phone.png (390).

const SCREENSHOTS = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../docs/screenshots');
const base = inject('floraUrl');
const DESKTOP = { width: 1280, height: 900 };
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SCREENSHOTS, { recursive: true });
});
afterAll(async () => browser?.close());

const figuresOf = (s: ApiSession, who: 'owner' | 'admin') =>
  call(base, 'GET', `/dashboards/${who}`, undefined, s.token) as Promise<Json>;
const shown = async (page: Page, testId: string) => Number(await page.getByTestId(testId).getAttribute('data-value'));

/** The figures a landing shows, by test id, and where each answer keeps it. */
const SHARED: [string, (f: Json) => number][] = [
  ['sales-today-link', (f) => f.sales.today.total],
  ['sales-week-link', (f) => f.sales.week.total],
  ['sales-month-link', (f) => f.sales.month.total],
  ['stock-value-link', (f) => f.stock.valueCents],
  ['low-stock-link', (f) => f.stock.lowStock],
  ['out-of-stock-link', (f) => f.stock.outOfStock],
  ['deliveries-today-link', (f) => f.deliveries.total],
  ['subscriptions-active-link', (f) => f.subscriptions.active],
  ['mrr-link', (f) => f.subscriptions.monthlyRecurringCents],
  ['clocked-in-link', (f) => f.staff.clockedIn],
];
const OWNER_ONLY: [string, (f: Json) => number][] = [
  ['margin-link', (f) => f.books.month.marginCents],
  ['cash-link', (f) => f.books.cash.totalCents],
  ['receivables-link', (f) => f.books.receivables.totalCents],
];
const ADMIN_ONLY: [string, (f: Json) => number][] = [
  ['users-active-link', (f) => f.users.active],
  ['projections-running-link', (f) => f.projections.running],
];

/** Every figure on the page equals the API's answer read now (the worker may still be settling). */
async function agreeWithApi(page: Page, s: ApiSession, who: 'owner' | 'admin', own: typeof SHARED) {
  await eventually(async () => {
    const f = await figuresOf(s, who);
    const pairs = [...SHARED, ...own].map(async ([id, pick]) => [await shown(page, `${who}-${id}`), pick(f)]);
    return (await Promise.all(pairs)).every(([a, b]) => a === b);
  }).toBe(true);
}

describe('the owner and admin landings', () => {
  it('show the API’s figures, which move live with a product added and a sale booked', async () => {
    const owner = await apiLogin(base, 'owner');
    const { context, page } = await posScreenAs(browser, base, 'owner', '/admin/owner', DESKTOP);
    try {
      await page.getByTestId('owner-figures').waitFor();
      await page.getByTestId('owner-sales-today-link').waitFor();
      await agreeWithApi(page, owner, 'owner', OWNER_ONLY);
      expect(await page.getByTestId('owner-low-stock-link').getAttribute('href')).toBe(
        '/admin/inventory?stockStatus=low_stock',
      );
      await page.getByTestId('owner-sales-chart').locator('.apexcharts-canvas').waitFor();

      // A product with 4 units at $250 through the API: the stock's value grows by $1,000.
      const valueBefore = await shown(page, 'owner-stock-value-link');
      await addProduct(base, owner, { name: 'Ramo de prueba', sku: uniqueSku('DASH'), price: 250, stock: 4 });
      await eventually(() => shown(page, 'owner-stock-value-link')).toBe(valueBefore + 100_000);

      // A counter sale booked by hand: today's sales and the cash grow by it.
      const [salesBefore, cashBefore] = [
        await shown(page, 'owner-sales-today-link'),
        await shown(page, 'owner-cash-link'),
      ];
      const today = (await figuresOf(owner, 'owner')).period.today as string;
      await call(
        base,
        'POST',
        '/accounting/journal-entries',
        {
          date: today,
          description: 'Venta de mostrador sin ticket',
          lines: [
            { accountCode: '1101', debit: 80 },
            { accountCode: '4101', credit: 80 },
          ],
        },
        owner.token,
      );
      await eventually(() => shown(page, 'owner-sales-today-link')).toBe(salesBefore + 8000);
      await eventually(() => shown(page, 'owner-cash-link')).toBe(cashBefore + 8000);
      await agreeWithApi(page, owner, 'owner', OWNER_ONLY);
      await clearForScreenshot(page);
      await page.screenshot({ path: resolve(SCREENSHOTS, 'owner.png'), fullPage: true });
    } finally {
      await context.close();
    }
  });

  it('shows the admin the same shop without finances, with users and projections', async () => {
    const admin = await apiLogin(base, 'admin');
    const { context, page } = await posScreenAs(browser, base, 'admin', '/admin', DESKTOP);
    try {
      await page.getByTestId('admin-sales-today-link').waitFor();
      await agreeWithApi(page, admin, 'admin', ADMIN_ONLY);
      for (const id of ['margin-link', 'cash-link', 'receivables-link'])
        expect(await page.getByTestId(`admin-${id}`).count()).toBe(0);
      expect(await page.getByTestId('owner-figures').count()).toBe(0);
      await clearForScreenshot(page);
      await page.screenshot({ path: resolve(SCREENSHOTS, 'admin.png'), fullPage: true });
    } finally {
      await context.close();
    }
  });

  it('shows skeleton cards of the figures’ own size while they load, on the owner’s and the warehouse’s landings (screenshot)', async () => {
    const { context, page } = await posScreenAs(browser, base, 'owner', '/admin/owner', DESKTOP);
    try {
      await page.getByTestId('owner-sales-today-link').waitFor();
      // The figures' answers wait until the skeletons have been measured.
      let release = () => {};
      const held = new Promise<void>((done) => (release = done));
      await page.route(/\/api\/dashboards\/owner/, async (route) => {
        await held;
        await route.continue().catch(() => undefined);
      });
      await page.reload();
      const figures = page.getByTestId('owner-figures');
      await figures.locator('.stat-card .skeleton').first().waitFor();
      expect(await figures.getAttribute('aria-busy')).toBe('true');
      const cards = figures.locator('.stat-card');
      // Every card stands there, each with its skeleton.
      expect(await cards.filter({ has: page.locator('.skeleton') }).count()).toBe(await cards.count());
      const heights = () => cards.evaluateAll((all) => all.map((c) => Math.round(c.getBoundingClientRect().height)));
      const loading = await heights();
      expect(loading.length).toBeGreaterThan(9);
      await screenshotTwoWidths(page, 'owner-skeleton');
      await page.setViewportSize(DESKTOP);
      release();
      await page.getByTestId('owner-sales-today-link').waitFor();
      expect(await heights()).toEqual(loading);

      // The warehouse's landing: its three cards stand there too while its figures load.
      const again = new Promise<void>((done) => (release = done));
      await page.route(/\/api\/inventory\/dashboard/, async (route) => {
        await again;
        await route.continue().catch(() => undefined);
      });
      await page.goto('/admin/warehouse-dashboard');
      for (const card of ['today-movements', 'today-unitsIn', 'today-unitsOut'])
        await page.getByTestId(card).locator('.skeleton').waitFor();
      release();
      await page.getByTestId('warehouse-dashboard').waitFor();
    } finally {
      await context.close();
    }
  });

  it('fits the owner’s landing on a phone', async () => {
    const { context, page } = await newPhone(browser, base);
    try {
      const user = demoUser('owner');
      await page.goto('/admin/owner');
      await signIn(page, user.email, user.password);
      await page.getByTestId('owner-sales-today-link').waitFor();
      await page.getByTestId('owner-sales-chart').locator('.apexcharts-canvas').waitFor();
      expect(await pageHiddenWidth(page)).toBe(0);
      await clearForScreenshot(page);
      await page.screenshot({ path: resolve(SCREENSHOTS, 'owner-phone.png'), fullPage: true });
    } finally {
      await context.close();
    }
  });
});
