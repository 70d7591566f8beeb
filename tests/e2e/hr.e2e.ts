import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { clearForScreenshot } from './delivery-steps';
import { daysInMonth, firstOfNextMonth, settled, shopToday } from './hr-steps';
import { eventually } from './inventory-steps';
import { pageHiddenWidth } from './layout-steps';
import { pesos, posScreenAs } from './pos-steps';
import { launchBrowser, newPhone, signIn } from './support/browser';
import { demoUser } from './support/demo-users';
import { typeDay } from './support/day-field';

// Issue 19 end to end: HR hires an employee linked to the cashier's account (the demo leaves it
// unlinked), the cashier clocks in and out on the counter's screen, HR drafts and approves a payroll
// run of one day and the accountant pays it (issue 38: HR prepares, accounting pays), downloads the
// cashier's payslip, and the ledger shows the wages — the accountant opens the entry the run links
// to. Then the screens at 390 px without a sideways scroll.

const SCREENSHOTS = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../docs/screenshots');
const base = inject('floraUrl');
const DESKTOP = { width: 1280, height: 900 };
const SALARY = 3000;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SCREENSHOTS, { recursive: true });
});
afterAll(async () => browser?.close());

describe('HR', () => {
  it('hires the cashier, who clocks in and out; pays a run, its payslip downloads, the ledger has the wages', async () => {
    const today = shopToday();
    // The demo cashier (infra/demo/users.ts names her).
    const cashier = { ...demoUser('cashier'), name: 'Carmen Cajera' };
    const hr = await posScreenAs(browser, base, 'hr', '/admin/hr', DESKTOP);
    let employeeId: string;
    try {
      const { page } = hr;
      await page.getByTestId('hr-new-employee').click();
      await page.getByTestId('hr-employee-name').fill(cashier.name);
      await page.getByTestId('hr-employee-position').fill('Cajera');
      const account = page.getByTestId('hr-employee-user');
      await account.locator('option', { hasText: cashier.email }).waitFor({ state: 'attached' });
      await account.selectOption({ label: `${cashier.name} — ${cashier.email}` });
      await typeDay(page.getByTestId('hr-employee-hire-date'), today);
      await page.getByTestId('hr-employee-pay-type').selectOption('salary');
      await page.getByTestId('hr-employee-salary').fill(String(SALARY));
      await page.getByTestId('hr-employee-weekly-hours').fill('30');
      await page.getByTestId('hr-employee-emergency-name').fill('Rosa Cajera');
      await page.getByTestId('hr-employee-emergency-phone').fill('+1 305 555 0199');
      await page.getByTestId('sheet-confirm').click();
      await expect.poll(() => page.getByTestId('hr-employee-account').textContent()).toContain(cashier.name);
      employeeId = (await page.getByTestId('hr-employee-sheet').getAttribute('data-employee-id')) ?? '';
      expect(employeeId).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await hr.context.close();
    }

    // The cashier, from their own account, on the counter's screen.
    const counter = await posScreenAs(browser, base, 'cashier', '/pos/cashier', DESKTOP);
    try {
      const { page } = counter;
      const clock = page.getByTestId('hr-clock-card');
      await expect.poll(() => clock.getAttribute('data-open')).toBe('false');
      await page.getByTestId('hr-clock-in').click();
      await expect.poll(() => clock.getAttribute('data-open')).toBe('true');
      expect(await page.getByTestId('hr-clock-state').textContent()).toContain('En turno desde');
      await page.getByTestId('hr-clock-out').click();
      await expect.poll(() => clock.getAttribute('data-open')).toBe('false');
      expect(await page.getByTestId('hr-clock-state').textContent()).toContain('Fuera de turno');
    } finally {
      await counter.context.close();
    }

    const payroll = await posScreenAs(browser, base, 'hr', '/admin/hr', DESKTOP);
    const books = await posScreenAs(browser, base, 'accounting', '/admin/hr', DESKTOP);
    try {
      const { page } = payroll;
      // The cashier's shift is in the attendance, as the employee recorded it.
      await page.getByTestId('hr-tabs').locator('[data-value="attendance"]').click();
      await eventually(() => page.getByTestId('hr-shift').filter({ hasText: cashier.name }).count()).toBeGreaterThan(0);
      await page.getByTestId('hr-tabs').locator('[data-value="payroll"]').click();
      await page.getByTestId('hr-new-run').click();
      const day = firstOfNextMonth(today);
      await typeDay(page.getByTestId('hr-run-start'), day);
      await typeDay(page.getByTestId('hr-run-end'), day);
      await page.getByTestId('sheet-confirm').click();
      const run = page.getByTestId('hr-run-sheet');
      await expect.poll(() => run.getAttribute('data-status')).toBe('draft');
      const line = page.locator(`[data-testid="hr-run-line"][data-employee-id="${employeeId}"]`);
      // One day of the month's salary, the pro rata the run computes.
      const oneDay = Math.round((SALARY * 100) / daysInMonth(day)) / 100;
      await eventually(async () => pesos(await line.getByTestId('hr-run-line-net').textContent())).toBe(oneDay);
      await page.getByTestId('hr-run-approve').click();
      // A busy run can take more than the default second; a failure prints what the sheet says (a refusal?).
      await expect
        .poll(() => run.getAttribute('data-status'), { timeout: 20_000 })
        .toBe('approved')
        .catch(async (err: Error) => {
          throw new Error(`${err.message}; the sheet says: ${await run.innerText()}`);
        });
      expect(await page.getByTestId('hr-run-pay').count()).toBe(0); // HR prepares; accounting pays

      // The accountant's Nóminas: the approved run, Pagar, and nothing that prepares a run.
      const pays = books.page;
      expect(await pays.getByTestId('hr-new-run').count()).toBe(0);
      await pays.getByTestId('hr-run-row').filter({ hasText: day }).first().click();
      const paying = pays.getByTestId('hr-run-sheet');
      await expect.poll(() => paying.getAttribute('data-status')).toBe('approved');
      expect(await pays.getByTestId('hr-run-approve').count()).toBe(0);
      await pays.getByTestId('hr-run-pay').click();
      await pays.getByTestId('hr-pay-method').selectOption('bank');
      // The sheet offers the device's day; the server refuses a day after the shop's (Miami), and this
      // browser's clock is UTC: between 00:00 and 05:00 UTC those differ, so the shop's day is chosen.
      await typeDay(pays.getByTestId('hr-pay-date'), today);
      await pays.getByTestId('sheet-confirm').click();
      await expect.poll(() => paying.getAttribute('data-status')).toBe('paid');

      // HR's sheet hears it: paid, the payslip downloads, and the run names the entry the ledger posted.
      await expect.poll(() => run.getAttribute('data-status'), { timeout: 15_000 }).toBe('paid');
      const [download] = await Promise.all([page.waitForEvent('download'), line.getByTestId('hr-payslip').click()]);
      const pdf = readFileSync((await download.path())!);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      const entry = page.getByTestId('hr-run-entry-id');
      await entry.waitFor({ timeout: 20_000 });
      const entryId = (await entry.getAttribute('data-entry-id')) ?? '';
      await clearForScreenshot(page);
      await settled(page);
      await page.screenshot({ path: `${SCREENSHOTS}/hr.png` });

      // The accountant opens the entry: wages (6101) for the cashier against the bank.
      await pays.goto(`/admin/accounting?entry=${entryId}`);
      const posted = pays.locator(`[data-testid="acc-journal-entry"][data-entry-id="${entryId}"]`);
      await posted.waitFor();
      if ((await posted.getByTestId('acc-entry-line').count()) === 0)
        await posted.getByTestId('acc-entry-toggle').click();
      const wages = posted.getByTestId('acc-entry-line').filter({ hasText: '6101' }).filter({ hasText: cashier.name });
      await wages.first().waitFor();
      expect(await posted.textContent()).toContain('Nómina');
      expect(await posted.getByTestId('acc-entry-line').filter({ hasText: '1103' }).count()).toBe(1);
    } finally {
      await payroll.context.close();
      await books.context.close();
    }
  });

  it('lays the staff, the dashboard and the cashier’s clock out on a phone (390 px) without a sideways scroll', async () => {
    for (const [role, path, shot] of [
      ['hr', '/admin/hr', 'hr-phone.png'],
      ['hr', '/admin/hr-dashboard', 'hr-dashboard-phone.png'],
    ] as const) {
      const { context, page } = await newPhone(browser, base);
      try {
        const user = demoUser(role);
        await page.goto(path);
        await signIn(page, user.email, user.password);
        await page.waitForURL((url) => url.pathname === path);
        await page
          .getByTestId(path === '/admin/hr' ? 'hr-employee-row' : 'card-hr-headcount')
          .first()
          .waitFor();
        expect(await pageHiddenWidth(page)).toBe(0);
        await clearForScreenshot(page);
        await settled(page);
        await page.screenshot({ path: `${SCREENSHOTS}/${shot}` });
      } finally {
        await context.close();
      }
    }
  });

  it('shows the HR dashboard with the staff clocked in and the payroll due', async () => {
    const { context, page } = await posScreenAs(browser, base, 'hr', '/admin/hr-dashboard', DESKTOP);
    try {
      // The demo's supervisor is clocked in; this month's run is a draft.
      await eventually(() => page.getByTestId('card-hr-clocked-in-value').textContent()).not.toBe('0');
      await eventually(() => page.getByTestId('card-hr-pending-payroll-value').textContent()).toContain('$');
      expect(await page.textContent('body')).not.toContain('próximas versiones');
      await clearForScreenshot(page);
      await settled(page);
      await page.screenshot({ path: `${SCREENSHOTS}/hr-dashboard.png`, fullPage: true });
    } finally {
      await context.close();
    }
  });
});
