import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localDay } from './billing-steps';
import { eventually } from './inventory-steps';
import { launchBrowser, signIn } from './support/browser';
import { heldDay, shownDay } from './support/day-field';
import { demoUser } from './support/demo-users';
import { screenshotTwoWidths } from './support/two-widths';

// Issue 43 polish: a native <input type="date"> follows the browser's locale, so a Spanish page
// showed mm/dd/yyyy in an English browser and Spanish dates in English mode. The shared date field
// follows the app's language: here the browser speaks English (en-US) and the page Spanish, then
// the reverse, on the billing list's custom range.
const base = inject('floraUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
  const user = demoUser('accounting');
  await page.goto('/warehouse/billing');
  await signIn(page, user.email, user.password);
  await page.waitForURL((url) => url.pathname === '/warehouse/billing');
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('the shared date field', () => {
  it('shows and takes dd/mm/aaaa on a Spanish page in an English browser, and says so of a day that does not exist', async () => {
    await page.getByLabel('Fecha de la factura').selectOption({ label: 'Personalizado' });
    const from = page.getByLabel('Fecha inicial');
    const to = page.getByLabel('Fecha final');
    expect(await from.getAttribute('placeholder')).toBe('dd/mm/aaaa');
    await from.pressSequentially('01022026'); // the slashes come by themselves
    expect(await from.inputValue()).toBe('01/02/2026');
    await eventually(() => heldDay(from)).toBe('2026-02-01');
    await page.waitForURL((url) => url.searchParams.get('startDate') === '2026-02-01');
    // ↑ moves a day on, in the same format.
    await from.press('ArrowUp');
    expect(await from.inputValue()).toBe('02/02/2026');
    await page.waitForURL((url) => url.searchParams.get('startDate') === '2026-02-02');
    await to.fill('31/02/2026');
    await to.blur();
    await eventually(() => page.getByRole('alert').filter({ hasText: 'Fecha no válida' }).count()).toBe(1);
    expect(await to.getAttribute('aria-invalid')).toBe('true');
    await eventually(() => heldDay(to)).toBe('');
    await screenshotTwoWidths(page, 'date-field-es');
    await to.fill(shownDay(localDay()));
    await to.blur();
    await eventually(() => page.getByRole('alert').filter({ hasText: 'Fecha no válida' }).count()).toBe(0);
    await page.waitForURL((url) => url.searchParams.get('endDate') === localDay());
  });

  it('shows mm/dd/yyyy in English mode, whatever the browser says', async () => {
    await page.evaluate(() => localStorage.setItem('flora.language', 'en'));
    await page.reload();
    const from = page.getByLabel('Start date');
    await from.waitFor();
    expect(await from.getAttribute('placeholder')).toBe('mm/dd/yyyy');
    expect(await from.inputValue()).toBe('02/02/2026');
    await from.fill('12/31/2025');
    await from.blur();
    await eventually(() => heldDay(from)).toBe('2025-12-31');
    await page.waitForURL((url) => url.searchParams.get('startDate') === '2025-12-31');
    await screenshotTwoWidths(page, 'date-field-en');
    await page.evaluate(() => localStorage.setItem('flora.language', 'es'));
  });
});
