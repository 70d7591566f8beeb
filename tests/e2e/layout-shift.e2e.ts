import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addClient, addInvoice, apiLogin, localDay } from './billing-steps';
import { addProduct, call, type ApiSession } from './consignment-steps';
import { openAs } from './inventory-steps';
import { closeLeftovers } from './pos-steps';
import { launchBrowser } from './support/browser';

// Issue 24: no layout shift when the data arrives. Chromium's cumulative layout shift (the sum of the
// 'layout-shift' entries not caused by the person's own input) from the navigation until the screen's
// data is shown and the network is quiet, on the inventory, billing and point-of-sale screens, on a
// desktop (1280 px) and a phone (390 px). The budget is Web Vitals' "good": 0.1.
const base = inject('floraUrl');
const tag = Date.now().toString(36).slice(-5).toUpperCase();
const BUDGET = 0.1;
let browser: Browser;

/** Counts the shifts from the first paint on, in every document the page loads. */
const OBSERVE_SHIFTS = `
  window.__cls = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** Two frames after everything arrived, so the last layout's shifts are reported. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

interface Screen {
  name: string;
  path: string;
  role: string;
  /** What shows once the screen's data has arrived. */
  arrived: string;
}

const SCREENS: Screen[] = [
  { name: 'inventory', path: '/admin/inventory', role: 'warehouse', arrived: '[data-testid^="product-"]' },
  { name: 'billing', path: '/warehouse/billing', role: 'warehouse', arrived: '[data-testid="invoice-row"]' },
  { name: 'pos', path: '/pos', role: 'cashier', arrived: '[data-testid="pos-scan"]' },
];
const WIDTHS = [1280, 390] as const;

/** Signs in once, then loads the screen afresh with the observer in place and sums the shifts. */
async function shiftOf(screen: Screen, width: (typeof WIDTHS)[number]): Promise<number> {
  const { context, page } = await openAs(browser, base, screen.path, screen.role, width === 1280);
  try {
    await context.addInitScript(OBSERVE_SHIFTS);
    await page.goto(screen.path);
    await page.locator(screen.arrived).first().waitFor();
    await page.waitForLoadState('networkidle');
    await settle(page);
    return await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  } finally {
    await context.close();
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await apiLogin(base, 'admin');
  await addProduct(base, admin, { name: `Cls${tag} rosa`, sku: `CLS-${tag}`, price: 40, stock: 5 });
  const clientId = await addClient(base, admin, { name: `Cls${tag} cliente` });
  await addInvoice(base, admin, {
    clientId,
    date: localDay(),
    items: [{ description: 'Ramo', quantity: 1, price: 40 }],
  });
  // The counter shows its till only with the cashier's session open: a fresh one on the first register.
  const cashier: ApiSession = await apiLogin(base, 'cashier');
  await closeLeftovers(base, admin);
  await call(base, 'POST', '/pos/sessions', { registerId: 'caja-1', openingCash: 100 }, cashier.token);
});
afterAll(async () => browser?.close());

describe('layout shift while the data arrives', () => {
  for (const screen of SCREENS)
    for (const width of WIDTHS)
      it(`${screen.name} at ${width} px stays within CLS ${BUDGET}`, async () => {
        const cls = await shiftOf(screen, width);
        console.log(`CLS ${screen.name} ${width}px: ${cls.toFixed(4)}`);
        expect(cls).toBeLessThanOrEqual(BUDGET);
      });
});
