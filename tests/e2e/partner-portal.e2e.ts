import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AGREEMENT_MESSAGES } from '../../domain/consignment';
import { apiLogin, call, type ApiSession, type TestProduct } from './consignment-steps';
import { dialog, eventually } from './inventory-steps';
import {
  amount,
  cardText,
  expectNoStaffNavigation,
  flowers,
  itemRow,
  openPortal,
  partnerAccount,
  partnerIdOf,
  placeWith,
  scrollsSideways,
  sellAtShop,
  settleAtShop,
  stems,
  stillFor,
  today,
  type TestAgreement,
} from './partner-portal-steps';
import { launchBrowser } from './support/browser';

// Issue 45 end to end, as a demo partner (Brickell Bay Hotel) at a desk's 1280 px and then a phone's
// 390 px: the portal shows the partner's agreements; a sale registered at the shop changes the
// partner's screen without a reload; the partner downloads a statement (the shop's same bytes),
// confirms a settlement and reports a discrepancy on a line.
const SCREENSHOTS = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../docs/screenshots');
const base = inject('floraUrl');
const tag = Date.now().toString(36).slice(-5).toUpperCase();
const PARTNER = 'Brickell Bay Hotel';
let browser: Browser;
let admin: ApiSession;
let portal: { context: BrowserContext; page: Page };
let rose: TestProduct; // $40
let tulip: TestProduct; // $25
let open: TestAgreement; // 8 roses, 4 tulips
let settled: TestAgreement; // 3 roses, 2 sold, settled
const page = () => portal.page;
beforeAll(async () => {
  browser = await launchBrowser();
  admin = await apiLogin(base, 'admin');
  const partnerId = await partnerIdOf(base, admin, PARTNER);
  ({ rose, tulip } = await flowers(base, admin, tag));
  open = await placeWith(base, admin, partnerId, [
    { product: rose, quantity: 8 },
    { product: tulip, quantity: 4 },
  ]);
  settled = await placeWith(base, admin, partnerId, [{ product: rose, quantity: 3 }]);
  await sellAtShop(base, admin, settled, rose, 2);
  await settleAtShop(base, admin, settled);
  portal = await openPortal(browser, base, partnerAccount('brickell-bay-hotel'));
});
afterAll(async () => {
  await browser?.close();
});

