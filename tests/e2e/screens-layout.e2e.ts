import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rows } from './billing-steps';
import { card } from './consignment-steps';
import { dialog, eventually, openAs } from './inventory-steps';
import {
  cutOff,
  headerButtons,
  hiddenWidth,
  overlaps,
  pageHiddenWidth,
  toastBoxes,
  toastsSeen,
  toastTexts,
  watchToasts,
} from './layout-steps';
import { launchBrowser } from './support/browser';

// The three screens of issue 11 at a desktop's 1280 px and a phone's 390 px: the agreement details
// sheet shows every column of its products, the inventory list needs no sideways scroll on a phone,
// and toasts neither pile up nor cover the navigation bar's user name and 'Cerrar sesión'.
const SCREENSHOTS = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../docs/screenshots');
const WIDTHS = [1280, 390] as const;
let browser: Browser;
const base = inject('floraUrl');
const tag = Date.now().toString(36).slice(-5).toUpperCase();

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const open = (path: string, role: string, width: number) => openAs(browser, base, path, role, width === 1280);

describe.each(WIDTHS)('at %i px', (width) => {
  it('the agreement details sheet shows every product column, nothing cut off or scrolled sideways', async () => {
    const { context, page } = await open('/admin/consignment', 'admin', width);
    try {
      const first = page.locator('[data-testid="agreement-cards"] [data-testid="agreement-code"]').first();
      await card(page, (await first.textContent())!)
        .getByRole('button', { name: 'Detalles' })
        .click();
      const sheet = dialog(page, 'Detalles del acuerdo');
      const items = sheet.getByTestId('agreement-items');
      await items.locator('tbody tr').first().waitFor();
      const wrap = items.locator('xpath=..');
      expect(await hiddenWidth(wrap)).toBeLessThanOrEqual(0);
      // Each item's name, its six figures and its state, inside the sheet's products box.
      expect(await cutOff(wrap, 'tbody td, tbody td .badge')).toEqual([]);
      expect(await items.locator('tbody tr').first().locator('td').count()).toBe(8);
      if (width === 1280) expect(await items.evaluate((t) => getComputedStyle(t).display)).toBe('table');
      await items.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENSHOTS}/consignment-agreement-sheet-${width}.png` });
    } finally {
      await context.close();
    }
  });

  it("the inventory list shows each product's name, stock, price and actions without a sideways scroll", async () => {
    const { context, page } = await open('/admin/inventory', 'warehouse', width);
    try {
      const table = page.getByTestId('products-table');
      await table.locator('tbody tr[data-testid^="product-"]').nth(4).waitFor();
      const wrap = table.locator('xpath=..');
      expect(await hiddenWidth(wrap)).toBeLessThanOrEqual(0);
      expect(await pageHiddenWidth(page)).toBeLessThanOrEqual(0);
      const shown = ['name', 'stock', 'price'].map((id) => `tbody tr[data-testid^="product-"] [data-testid="${id}"]`);
      expect(
        await cutOff(wrap, [...shown, 'tbody tr[data-testid^="product-"] [data-testid="actions"] button'].join(', ')),
      ).toEqual([]);
      // The desktop keeps its table with every column.
      if (width === 1280) {
        expect(await table.evaluate((t) => getComputedStyle(t).display)).toBe('table');
        expect(await table.locator('thead th:visible').allTextContents()).toEqual([
          'SKU ↕',
          'Nombre ↕',
          'Categoría',
          'Stock ↕',
          'Precio ↕',
          'Estado',
          'Acciones',
        ]);
      }
      if (width === 390) await page.screenshot({ path: `${SCREENSHOTS}/inventory-phone-390.png` });
    } finally {
      await context.close();
    }
  });

  it("inventory toasts: newest first, top-right, no copies, clear of the user name and 'Cerrar sesión'", async () => {
    const { context, page } = await open('/admin/inventory', 'warehouse', width);
    try {
      const stack = page.getByTestId('inventory-toasts');
      const unknown = (n: number) => `No hay ningún producto con el código NADA-${tag}-${n}.`;
      for (const n of [1, 2, 1]) {
        await page.getByTestId('scan-input').fill(`NADA-${tag}-${n}`);
        await page.getByTestId('scan-input').press('Enter');
        await eventually(() => toastTexts(stack).then((t) => t[0])).toBe(unknown(n));
      }
      // The same words again move up instead of stacking a copy.
      expect(await toastTexts(stack)).toEqual([unknown(1), unknown(2)]);
      const header = await headerButtons(page);
      for (const toast of await toastBoxes(stack)) {
        expect(header.some((button) => overlaps(toast, button))).toBe(false);
        expect(toast.x + toast.width).toBeGreaterThan(width - 24); // spec 9: top-right
        if (width === 1280) expect(toast.x).toBeGreaterThan(width / 2);
      }
      await page.screenshot({ path: `${SCREENSHOTS}/toasts-inventory-${width}.png` });
    } finally {
      await context.close();
    }
  });

  it("printing an invoice: 'Preparando impresión...' is replaced by its outcome, below the navigation bar", async () => {
    const { context, page } = await open('/warehouse/billing', 'warehouse', width);
    try {
      const invoice = rows(page).first();
      await invoice.waitFor();
      await watchToasts(page);
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        invoice.getByRole('button', { name: 'Imprimir', exact: true }).click(),
      ]);
      const stack = page.locator('.toasts:not(.inventory-toasts)');
      await eventually(() => toastTexts(stack)).toContain('Factura enviada a impresora');
      // At once, not eventually: the progress toast is gone the moment its outcome shows.
      expect(await toastTexts(stack)).toEqual(['Factura enviada a impresora']);
      expect(await toastsSeen(page)).toEqual(['Preparando impresión...', 'Factura enviada a impresora']);
      await popup.close();
      const header = await headerButtons(page);
      for (const toast of await toastBoxes(stack)) expect(header.some((button) => overlaps(toast, button))).toBe(false);
      await page.screenshot({ path: `${SCREENSHOTS}/toasts-${width}.png` });
    } finally {
      await context.close();
    }
  });
});
