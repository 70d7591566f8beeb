import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { clearForScreenshot } from './delivery-steps';
import { eventually } from './inventory-steps';
import { pageHiddenWidth } from './layout-steps';
import { posScreenAs } from './pos-steps';
import { launchBrowser } from './support/browser';

// Issue 18, the books' lists end to end: the accountant posts a manual entry, finds it in the journal
// filtered by manual entries and reverses it with a reason (both entries then name each other); adds an
// account and deactivates it (a code taken is the server's 409 in the sheet); records an expense and
// finds it in the expenses list with its entry; downloads the trial balance as a PDF and a ledger as Excel. At 390 px the
// journal, the expenses and the chart do not scroll sideways.
const SCREENSHOTS = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../docs/screenshots');
const base = inject('floraUrl');
const run = Date.now().toString(36).toUpperCase();
let browser: Browser;
let page: Page;
let close: () => Promise<void>;

const section = (name: string) => page.getByTestId('acc-sections').getByRole('button', { name }).click();
const sheet = (testId: string) => page.getByTestId(testId);

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SCREENSHOTS, { recursive: true });
  const opened = await posScreenAs(browser, base, 'accounting', '/admin/accounting', { width: 1280, height: 900 });
  page = opened.page;
  close = () => opened.context.close();
  await page.getByTestId('acc-income').waitFor();
});
afterAll(async () => {
  await close?.();
  await browser?.close();
});

