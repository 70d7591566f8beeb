import type { Browser, Page } from 'playwright-core';
import { signIn } from '../e2e/support/browser';

// The two screens the screens bench watches, open in a real Chromium as their users open them, each
// with a MutationObserver that writes down (Date.now()) what it sees change: the stock shown on each
// product row of /admin/inventory, and each delivery card the first time /admin/delivery shows it.

export interface StockSeen {
  sku: string;
  stock: number;
  at: number;
}
export interface NoticeSeen {
  projection: string;
  ids: string[];
  at: number;
}
export interface CardSeen {
  id: string;
  at: number;
}

// Plain script text, not functions: tsx's transform may wrap named functions in a helper the page lacks.
const STOCK_OBSERVER = `(() => {
  window.__stockSeen = [];
  const last = new Map();
  const table = document.querySelector('[data-testid="products-table"]');
  const scan = () => {
    const at = Date.now();
    for (const row of table.querySelectorAll('tr[data-testid^="product-"]')) {
      const sku = row.getAttribute('data-testid').slice('product-'.length);
      const text = row.querySelector('[data-testid="stock"]')?.textContent ?? '';
      const stock = Number(text.replace(/[^\\d-]/g, ''));
      if (last.get(sku) === stock) continue;
      last.set(sku, stock);
      window.__stockSeen.push({ sku, stock, at });
    }
  };
  scan();
  new MutationObserver(scan).observe(table, { subtree: true, childList: true, characterData: true });
  return [...last];
})()`;

const CARDS_OBSERVER = `(() => {
  window.__cardsSeen = [];
  const seen = new Set();
  const scan = () => {
    const at = Date.now();
    for (const card of document.querySelectorAll('[data-delivery]')) {
      const id = card.getAttribute('data-delivery');
      if (!seen.has(id)) (seen.add(id), window.__cardsSeen.push({ id, at }));
    }
  };
  scan();
  new MutationObserver(scan).observe(document.body, { subtree: true, childList: true });
})()`;

// Every projection notice the page's websocket receives, timed before the app handles it.
const NOTICE_RECORDER = `(() => {
  window.__noticesSeen = [];
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (e) => {
        try {
          const m = JSON.parse(e.data);
          if (m.type === 'projection')
            window.__noticesSeen.push({ projection: m.projection, ids: (m.changed || []).map((c) => c.id), at: Date.now() });
        } catch {}
      });
    }
  };
})()`;

/** A desktop window (the admin screens' wide layout), Spanish, signed in through the login form. */
const reads = new WeakMap<Page, Map<string, number>>();

/** The API reads a screen has sent since it opened, per path (ids left in: one row per product read). */
export function readsOf(page: Page): Map<string, number> {
  return new Map(reads.get(page));
}

export async function openScreen(
  browser: Browser,
  base: string,
  user: { email: string; password: string },
  path: string,
): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 }, locale: 'es-MX' });
  context.setDefaultTimeout(30_000);
  await context.addInitScript(NOTICE_RECORDER);
  const page = await context.newPage();
  const counted = new Map<string, number>();
  reads.set(page, counted);
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (r.method() === 'GET' && pathname.startsWith('/api/')) counted.set(pathname, (counted.get(pathname) ?? 0) + 1);
  });
  await page.goto('/auth/login');
  await signIn(page, user.email, user.password);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await page.goto(path);
  return page;
}

/** Starts recording the stock of every product row; returns the rows shown (sku → stock). */
export async function watchStock(page: Page): Promise<Map<string, number>> {
  await page.locator('[data-testid="products-table"] tr[data-testid^="product-"]').first().waitFor();
  const shown = (await page.evaluate(STOCK_OBSERVER)) as [string, number][];
  return new Map(shown);
}

/** Starts recording each delivery card the first time the board shows it. */
export async function watchCards(page: Page): Promise<void> {
  await page.locator('[data-testid="delivery-card"], [data-testid="deliveries-empty"]').first().waitFor();
  await page.evaluate(CARDS_OBSERVER);
}

export const stockSeen = async (page: Page) => (await page.evaluate('window.__stockSeen')) as StockSeen[];
export const cardsSeen = async (page: Page) => (await page.evaluate('window.__cardsSeen')) as CardSeen[];
export const noticesSeen = async (page: Page) => (await page.evaluate('window.__noticesSeen')) as NoticeSeen[];
