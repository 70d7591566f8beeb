import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addClient, cell, pesos as billed, plain, rowWith } from './billing-steps';
import { addProduct, apiLogin, type ApiSession } from './consignment-steps';
import { dialog, eventually, openAs, row, stockOf } from './inventory-steps';
import { SHOP_COUNTER } from '../../domain/pos';
import { expectFocusTrapped, expectModalContract, hasFocus, retype, tabTo } from './keyboard-steps';
import { closeLeftovers, posScreenAs, pesos } from './pos-steps';
import { launchBrowser } from './support/browser';

// Issue 24, keyboard only: the inventory, billing and point-of-sale main flows with Tab, Shift+Tab,
// Enter, Space, Escape and typing, never a click. Each sheet takes the focus when it opens, keeps it
// (Tab from the last control comes back to the first), closes on Escape and gives it back to its opener.
// Names start with a letter run no other test uses, so a select's type-ahead lands on ours.
const base = inject('floraUrl');
const tag = Date.now().toString(36).slice(-5).toUpperCase();
// At the shop's counter, which the cashier's register sells from (issue 39).
const location = SHOP_COUNTER;
const ZINNIA = { name: `Zkbd${tag} zinnia`, sku: `KBD-Z-${tag}`, price: 50, stock: 10, location };
const ASTER = { name: `Xkbd${tag} aster`, sku: `KBD-A-${tag}`, price: 30, stock: 10, location };
const CLIENT = `Zkbd${tag} Floristería`;
let browser: Browser;
let admin: ApiSession;
let clientId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await apiLogin(base, 'admin');
  await addProduct(base, admin, ZINNIA);
  await addProduct(base, admin, ASTER);
  clientId = await addClient(base, admin, { name: CLIENT });
  await closeLeftovers(base, admin);
});
afterAll(async () => browser?.close());