describe('the books’ lists', () => {
  it('filters the journal by manual entries and reverses one with a reason: both entries link to each other', async () => {
    const description = `Ajuste E2E ${run}`;
    await page.getByTestId('acc-new-entry').click();
    const entry = sheet('acc-entry-sheet');
    await entry.getByTestId('acc-entry-description').fill(description);
    await entry.getByTestId('acc-line-account').nth(0).selectOption('1101');
    await entry.getByTestId('acc-line-debit').nth(0).fill('150');
    await entry.getByTestId('acc-line-account').nth(1).selectOption('3101');
    await entry.getByTestId('acc-line-credit').nth(1).fill('150');
    await entry.getByTestId('sheet-confirm').click();
    await entry.waitFor({ state: 'detached' });

    await section('Diario');
    await page.getByTestId('acc-journal-source').getByRole('button', { name: 'Manuales' }).click();
    const posted = page.getByTestId('acc-journal-entry').filter({ hasText: description });
    await posted.waitFor();
    await eventually(async () =>
      (await page.getByTestId('acc-journal-entry').evaluateAll((els) => els.map((e) => e.dataset.sourceKind))).every(
        (k) => k === 'manual',
      ),
    ).toBe(true);
    const entryId = await posted.getAttribute('data-entry-id');
    await posted.getByTestId('acc-entry-toggle').click();
    expect(await posted.getByTestId('acc-journal-lines').textContent()).toContain('1101');

    await posted.getByTestId('acc-entry-reverse').click();
    const reverse = sheet('acc-reverse-sheet');
    await reverse.getByTestId('sheet-confirm').click();
    expect(await reverse.textContent()).toContain('Indica el motivo');
    await reverse.getByTestId('acc-reverse-reason').fill('Registrado por error en la prueba');
    await reverse.getByTestId('sheet-confirm').click();
    await reverse.waitFor({ state: 'detached' });
    const reversedBy = posted.getByTestId('acc-reversed-by');
    await reversedBy.waitFor();
    expect(await reversedBy.textContent()).toMatch(/^Revertido por [0-9a-f-]{36}$/);
    expect(await posted.getByTestId('acc-entry-reverse').count()).toBe(0);

    await reversedBy.click();
    const reversal = page.locator(`[data-testid="acc-journal-entry"][data-source-kind="reversal"]`, {
      has: page.getByTestId('acc-reverses'),
    });
    const links = reversal.filter({ hasText: entryId! });
    await links.first().waitFor();
    expect(await links.first().getByTestId('acc-reverses').textContent()).toBe(`Revierte ${entryId}`);

    // And back: the reversal's link opens the journal (every source) on the entry it reverses.
    await links.first().getByTestId('acc-reverses').click();
    const original = page.locator(`[data-testid="acc-journal-entry"].acc-focused[data-entry-id="${entryId}"]`);
    await original.waitFor();
    expect(await original.getByTestId('acc-reversed-by').textContent()).toMatch(/^Revertido por /);
    await clearForScreenshot(page);
    await original.evaluate((e) => {
      e.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -64); // below the app's bar
    });
    await page.screenshot({ path: `${SCREENSHOTS}/accounting-journal.png` });
  });

  it('adds an account, refuses its code twice in the sheet, and deactivates it', async () => {
    const code = `9${String(Date.now()).slice(-8)}`;
    await section('Plan de cuentas');
    await page.getByTestId('acc-chart-table').waitFor();
    for (const attempt of [1, 2]) {
      await page.getByTestId('acc-chart-add').click();
      const add = sheet('acc-account-sheet');
      await add.getByTestId('acc-account-code').fill(code);
      // The same add again is nothing new; another name under the code is the server's 409.
      await add.getByTestId('acc-account-name').fill(`Gastos de prueba ${run}${attempt === 2 ? ' bis' : ''}`);
      await add.getByTestId('acc-account-kind').selectOption('expense');
      await add.getByTestId('sheet-confirm').click();
      if (attempt === 1) await add.waitFor({ state: 'detached' });
      else {
        await add.getByTestId('sheet-refusal').waitFor();
        expect(await add.getByTestId('sheet-refusal').textContent()).toContain(`Ya existe la cuenta ${code}`);
        await add.getByRole('button', { name: 'Volver' }).click();
      }
    }
    const row = page.locator(`[data-testid="acc-chart-row"][data-code="${code}"]`);
    await eventually(() => row.getByTestId('acc-chart-state').textContent()).toBe('Activa');
    await row.getByTestId('acc-chart-toggle').click();
    await sheet('acc-active-sheet').getByTestId('sheet-confirm').click();
    await eventually(() => row.getByTestId('acc-chart-state').textContent()).toBe('Inactiva');
    expect(await row.getByTestId('acc-chart-toggle').textContent()).toBe('Activar');
    await clearForScreenshot(page);
    await page.screenshot({ path: `${SCREENSHOTS}/accounting-chart.png`, fullPage: true });
  });

  it('lists a recorded expense with its journal entry', async () => {
    await section('Gastos');
    await page.getByTestId('acc-expenses').waitFor();
    await page.getByTestId('acc-expenses-new').click();
    const expense = sheet('acc-expense-sheet');
    await expense.getByLabel('Categoría').selectOption('supplies');
    await expense.getByTestId('acc-expense-vendor').fill(`Papelería ${run}`);
    await expense.getByTestId('acc-expense-description').fill('Cinta y papel');
    await expense.getByTestId('acc-expense-amount').fill('321.50');
    await expense.getByTestId('sheet-confirm').click();
    await expense.waitFor({ state: 'detached' });
    const row = page.getByTestId('acc-expense-row').filter({ hasText: `Papelería ${run}` });
    await eventually(async () => (await row.count()) > 0 && (await row.getByTestId('acc-expense-entry').count())).toBe(
      1,
    );
    expect(await row.textContent()).toContain('321.50');
    expect(await page.getByTestId('acc-expenses-by-category').textContent()).toContain('Insumos');
    await row.getByTestId('acc-expense-entry').click();
    await page.locator('[data-testid="acc-journal-entry"].acc-focused').waitFor();
  });

  it('downloads the trial balance as a PDF and an account’s ledger as Excel', async () => {
    await section('Reportes');
    await page.getByTestId('acc-tabs').getByRole('button', { name: 'Balanza de comprobación' }).click();
    await page.getByTestId('acc-trial-table').getByTestId('acc-account-row').first().waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('acc-trial').getByTestId('acc-export-pdf').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^contabilidad-trial-balance.*\.pdf$/);
    expect(
      readFileSync((await download.path())!)
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('%PDF');

    // Its first account's ledger (the drill-down) as a workbook: a zip, as every .xlsx is.
    await page.getByTestId('acc-trial-table').getByTestId('acc-account-row').first().click();
    await page.getByTestId('acc-ledger-line').first().waitFor();
    const [workbook] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('acc-ledger').getByTestId('acc-export-xlsx').click(),
    ]);
    expect(workbook.suggestedFilename()).toMatch(/^contabilidad-general-ledger.*\.xlsx$/);
    expect(
      readFileSync((await workbook.path())!)
        .subarray(0, 2)
        .toString('latin1'),
    ).toBe('PK');
  });

  it('lays the journal, the expenses and the chart out at 390 px without a sideways scroll', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [name, testId] of [
      ['Diario', 'acc-journal'],
      ['Gastos', 'acc-expenses'],
      ['Plan de cuentas', 'acc-chart'],
      ['Reportes', 'acc-ledger'],
    ] as const) {
      await section(name);
      await page.getByTestId(testId).waitFor();
      if (name === 'Diario') await page.getByTestId('acc-entry-toggle').first().click();
      expect(await pageHiddenWidth(page), name).toBeLessThanOrEqual(0);
    }
  });
});
