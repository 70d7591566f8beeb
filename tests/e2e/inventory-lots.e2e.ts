import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ReportView } from '../../domain/reports';
import {
  dialog,
  eventually,
  fillNewProduct,
  openAs,
  row,
  searchFor,
  toasts,
  uniqueSku,
  type Opened,
} from './inventory-steps';
import { launchBrowser } from './support/browser';
import { typeDay } from './support/day-field';
import { call, tokenOf } from './support/shop-api';

// Issue 44 in the browser: the warehouse receives a lot (a supplier, a cut date, a short vase life),
// sees it under "Por vencer" on its landing, throws part of it away with a cause from that row, sees
// what is left in the product's lots, and the reports' 'Mermas' shows it.
const SCREENSHOTS = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../docs/screenshots');
let browser: Browser;
let desk: Opened;
const base = inject('floraUrl');
const sku = uniqueSku('LOT');
const name = `Rosa roja ${sku}`;
const code = `L-${sku}`;
const supplier = 'Finca El Rosal';
const page = (): Page => desk.page;

/** Two days before today (UTC): cut then, a 3-day vase life makes its sell-by tomorrow or the day after in the shop's day. */
const cutDay = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);

/** No animation running that ends (a sheet sliding in). */
const settled = (p: Page) =>
  p.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );

/** The screen at the desk's 1280 px and a phone's 390 px: docs/screenshots/<name>-1280.png and -390.png. */
async function shoot(p: Page, shot: string, show?: Locator): Promise<void> {
  const before = p.viewportSize() ?? { width: 1280, height: 900 };
  const shown = p.locator('.toasts .toast'); // tapped away: a toast would hide the title
  while ((await shown.count()) > 0)
    await shown
      .first()
      .click({ force: true, timeout: 1000 })
      .catch(() => undefined);
  await p.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await p.setViewportSize({ width, height });
    await show?.scrollIntoViewIfNeeded();
    await settled(p);
    await p.screenshot({ path: `${SCREENSHOTS}/${shot}-${width}.png` });
  }
  await p.setViewportSize(before);
}

beforeAll(async () => {
  browser = await launchBrowser();
  desk = await openAs(browser, base, '/admin/inventory', 'warehouse', true);
});
afterAll(async () => {
  await desk?.context.close();
  await browser?.close();
});