describe("the partners' portal", () => {
  it('lands the partner on their own page: their business, their agreements, no staff navigation', async () => {
    await eventually(() => page().getByTestId('portal-partner-name').textContent()).toBe(PARTNER);
    await expectNoStaffNavigation(page());
    expect(await page().getByRole('button', { name: 'Cerrar sesión' }).count()).toBe(1);
    const row = itemRow(page(), open, rose);
    await eventually(() => row.getByTestId('item-placed').textContent()).toBe('8');
    expect(await row.getByTestId('item-sold').textContent()).toBe('0');
    expect(await row.getByTestId('item-onHand').textContent()).toBe('8');
    expect(await page().getByTestId('owed-now-hint').textContent()).toContain('Por liquidar:');
    await eventually(() => cardText(page(), 'owedNow')).toMatch(/^\$[\d,]+\.\d{2}$/);
  });

  it('passes axe with no serious or critical violation', async () => {
    const results = await new AxeBuilder({ page: page() }).analyze();
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  });

  it("a sale at the shop changes the partner's screen without a reload", async () => {
    await page().evaluate(() => Object.assign(window, { stillThisDocument: true }));
    await eventually(() => cardText(page(), 'soldThisMonth')).toBeTruthy();
    const owed = amount(await cardText(page(), 'owedNow'));
    const month = stems(await cardText(page(), 'soldThisMonth'));
    const onHand = stems(await cardText(page(), 'onHand'));
    await sellAtShop(base, admin, open, rose, 3);
    const row = itemRow(page(), open, rose);
    await eventually(() => row.getByTestId('item-sold').textContent()).toBe('3');
    expect(await row.getByTestId('item-onHand').textContent()).toBe('5');
    // 3 × $40 less the partner's 18 %: $98.40 more to settle.
    await eventually(async () => amount(await cardText(page(), 'owedNow'))).toBeCloseTo(owed + 98.4, 2);
    await eventually(async () => stems(await cardText(page(), 'onHand'))).toBe(onHand - 3);
    await eventually(async () => stems(await cardText(page(), 'soldThisMonth'))).toBe(month + 3);
    await eventually(() => page().getByTestId('portal-sale').first().textContent()).toContain(`3 × ${rose.name}`);
    expect(await page().evaluate(() => (window as { stillThisDocument?: boolean }).stillThisDocument)).toBe(true);
  });

  it("opens an item's history: placed and sold, on days written as the page's language writes them", async () => {
    await itemRow(page(), open, rose).getByRole('button', { name: rose.name }).click();
    const sheet = dialog(page(), `Historia de ${rose.name}`);
    await eventually(() => sheet.getByTestId('item-history-entry').count()).toBe(2);
    const entries = await sheet.getByTestId('item-history-entry').allTextContents();
    expect(entries[0]).toContain('Vendidos');
    expect(entries[0]).toContain('3 tallos');
    expect(entries[1]).toContain('Entregados a tu tienda');
    expect(entries[1]).toContain('8 tallos');
    expect(await sheet.locator('time').first().textContent()).toMatch(new RegExp(`^${today()} \\d{2}:\\d{2}$`));
    await stillFor(page());
    await page().screenshot({ path: `${SCREENSHOTS}/partner-portal-history-1280.png` });
    await page().keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
  });

  it("downloads a settlement's statement, the shop's same bytes, and confirms the settlement", async () => {
    const row = page().getByTestId(`portal-settlement-${settled.code}`);
    const [download] = await Promise.all([
      page().waitForEvent('download'),
      row.getByRole('button', { name: 'Descargar liquidación (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`liquidacion-${settled.code}.pdf`);
    const partnersPdf = readFileSync((await download.path())!);
    expect(partnersPdf.subarray(0, 5).toString()).toBe('%PDF-');
    const shops = await fetch(`${base}/api/consignment/agreements/${settled.id}/statement.pdf`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(Buffer.from(await shops.arrayBuffer()).equals(partnersPdf)).toBe(true);

    await row.getByRole('button', { name: 'Confirmar liquidación' }).click();
    const sheet = dialog(page(), 'Confirmar liquidación');
    await sheet.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await sheet.waitFor({ state: 'detached' });
    await eventually(() => row.getByTestId('settlement-acknowledged').textContent()).toBe(`Confirmada el ${today()}`);
    expect(await row.getByRole('button', { name: 'Confirmar liquidación' }).count()).toBe(0);
    const shopSees = (await call(base, 'GET', '/consignment/settlements', undefined, admin.token)) as {
      agreementId: string;
      acknowledged: { at: string } | null;
    }[];
    expect(shopSees.find((s) => s.agreementId === settled.id)?.acknowledged).not.toBeNull();
  });

  it('reports a discrepancy on a line: the note is asked for in Spanish, then the shop has it', async () => {
    await itemRow(page(), open, tulip).getByRole('button', { name: 'Reportar diferencia' }).click();
    const sheet = dialog(page(), 'Reportar diferencia');
    await sheet.getByRole('button', { name: 'Enviar reporte' }).click();
    await eventually(() => sheet.getByTestId('field-error').textContent()).toBe(
      AGREEMENT_MESSAGES['DISCREPANCY.NOTE_REQUIRED'],
    );
    const note = `Tengo 3 tulipanes, no 4 (${tag})`;
    await sheet.getByLabel('Qué no coincide').fill(note);
    await sheet.getByRole('button', { name: 'Enviar reporte' }).click();
    await sheet.waitFor({ state: 'detached' });
    await eventually(() => page().locator('.toasts').first().textContent()).toContain('Diferencia reportada');
    const open_ = await call(base, 'GET', '/consignment/discrepancies?status=open', undefined, admin.token);
    expect(JSON.stringify(open_)).toContain(note);
  });

  it('fits a phone: at 390 px nothing scrolls sideways (screenshots at both widths)', async () => {
    await stillFor(page());
    expect(await scrollsSideways(page())).toBe(false);
    await page().screenshot({ path: `${SCREENSHOTS}/partner-portal-1280.png`, fullPage: true });
    await page().setViewportSize({ width: 390, height: 844 });
    await eventually(() => scrollsSideways(page())).toBe(false);
    await stillFor(page());
    await page().screenshot({ path: `${SCREENSHOTS}/partner-portal-390.png`, fullPage: true });
    await itemRow(page(), open, rose).getByRole('button', { name: rose.name }).click();
    const sheet = dialog(page(), `Historia de ${rose.name}`);
    await eventually(() => sheet.getByTestId('item-history-entry').count()).toBe(2);
    expect(await scrollsSideways(page())).toBe(false);
    await stillFor(page());
    await page().screenshot({ path: `${SCREENSHOTS}/partner-portal-history-390.png` });
    await page().keyboard.press('Escape');
  });

  it('says when the page could not be read, and Reintentar reads it again', async () => {
    await page().route('**/api/consignment/agreements?*', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/problem+json',
        body: JSON.stringify({ status: 403, title: 'Prohibido', detail: 'No tienes acceso a esta información.' }),
      }),
    );
    await page().reload();
    await eventually(() => page().getByTestId('partner-portal').textContent()).toContain(
      'No se pudo cargar tu portal.',
    );
    await page().unrouteAll();
    // The socket's first 'ready' reads every query again by itself: then the button is gone before the click.
    await page()
      .getByRole('button', { name: 'Reintentar' })
      .click({ timeout: 5_000 })
      .catch(async (error: unknown) => {
        if ((await page().getByRole('button', { name: 'Reintentar' }).count()) > 0) throw error;
      });
    await eventually(() => itemRow(page(), open, rose).getByTestId('item-sold').textContent()).toBe('3');
  });

  it('speaks English when asked, its days written month first', async () => {
    await page().getByRole('button', { name: 'English' }).click();
    await eventually(() => page().locator('.group-header').first().textContent()).toBe('Your agreements');
    const [y, m, d] = today().split('/').reverse();
    expect(await page().getByTestId('portal-sale').first().textContent()).toContain(`${m}/${d}/${y}`);
    expect(await page().getByTestId('owed-now-hint').textContent()).toContain('To settle:');
    await page().getByRole('button', { name: 'Español' }).click();
    await eventually(() => page().locator('.group-header').first().textContent()).toBe('Tus acuerdos');
  });

  it('tells a partner without agreements so', async () => {
    const other = await openPortal(browser, base, partnerAccount('gables-events'));
    await eventually(() => other.page.getByTestId('partner-portal').textContent()).toContain(
      'Aún no tienes acuerdos de consignación.',
    );
    await other.context.close();
  });
});
