import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  addProduct,
  apiLogin,
  card,
  globalToasts,
  pdfText,
  stockOf,
  type ApiSession,
  type TestProduct,
} from './consignment-steps';
import { dialog, eventually, openAs, type Opened } from './inventory-steps';
import { launchBrowser } from './support/browser';
import { heldDay, shownDay } from './support/day-field';

// Spec 2.5, 4 and 5 end to end, as an admin: a new partner, an agreement of two products (stock
// leaves for the partner's shelf), a sale with its live amounts, a return, the settlement (what was
// left comes back) and its statement PDF, downloaded and read.
let browser: Browser;
let desk: Opened;
let admin: ApiSession;
const base = inject('floraUrl');
const tag = Date.now().toString(36).slice(-5).toUpperCase();
const partner = {
  businessName: `Florería Prueba ${tag} S.A.`,
  tradeName: `Prueba ${tag}`,
  taxId: `FPR${tag}A1`,
};
let sunflower: TestProduct; // $150, 10 in stock
let tulip: TestProduct; // $80, 5 in stock
let hidden: TestProduct[]; // inactive with stock, and active without: never offered
let code = '';
const page = (): Page => desk.page;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await apiLogin(base, 'admin');
  sunflower = await addProduct(base, admin, {
    name: `Girasol ${tag}`,
    sku: `CSG${tag}`,
    price: 150,
    stock: 10,
  });
  tulip = await addProduct(base, admin, { name: `Tulipán ${tag}`, sku: `CST${tag}`, price: 80, stock: 5 });
  hidden = [
    await addProduct(base, admin, {
      name: `Dalia ${tag}`,
      sku: `CSD${tag}`,
      price: 60,
      stock: 5,
      status: 'inactive',
    }),
    await addProduct(base, admin, { name: `Lirio ${tag}`, sku: `CSL${tag}`, price: 60, stock: 0 }),
  ];
  desk = await openAs(browser, base, '/admin/consignment', 'admin', true);
});
afterAll(async () => {
  await desk?.context.close();
  await browser?.close();
});

/** The "Socios" card before the new partner registers. */
let partnersBefore = 0;
const cardNumber = async (key: string) =>
  Number((await page().getByTestId(`card-${key}-value`).textContent())?.replace(/[^\d.]/g, ''));