describe('lots and waste (issue 44)', () => {
  it('adds a perishable product that requires lots', async () => {
    await page().getByRole('button', { name: 'Agregar producto' }).click();
    const sheet = dialog(page(), 'Agregar producto');
    await fillNewProduct(page(), { name, sku, category: 'Rosas', price: '45', stock: '0', min: '0' });
    await sheet.getByLabel('Vida en florero (días)').fill('7');
    await sheet.getByRole('switch', { name: 'Exige lote' }).check();
    await sheet.getByRole('button', { name: 'Agregar producto' }).click();
    await eventually(() => toasts(page())).toContain('Producto agregado correctamente');
  });

  it('receives a lot: a purchase with its code, supplier, cut date, a short vase life and its cost', async () => {
    await searchFor(page(), sku);
    await row(page(), sku).getByRole('button', { name: 'Movimiento' }).click();
    const sheet = dialog(page(), 'Registrar movimiento');
    await sheet.getByLabel('Tipo', { exact: true }).selectOption('purchase');
    await sheet.getByLabel('Cantidad', { exact: true }).fill('12');
    const vaseLife = sheet.getByLabel('Vida en florero (días)');
    await sheet.getByLabel('Código').fill(code);
    await sheet.getByLabel('Proveedor').fill(supplier);
    await typeDay(sheet.getByLabel('Fecha de corte'), cutDay);
    await vaseLife.fill('3');
    await sheet.getByLabel('Costo por tallo').fill('9.50');
    await sheet.getByRole('button', { name: 'Registrar movimiento' }).click();
    await sheet.waitFor({ state: 'detached' });
    await eventually(() => toasts(page())).toContain('Movimiento registrado correctamente');
  });

  it('shows the lot under "Por vencer" on the warehouse landing, with its stems and value', async () => {
    await page().goto('/admin/warehouse-dashboard');
    const line = page().getByTestId('lots-expiring').getByTestId(`expiring-${code}`);
    await eventually(() => line.textContent()).toContain(name);
    const text = (await line.textContent()) ?? '';
    expect(text).toContain(supplier);
    expect(text).toContain('Por vencer');
    expect(text).toContain('quedan 12');
    expect(text).toMatch(/114\.00/); // 12 stems × 9.50
    await shoot(page(), 'warehouse-expiring'); // the landing's top: today's cards, then these
  });

  it('records waste from that row: type, lot and cause "Vencida" already chosen', async () => {
    const line = page().getByTestId('lots-expiring').getByTestId(`expiring-${code}`);
    await line.getByRole('button', { name: 'Registrar merma' }).click();
    const sheet = dialog(page(), 'Registrar movimiento');
    expect(await sheet.getByLabel('Tipo', { exact: true }).inputValue()).toBe('waste');
    expect(await sheet.getByLabel('Causa').inputValue()).toBe('expired');
    await eventually(() => sheet.getByTestId('lot-pick').inputValue()).not.toBe('');
    await sheet.getByLabel('Causa').selectOption('damaged');
    await sheet.getByLabel('Cantidad', { exact: true }).fill('3');
    await shoot(page(), 'waste-form', sheet.getByRole('button', { name: 'Registrar movimiento' }));
    await sheet.getByRole('button', { name: 'Registrar movimiento' }).click();
    await sheet.waitFor({ state: 'detached' });
    await eventually(() => toasts(page())).toContain('Movimiento registrado correctamente');
    await eventually(() => line.textContent()).toContain('quedan 9');
    // The day's ledger names waste and its cause.
    const wasted = page().getByTestId('movement-ledger').locator('[data-type="waste"]').first();
    await eventually(() => wasted.textContent()).toContain('Merma');
    expect(await wasted.textContent()).toContain('Dañada');
  });

  it("lists the product's lots with what is left, and its history names the waste's cause", async () => {
    await page().getByTestId('lots-expiring').getByRole('link', { name }).click();
    await page().waitForURL(/\/admin\/inventory\/[^/]+$/);
    const lot = page().getByTestId('product-lots').getByTestId(`lot-${code}`);
    await eventually(() => lot.textContent()).toContain('quedan 9');
    const text = (await lot.textContent()) ?? '';
    expect(text).toContain(supplier);
    expect(text).toContain('Por vencer');
    expect(text).toContain('Costo');
    const history = page().getByTestId('history-timeline');
    await eventually(() => history.textContent()).toContain('Causa: Dañada');
    await shoot(page(), 'warehouse-lots', page().getByTestId('product-lots'));
  });

  it("shows the waste in the reports' 'Mermas', as the waste report's API counts it", async () => {
    await page().goto('/admin/reports?type=waste&period=all');
    const line = page().getByTestId(`waste-product-${sku}`);
    await eventually(() => line.textContent()).toContain(name);
    const text = (await line.textContent()) ?? '';
    expect(text).toContain('3');
    expect(text).toMatch(/28\.50/); // 3 stems at the lot's 9.50
    expect(await page().getByTestId(`waste-supplier-${supplier}`).count()).toBe(1);

    const owner = await tokenOf('owner');
    const { status, body } = await call<ReportView>('GET', '/reports/waste?period=all', undefined, owner);
    expect(status).toBe(200);
    const waste = body.waste;
    expect(waste?.byProduct.find((p) => p.sku === sku)?.units).toBe(3);
    expect(waste?.byCause.find((c) => c.cause === 'damaged')?.units).toBeGreaterThanOrEqual(3);
    expect(waste?.bySupplier.find((s) => s.supplier === supplier)?.units).toBeGreaterThanOrEqual(3);
    expect(waste?.byProduct.find((p) => p.sku === sku)?.cost).toBeCloseTo(28.5, 2);
  });
});