describe('keyboard only', () => {
  it('inventory: finds a product, opens its movement sheet, registers a purchase of 5 and sees the stock at 15', async () => {
    const { page, context } = await openAs(browser, base, '/admin/inventory', 'warehouse', true);
    await page.getByTestId('card-totalProducts-value').waitFor();
    await tabTo(page, page.getByLabel('Buscar por nombre, SKU o código de barras'));
    await page.keyboard.type(ZINNIA.sku);
    await page.waitForURL((url) => url.searchParams.get('search') === ZINNIA.sku);
    await eventually(() => stockOf(page, ZINNIA.sku)).toBe('10');
    const movement = row(page, ZINNIA.sku).getByRole('button', { name: 'Movimiento' });
    await tabTo(page, movement);
    await page.keyboard.press('Enter');
    const sheet = dialog(page, 'Registrar movimiento');
    await sheet.waitFor();
    await expectModalContract(page, sheet, movement);
    await page.keyboard.press('Space');
    await sheet.waitFor();
    await tabTo(page, sheet.getByLabel('Cantidad', { exact: true }));
    await retype(page, '5');
    await page.keyboard.press('Enter');
    await sheet.waitFor({ state: 'detached' });
    await eventually(() => stockOf(page, ZINNIA.sku)).toBe('15');
    expect(await hasFocus(movement)).toBe(true);
    await context.close();
  });

  it('billing: creates an invoice for a client with one catalogue line and finds it in the list', async () => {
    const { page, context } = await openAs(browser, base, '/warehouse/billing', 'warehouse', true);
    await page.getByRole('heading', { name: 'Gestión de Facturación' }).waitFor();
    const create = page.getByRole('button', { name: 'Nueva Factura' });
    await tabTo(page, create);
    await page.keyboard.press('Enter');
    const sheet = dialog(page, 'Nueva Factura');
    await sheet.waitFor();
    const client = sheet.getByLabel('Cliente', { exact: true });
    expect(await hasFocus(client)).toBe(true);
    await expectModalContract(page, sheet, create);
    await page.keyboard.press('Enter');
    await sheet.waitFor();
    await tabTo(page, client);
    await page.keyboard.type(`Zkbd${tag}`);
    expect(await client.inputValue()).toBe(clientId);
    const line = sheet.getByTestId('line-0');
    await tabTo(page, line.getByLabel('Producto'));
    await page.keyboard.type(`Zkbd${tag}`);
    await eventually(() => line.getByLabel('Descripción').inputValue()).toBe(ZINNIA.name);
    await tabTo(page, sheet.getByRole('button', { name: 'Crear y emitir' }));
    await page.keyboard.press('Enter');
    await sheet.waitFor({ state: 'detached' });
    await tabTo(page, page.getByLabel('Buscar por cliente o número'));
    await page.keyboard.type(CLIENT);
    // 50 + IVA 19 % = 59.50.
    await eventually(() => rowWith(page, CLIENT).count()).toBe(1);
    expect(plain(await cell(rowWith(page, CLIENT), 'total').textContent())).toBe(billed(59.5));
    await context.close();
  });

  it('point of sale: opens the till, adds two products and one more, takes 1000 in cash and finishes the sale', async () => {
    const { page, context } = await posScreenAs(browser, base, 'cashier', '/pos/cashier');
    await page.getByTestId('pos-open-form').waitFor();
    await tabTo(page, page.getByTestId('pos-opening-cash'));
    await page.keyboard.type('500');
    await page.keyboard.press('Enter');
    const toCounter = page.getByTestId('pos-to-counter');
    await toCounter.waitFor();
    await tabTo(page, toCounter);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/pos');
    const scan = page.getByTestId('pos-scan');
    await scan.waitFor();
    await eventually(() => hasFocus(scan)).toBe(true);
    await page.keyboard.type(ZINNIA.sku);
    await page.keyboard.press('Enter');
    const zinnia = page.getByTestId(`pos-line-${ZINNIA.sku}`);
    await zinnia.waitFor();
    await tabTo(page, page.getByTestId('pos-search'));
    await page.keyboard.type(ASTER.name);
    const result = page.getByTestId(`pos-result-${ASTER.sku}`);
    await result.waitFor();
    await tabTo(page, result);
    await page.keyboard.press('Enter');
    await page.getByTestId(`pos-line-${ASTER.sku}`).waitFor();
    // '+' on the zinnia's line, reached with Tab: the scan box must not pull the focus back.
    const more = zinnia.locator('.pos-qty-button').last();
    await tabTo(page, more);
    await page.keyboard.press('Space');
    await eventually(() => zinnia.getByTestId('pos-line-qty').textContent()).toBe('2');
    expect(await hasFocus(more)).toBe(true);
    // The payment method is a radio group: one Tab stop, the arrows choose.
    const cash = page.getByTestId('pos-mode-cash');
    await tabTo(page, cash);
    await page.keyboard.press('ArrowRight');
    expect(await page.getByTestId('pos-mode-card').getAttribute('aria-checked')).toBe('true');
    expect(await hasFocus(page.getByTestId('pos-mode-card'))).toBe(true);
    await page.keyboard.press('ArrowLeft');
    expect(await cash.getAttribute('aria-checked')).toBe('true');
    await tabTo(page, page.getByTestId('pos-pay-cash'));
    await page.keyboard.type('1000');
    const total = pesos(await page.getByTestId('pos-total').textContent());
    expect(total).toBeGreaterThan(2 * ZINNIA.price + ASTER.price - 0.01);
    await eventually(async () => pesos(await page.getByTestId('pos-change').textContent())).toBeCloseTo(
      1000 - total,
      2,
    );
    await tabTo(page, page.getByTestId('pos-charge'));
    await page.keyboard.press('Enter');
    const receipt = page.getByRole('dialog').filter({ has: page.getByTestId('pos-receipt') });
    await receipt.waitFor();
    expect(pesos(await page.getByTestId('pos-receipt-change').textContent())).toBeCloseTo(1000 - total, 2);
    await expectFocusTrapped(page, receipt);
    await tabTo(page, page.getByTestId('pos-new-sale'));
    await page.keyboard.press('Enter');
    await receipt.waitFor({ state: 'detached' });
    // The charge button went with the ticket, so the focus comes back to the scan box for the next sale.
    await eventually(() => hasFocus(scan)).toBe(true);
    expect(await page.getByTestId(`pos-line-${ZINNIA.sku}`).count()).toBe(0);
    await context.close();
  });
});