describe('the consignment flow', () => {
  it('registers a partner: required fields say so in Spanish, defaults 20 % and México', async () => {
    await page().getByTestId('card-partners-value').waitFor();
    partnersBefore = await cardNumber('partners');
    await page().getByRole('button', { name: 'Nuevo socio' }).click();
    const sheet = dialog(page(), 'Nuevo socio');
    expect(await sheet.getByLabel('Comisión (%)').inputValue()).toBe('20');
    expect(await sheet.getByLabel('País').inputValue()).toBe('México');
    await sheet.getByRole('button', { name: 'Registrar socio' }).click();
    await eventually(() => sheet.getByTestId('field-error').allTextContents()).toEqual([
      'La razón social es obligatoria.',
      'El RFC es obligatorio.',
    ]);
    await sheet.getByLabel('Razón social').fill(partner.businessName);
    await sheet.getByLabel('Nombre comercial').fill(partner.tradeName);
    await sheet.getByLabel('Tipo', { exact: true }).selectOption('flower_shop');
    await sheet.getByLabel('RFC').fill(partner.taxId);
    await sheet.getByLabel('Comisión (%)').fill('12.5');
    await sheet.getByLabel('Ciudad').fill('Guadalajara');
    await sheet.getByRole('button', { name: 'Registrar socio' }).click();
    await sheet.waitFor({ state: 'detached' });
    await eventually(() => globalToasts(page())).toContain('Socio registrado correctamente');
    // "Socios" counts the partners holding an agreement (decision 0134): not yet this one.
    await eventually(() => page().getByTestId('card-partners-value').textContent()).toBeTruthy();
    expect(await cardNumber('partners')).toBe(partnersBefore);
  });

  it("creates an agreement: today + 30 days, only active products with stock, the partner's commission, incomplete rows dropped", async () => {
    const total = await cardNumber('totalAgreements');
    await page().getByRole('button', { name: 'Nuevo acuerdo' }).click();
    const sheet = dialog(page(), 'Nuevo acuerdo de consignación');
    // The shared date field shows dd/mm/aaaa on this Spanish page and holds the ISO day.
    expect(await sheet.getByLabel('Fecha de inicio').inputValue()).toBe(shownDay(localDay(0)));
    const start = await heldDay(sheet.getByLabel('Fecha de inicio'));
    expect(start).toBe(localDay(0));
    expect(await heldDay(sheet.getByLabel('Fecha de fin'))).toBe(localDay(30));
    // Removing the only row leaves an empty one.
    await sheet.getByRole('button', { name: 'Quitar' }).click();
    expect(await sheet.locator('[data-testid^="item-row-"]').count()).toBe(1);
    await sheet.getByLabel('Socio', { exact: true }).selectOption({ label: partner.tradeName });
    const first = sheet.getByTestId('item-row-0');
    expect(await first.getByLabel('Comisión (%)').inputValue()).toBe('12.5');
    const offered = await first.getByLabel('Producto', { exact: true }).locator('option').allTextContents();
    expect(offered.some((o) => o.startsWith(sunflower.name))).toBe(true);
    expect(offered.some((o) => o.startsWith(tulip.name))).toBe(true);
    for (const p of hidden) expect(offered.some((o) => o.startsWith(p.name))).toBe(false);
    await first.getByLabel('Producto', { exact: true }).selectOption(sunflower.id);
    expect(await first.getByLabel('Precio unitario').inputValue()).toBe('150');
    await first.getByLabel('Cantidad').fill('6');
    await sheet.getByRole('button', { name: 'Agregar producto' }).click();
    const second = sheet.getByTestId('item-row-1');
    await second.getByLabel('Producto', { exact: true }).selectOption(tulip.id);
    await second.getByLabel('Cantidad').fill('4');
    await second.getByLabel('Precio unitario').fill('75');
    await sheet.getByRole('button', { name: 'Agregar producto' }).click(); // left empty: dropped on submit
    await sheet.getByRole('button', { name: 'Crear acuerdo' }).click();
    await eventually(() => globalToasts(page())).toContain('Acuerdo de consignación creado correctamente');
    // The new agreement opens in its details sheet.
    const details = dialog(page(), 'Detalles del acuerdo');
    await details.getByTestId('agreement-details').waitFor();
    code = ((await details.locator('.group-header').first().textContent()) ?? '').replace('Acuerdo ', '').trim();
    expect(code).toMatch(/^[0-9A-F]{6}$/);
    expect(await details.getByTestId('details-total').textContent()).toContain('$1,200.00');
    expect(await details.getByTestId('agreement-items').locator('tbody tr').count()).toBe(2);
    await eventually(() => details.getByTestId('history-entry').first().textContent()).toContain(
      `Registrado por ${admin.name}`,
    );
    await page().keyboard.press('Escape');
    await eventually(() => cardNumber('totalAgreements')).toBe(total + 1);
    await eventually(() => cardNumber('partners')).toBe(partnersBefore + 1); // now it holds one
    // The units left for the partner's shelf.
    await eventually(() => stockOf(base, admin, sunflower.id)).toEqual({ current: 4, consigned: 6 });
    await eventually(() => stockOf(base, admin, tulip.id)).toEqual({ current: 1, consigned: 4 });
  });

  it('registers a sale: price and commission copied and locked, quantity capped, amounts live', async () => {
    await card(page(), code).getByRole('button', { name: 'Registrar venta' }).click();
    const sheet = dialog(page(), 'Registrar venta');
    const line = sheet.getByTestId('line-0');
    await line.getByLabel('Producto', { exact: true }).selectOption(sunflower.id);
    expect(await line.getByLabel('Precio acordado').isDisabled()).toBe(true);
    expect(await line.getByLabel('Precio acordado').inputValue()).toBe('150');
    expect(await line.getByLabel('Comisión (%)').isDisabled()).toBe(true);
    expect(await line.getByLabel('Comisión (%)').inputValue()).toBe('12.5');
    await line.getByLabel('Cantidad').fill('9');
    expect(await line.getByLabel('Cantidad').inputValue()).toBe('6'); // capped at what remains
    await line.getByLabel('Cantidad').fill('3');
    await sheet.getByRole('button', { name: 'Agregar otro producto' }).click();
    const other = sheet.getByTestId('line-1');
    await other.getByLabel('Producto', { exact: true }).selectOption(tulip.id);
    await other.getByLabel('Cantidad').fill('4');
    // 3 × $150 + 4 × $75 = $750; 12.5 % commission $93.75; net $656.25.
    expect(await sheet.getByTestId('sale-gross').textContent()).toBe('$750.00');
    expect(await sheet.getByTestId('sale-commission').textContent()).toBe('$93.75');
    expect(await sheet.getByTestId('sale-net').textContent()).toBe('$656.25');
    await sheet.getByRole('button', { name: 'Registrar venta' }).click();
    await sheet.waitFor({ state: 'detached' });
    await eventually(() => globalToasts(page())).toContain('Venta en consignación registrada correctamente');
    await eventually(() => card(page(), code).getByTestId('agreement-sold').textContent()).toBe('$750.00');
    expect(await card(page(), code).getByTestId('agreement-net').textContent()).toBe('$656.25');
    expect(await card(page(), code).getByTestId('agreement-progress').textContent()).toBe(
      '7 de 10 unidades vendidas · devueltas: 0',
    );
  });

  it('registers a return: only items with units left, clamped to what remains; they come back to stock', async () => {
    await card(page(), code).getByRole('button', { name: 'Devolución' }).click();
    const sheet = dialog(page(), 'Registrar devolución');
    const select = sheet.getByTestId('line-0').getByLabel('Producto', { exact: true });
    // The tulips are all sold: only the sunflowers (3 left) are offered.
    expect(await select.locator('option').allTextContents()).toEqual([
      'Elige un producto del acuerdo',
      `${sunflower.name} · quedan 3`,
    ]);
    await select.selectOption(sunflower.id);
    await sheet.getByTestId('line-0').getByLabel('Cantidad').fill('8');
    expect(await sheet.getByTestId('line-0').getByLabel('Cantidad').inputValue()).toBe('3');
    await sheet.getByTestId('line-0').getByLabel('Cantidad').fill('1');
    await sheet.getByRole('button', { name: 'Registrar devolución' }).click();
    await sheet.waitFor({ state: 'detached' });
    await eventually(() => globalToasts(page())).toContain('Devolución registrada correctamente');
    await eventually(() => card(page(), code).getByTestId('agreement-progress').textContent()).toBe(
      '7 de 10 unidades vendidas · devueltas: 1',
    );
    await eventually(() => stockOf(base, admin, sunflower.id)).toEqual({ current: 5, consigned: 2 });
  });

  it('shows the details: per item sold, returned, remaining and state, and who registered every event', async () => {
    await card(page(), code).getByRole('button', { name: 'Detalles' }).click();
    const sheet = dialog(page(), 'Detalles del acuerdo');
    const row = sheet.getByTestId(`item-${sunflower.sku}`);
    await eventually(() => row.getByTestId('item-remaining').textContent()).toBe('2');
    expect(await row.getByTestId('item-sold').textContent()).toBe('3');
    expect(await row.getByTestId('item-returned').textContent()).toBe('1');
    expect(await row.textContent()).toContain('Parcial');
    expect(await sheet.getByTestId(`item-${tulip.sku}`).textContent()).toContain('Vendido');
    await eventually(() => sheet.getByTestId('history-entry').count()).toBe(3);
    const entries = await sheet.getByTestId('history-entry').allTextContents();
    expect(entries.map((e) => e.split(' ')[0])).toEqual(['Devolución', 'Venta', 'Acuerdo']);
    for (const e of entries) expect(e).toContain(`Registrado por ${admin.name}`);
  });

  it("settles: explains what comes back, then the statement PDF downloads with the agreement's figures", async () => {
    await dialog(page(), 'Detalles del acuerdo').getByRole('button', { name: 'Liquidar acuerdo' }).click();
    const sheet = dialog(page(), 'Liquidar acuerdo');
    expect(await sheet.getByTestId('settle-unsold').textContent()).toContain('2');
    expect(await sheet.textContent()).toContain('se registran como devueltas automáticamente');
    await sheet.getByRole('button', { name: 'Liquidar acuerdo' }).click();
    await sheet.getByTestId('settle-done').waitFor();
    await eventually(() => globalToasts(page())).toContain('Acuerdo liquidado correctamente');
    const [download] = await Promise.all([page().waitForEvent('download'), sheet.getByTestId('statement-pdf').click()]);
    expect(download.suggestedFilename()).toBe(`liquidacion-${code}.pdf`);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    for (const expected of [
      'Liquidación de consignación',
      'Liquidado',
      `Acuerdo ${code}`,
      `Socio: ${partner.businessName}`,
      `RFC: ${partner.taxId}`,
      `${sunflower.name} (${sunflower.sku})`,
      `${tulip.name} (${tulip.sku})`,
      'Bruto $750.00 - comisión $93.75 = neto $656.25',
    ]) {
      expect(text).toContain(expected);
    }
    await page().keyboard.press('Escape');
    // The two sunflowers left on the shelf came back; the card says settled and offers the statement.
    await eventually(() => stockOf(base, admin, sunflower.id)).toEqual({ current: 7, consigned: 0 });
    await eventually(() => card(page(), code).getByTestId('agreement-status').textContent()).toBe('Liquidado');
    expect(await card(page(), code).getByRole('button', { name: 'Registrar venta' }).count()).toBe(0);
    expect(await card(page(), code).getByTestId('statement-pdf').textContent()).toBe('Estado de cuenta (PDF)');
  });
});

/** yyyy-mm-dd of today + days in the browser's zone (the test runs on the same machine). */
function localDay(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
