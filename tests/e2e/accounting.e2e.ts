import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { clearForScreenshot } from './delivery-steps';
import { apiLogin, call } from './consignment-steps';
import { eventually } from './inventory-steps';
import { pageHiddenWidth } from './layout-steps';
import { pesos, posScreenAs } from './pos-steps';
import { newPhone, launchBrowser, signIn } from './support/browser';
import { demoUser } from './support/demo-users';

// Issue 18 end to end: an accountant records an expense, finds it in the income statement once the
// ledger reactor has posted it, and drills down from the invoiced sales figure to an invoice's event
// (who recorded it, when, from which app and device)
// (the demo shop's invoices, posted by the worker's reactor). Laid out at 390 px without a sideways scroll.
// The cash position and the receivables are the owner's dashboard's, under its words (decision 0134).
const SCREENSHOTS = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../docs/screenshots');
const base = inject('floraUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SCREENSHOTS, { recursive: true });
});
afterAll(async () => browser?.close());

describe('the books', () => {
  it('records an expense, finds it in the income statement, drills from invoiced sales to an invoice event', async () => {
    const { page, context } = await posScreenAs(browser, base, 'accounting', '/admin/accounting', {
      width: 1280,
      height: 900,
    });
    try {
      await page.getByTestId('acc-income').waitFor();
      // The demo shop has utilities of its own this month (its seeded expenses): the new one adds to them.
      const utilities = page.getByTestId('acc-income').getByTestId('acc-account-row').filter({ hasText: '6202' });
      await page.getByTestId('acc-income-expenses-total').filter({ hasText: '$' }).waitFor();
      const before = (await utilities.count()) > 0 ? pesos(await utilities.first().locator('td.num').textContent()) : 0;
      await page.getByTestId('acc-new-expense').click();
      await page.getByLabel('Categoría').selectOption('utilities');
      await page.getByTestId('acc-expense-vendor').fill('FPL Miami');
      await page.getByTestId('acc-expense-description').fill('Luz de la tienda');
      await page.getByTestId('acc-expense-amount').fill('1234.56');
      await page.getByTestId('sheet-confirm').click();
      await eventually(async () =>
        (await utilities.count()) > 0
          ? Math.round(pesos(await utilities.first().locator('td.num').textContent()) * 100)
          : 0,
      ).toBe(Math.round((before + 1234.56) * 100));
      const invoiced = page.getByTestId('acc-income').getByTestId('acc-account-row').filter({ hasText: '4103' });
      await invoiced.first().waitFor();
      // The month's figures: the gross margin with its share, and the revenue by channel (the demo's counter).
      await eventually(() => page.getByTestId('card-margin-value').textContent()).toContain('%');
      await eventually(() => page.getByTestId('card-channel-4101-value').textContent()).toContain('$');
      // The owner's "Posición de caja" and "Cuentas por cobrar", the same words and the same amounts.
      expect(await page.getByTestId('card-cash').textContent()).toContain('Posición de caja');
      expect(await page.getByTestId('card-receivables').textContent()).toContain('Cuentas por cobrar');
      const owner = await apiLogin(base, 'owner');
      const shownCents = async (card: string) =>
        Math.round(pesos(await page.getByTestId(`card-${card}-value`).textContent()) * 100);
      await eventually(async () => {
        const { books } = (await call(base, 'GET', '/dashboards/owner', undefined, owner.token)) as {
          books: { cash: { totalCents: number }; receivables: { totalCents: number } };
        };
        const shown = [await shownCents('cash'), await shownCents('receivables')];
        return shown.join(' ') === [books.cash.totalCents, books.receivables.totalCents].join(' ');
      }).toBe(true);
      await clearForScreenshot(page);
      await page.screenshot({ path: `${SCREENSHOTS}/accounting.png`, fullPage: true });
      await invoiced.first().click();
      await page.getByTestId('acc-ledger-line').first().waitFor();
      expect(await page.getByTestId('acc-ledger').textContent()).toContain('InvoiceIssued');
      // The line's source event: who recorded it, when, from which app — the audit trail.
      await page
        .getByTestId('acc-ledger-line')
        .filter({ hasText: 'InvoiceIssued' })
        .first()
        .getByTestId('acc-source-event')
        .click();
      const event = page.getByTestId('acc-event-details');
      await event.waitFor();
      const facts = await event.textContent();
      for (const expected of ['InvoiceIssued', 'Quién', 'Cuándo', 'Desde', 'invoice-', 'demo-seed'])
        expect(facts).toContain(expected);
      // Issue 43: the event's place in the store in the shop's words ('Número de evento 1,234'), not a raw position.
      expect(facts).toMatch(/Número de evento\d{1,3}(,\d{3})*/);
      expect(facts).not.toContain('Posición');
      await clearForScreenshot(page);
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      await page.screenshot({ path: `${SCREENSHOTS}/accounting-event.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      await page.screenshot({ path: `${SCREENSHOTS}/accounting-event-390.png` });
    } finally {
      await context.close();
    }
  });

  it('lays the books out on a phone (390 px) without a sideways scroll', async () => {
    const phone = await newPhone(browser, base);
    try {
      const { page } = phone;
      const user = demoUser('accounting');
      await page.goto('/admin/accounting');
      await signIn(page, user.email, user.password);
      await page.getByTestId('acc-income').waitFor();
      expect(await pageHiddenWidth(page)).toBeLessThanOrEqual(0);
      await eventually(() => page.getByTestId('card-cash-value').textContent()).toContain('$');
      await clearForScreenshot(page);
      await page.screenshot({ path: `${SCREENSHOTS}/accounting-390.png` });
    } finally {
      await phone.context.close();
    }
  });
});
