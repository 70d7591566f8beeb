import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import {
  cardNumber,
  dialog,
  eventually,
  fillNewProduct,
  openAs,
  registerMovement,
  row,
  searchFor,
  stockOf,
  toasts,
  uniqueSku,
  type Opened,
} from './inventory-steps';

// Spec 2.4 and 5 end to end: the warehouse adds a product, moves it with every movement type, and
// the table and the four cards follow; another signed-in page sees a movement without reloading;
// filters, sorting (kept in the URL) and the empty text.
let browser: Browser;
let screen: Opened;
const base = inject('floraUrl');
const sku = uniqueSku();
const name = `Peonía coral ${sku}`;

beforeAll(async () => {
  browser = await launchBrowser();
  screen = await openAs(browser, base, '/admin/inventory');
});
afterAll(async () => {
  await screen?.context.close();
  await browser?.close();
});

const page = (): Page => screen.page;

describe('the inventory screen', () => {
  it('adds a product: the button waits for the required fields, the cards and the table change', async () => {
    await page().getByTestId('card-totalProducts-value').waitFor();
    const before = {
      products: await cardNumber(page(), 'totalProducts'),
      value: await cardNumber(page(), 'totalValue'),
    };
    await page().getByRole('button', { name: 'Agregar producto' }).click();
    const sheet = dialog(page(), 'Agregar producto');
    const submit = sheet.getByRole('button', { name: 'Agregar producto' });
    expect(await submit.isDisabled()).toBe(true);
    await fillNewProduct(page(), {
      name,
      sku,
      category: 'Pruebas E2E',
      price: '120.555',
      stock: '10',
      min: '3',
    });
    await submit.click();
    // The server's own message, from the domain's schema, next to the field.
    await eventually(() => sheet.getByTestId('field-error').textContent()).toBe(
      'Los importes admiten como máximo 2 decimales.',
    );
    await sheet.getByLabel('Precio', { exact: true }).fill('120.50');
    await submit.click();
    await sheet.waitFor({ state: 'detached' });
    await eventually(() => toasts(page())).toContain('Producto agregado correctamente');
    await eventually(() => cardNumber(page(), 'totalProducts')).toBe(before.products + 1);
    await eventually(() => cardNumber(page(), 'totalValue')).toBeCloseTo(before.value + 1205, 2);
    await searchFor(page(), sku);
    await eventually(() => stockOf(page(), sku)).toBe('10');
    expect(await row(page(), sku).getByTestId('price').textContent()).toBe('$120.50');
  });

  it('refuses a second product with the same SKU with the server reason in the toast', async () => {
    await page().getByRole('button', { name: 'Agregar producto' }).click();
    await fillNewProduct(page(), {
      name: `${name} bis`,
      sku,
      category: 'Pruebas E2E',
      price: '10',
      stock: '0',
      min: '0',
    });
    await dialog(page(), 'Agregar producto').getByRole('button', { name: 'Agregar producto' }).click();
    await eventually(() => toasts(page())).toContain(
      `Error al agregar producto: Ya existe un producto con el SKU ${sku}.`,
    );
    await page().keyboard.press('Escape');
  });

  it('registers every movement type; the stock and the low-stock card follow', async () => {
    const low = await cardNumber(page(), 'lowStock');
    await registerMovement(page(), sku, { type: 'purchase', quantity: 5, notes: 'Pedido semanal' });
    await eventually(() => stockOf(page(), sku)).toBe('15');
    await registerMovement(page(), sku, { type: 'sale', quantity: 2, reference: ['pedido', 'P-1001'] });
    await eventually(() => stockOf(page(), sku)).toBe('13');
    await registerMovement(page(), sku, {
      type: 'adjustment',
      direction: 'out',
      quantity: 1,
      notes: 'Tallo roto',
    });
    await registerMovement(page(), sku, {
      type: 'adjustment',
      direction: 'in',
      quantity: 1,
      notes: 'Apareció en la cámara',
    });
    await registerMovement(page(), sku, { type: 'return', quantity: 1, notes: 'Cliente devolvió' });
    await eventually(() => stockOf(page(), sku)).toBe('14');
    await registerMovement(page(), sku, { type: 'transfer', quantity: 3, target: 'Tienda Brickell' });
    await eventually(() => stockOf(page(), sku)).toBe('14');
    await registerMovement(page(), sku, {
      type: 'consignment_out',
      quantity: 4,
      reference: ['acuerdo', 'A-77'],
    });
    await eventually(() => stockOf(page(), sku)).toBe('10');
    await registerMovement(page(), sku, {
      type: 'consignment_sold',
      quantity: 1,
      reference: ['acuerdo', 'A-77'],
    });
    await registerMovement(page(), sku, {
      type: 'consignment_return',
      quantity: 2,
      reference: ['acuerdo', 'A-77'],
    });
    await eventually(() => stockOf(page(), sku)).toBe('12');
    // Selling the main warehouse's 9 leaves Brickell's 3, at the minimum of 3: one more low-stock product.
    await registerMovement(page(), sku, { type: 'sale', quantity: 9, reference: ['pedido', 'P-1002'] });
    await eventually(() => stockOf(page(), sku)).toBe('3');
    await eventually(() => cardNumber(page(), 'lowStock')).toBe(low + 1);
  });

  it('names what a movement lacks before sending, and shows the server refusal of too many units', async () => {
    await row(page(), sku).getByRole('button', { name: 'Movimiento' }).click();
    const sheet = dialog(page(), 'Registrar movimiento');
    await sheet.getByLabel('Tipo', { exact: true }).selectOption('transfer');
    await sheet.getByRole('button', { name: 'Registrar movimiento' }).click();
    await eventually(() => sheet.getByTestId('field-error').textContent()).toBe(
      'Una transferencia necesita una ubicación de destino.',
    );
    await sheet.getByLabel('Tipo', { exact: true }).selectOption('sale');
    await sheet.getByRole('button', { name: 'Registrar movimiento' }).click();
    await eventually(() => sheet.getByTestId('field-error').textContent()).toBe(
      'Este tipo de movimiento necesita tipo e id de referencia.',
    );
    await sheet.getByLabel('Tipo de referencia').fill('pedido');
    await sheet.getByLabel('Id de referencia').fill('P-1003');
    await sheet.getByLabel('Cantidad', { exact: true }).fill('50');
    await sheet.getByRole('button', { name: 'Registrar movimiento' }).click();
    await eventually(() => toasts(page())).toContain('Error al registrar movimiento: Stock insuficiente');
    await page().keyboard.press('Escape');
  });

  it('updates the stock of a location by count (an adjustment by the difference)', async () => {
    await row(page(), sku).getByRole('button', { name: 'Stock' }).click();
    const sheet = dialog(page(), 'Actualizar stock');
    await sheet.getByLabel('Cantidad contada').fill('6');
    await sheet.getByRole('button', { name: 'Actualizar stock' }).click();
    await sheet.waitFor({ state: 'detached' });
    await eventually(() => toasts(page())).toContain('Inventario actualizado correctamente');
    // Brickell keeps its 3, the main warehouse was counted at 6.
    await eventually(() => stockOf(page(), sku)).toBe('9');
  });

  it('edits the price and status from the details sheet', async () => {
    await row(page(), sku).getByRole('button', { name: 'Detalles' }).click();
    const sheet = dialog(page(), 'Detalles del producto');
    await sheet.getByRole('button', { name: 'Editar' }).click();
    await sheet.getByLabel('Precio', { exact: true }).fill('135');
    await sheet.getByLabel('Estado', { exact: true }).selectOption('inactive');
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await eventually(() => toasts(page())).toContain('Producto actualizado correctamente');
    await eventually(() => sheet.getByTestId('detail-price').textContent()).toContain('$135.00');
    await page().keyboard.press('Escape');
    await eventually(() => row(page(), sku).getByTestId('price').textContent()).toBe('$135.00');
    expect(await row(page(), sku).textContent()).toContain('Inactivo');
  });

  it('shows a movement registered on another page without a reload', async () => {
    const other = await openAs(browser, base, `/admin/inventory?search=${encodeURIComponent(sku)}`);
    try {
      await eventually(() => stockOf(other.page, sku)).toBe('9');
      await registerMovement(page(), sku, { type: 'purchase', quantity: 4 });
      await eventually(() => stockOf(other.page, sku)).toBe('13');
    } finally {
      await other.context.close();
    }
  });

  it('filters by stock status and category, sorts by header (kept in the URL), and says when nothing matches', async () => {
    await page().goto('/admin/inventory');
    await page().getByLabel('Estado de stock').selectOption('out_of_stock');
    await page().waitForURL((url) => url.searchParams.get('stockStatus') === 'out_of_stock');
    await eventually(async () => [...new Set(await statuses(page()))]).toEqual(['out_of_stock']);
    await page().getByLabel('Estado de stock').selectOption('all');
    await page().getByLabel('Categoría', { exact: true }).selectOption('Orquídeas');
    await page().waitForURL((url) => url.searchParams.get('category') === 'Orquídeas');
    await eventually(async () => onlyOrchids(await skus(page()))).toBe(true);

    const priceHeader = page().getByRole('columnheader', { name: /Precio/ });
    await priceHeader.getByRole('button').click();
    await eventually(() => priceHeader.getAttribute('aria-sort')).toBe('ascending');
    await eventually(async () => isSorted(await prices(page()))).toBe(true);
    await priceHeader.getByRole('button').click();
    await eventually(() => priceHeader.getAttribute('aria-sort')).toBe('descending');
    await eventually(async () => isSorted((await prices(page())).reverse())).toBe(true);
    await page().reload();
    await eventually(() =>
      page()
        .getByRole('columnheader', { name: /Precio/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');
    expect(await page().getByLabel('Categoría', { exact: true }).inputValue()).toBe('Orquídeas');

    await searchFor(page(), 'no-existe-ninguna-flor');
    await eventually(() => page().getByText('No se encontraron productos', { exact: true }).isVisible()).toBe(true);
  });
});

const statuses = (p: Page) =>
  p
    .locator('[data-testid^="product-"] [data-stock-status]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-stock-status')));
const skus = (p: Page) => p.locator('[data-testid^="product-"] td.mono').allTextContents();
const prices = async (p: Page) =>
  (await p.locator('[data-testid^="product-"] [data-testid="price"]').allTextContents()).map((t) =>
    Number(t.replace(/[^\d.]/g, '')),
  );
const onlyOrchids = (list: string[]) => list.length > 1 && list.every((s) => s.startsWith('ORQ-'));
const isSorted = (xs: number[]) => xs.length > 1 && xs.every((x, i) => i === 0 || xs[i - 1]! <= x);
