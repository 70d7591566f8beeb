import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CSV_COLUMNS } from '../../domain/inventory';
import {
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
import { launchBrowser } from './support/browser';
import { typeDay } from './support/day-field';
import { currentPlace } from './support/navigation';
import { screenshotTwoWidths } from './support/two-widths';

// The rest of the inventory issue in the browser: CSV export then import (per-row report, a second
// import changes nothing), a product's history with the stock as of a chosen moment, the warehouse
// ledger with its filters and scanning, and the warehouse dashboard's figures.
const SCREENSHOTS = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../docs/screenshots');
let browser: Browser;
let desk: Opened;
const base = inject('floraUrl');
const sku = uniqueSku('CSV');
const name = `Gerbera naranja ${sku}`;
const page = (): Page => desk.page;

beforeAll(async () => {
  browser = await launchBrowser();
  desk = await openAs(browser, base, '/admin/inventory', 'warehouse', true);
});
afterAll(async () => {
  await desk?.context.close();
  await browser?.close();
});

const chooseFile = (csv: string) =>
  page()
    .getByTestId('csv-file')
    .setInputFiles({ name: 'inventario.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
/** Chooses the file, waits for its preview and confirms its `rows` good rows. */
async function importFile(csv: string, rows: number): Promise<void> {
  await chooseFile(csv);
  await eventually(() => page().getByTestId('import-phase').textContent()).toContain('Vista previa');
  await page()
    .getByRole('button', { name: `Importar ${rows} filas` })
    .click();
  await eventually(() => page().getByTestId('import-phase').textContent()).toContain('Terminada');
}
const reportCount = (what: string) => page().getByTestId(`import-${what}`).locator('.row-detail').textContent();

describe('CSV export and import', () => {
  it('adds a product and moves two units to the store (what the next tests read)', async () => {
    await page().getByRole('button', { name: 'Agregar producto' }).click();
    await fillNewProduct(page(), { name, sku, category: 'Gerberas', price: '85', stock: '7', min: '2' });
    await dialog(page(), 'Agregar producto').getByRole('button', { name: 'Agregar producto' }).click();
    await eventually(() => toasts(page())).toContain('Producto agregado correctamente');
    await searchFor(page(), sku);
    await registerMovement(page(), sku, {
      type: 'transfer',
      quantity: 2,
      target: 'Tienda Brickell',
      notes: 'Para la vitrina',
    });
    await eventually(() => stockOf(page(), sku)).toBe('7');
  });

  it('exports the filtered list and imports it back with a per-row report; a second import changes nothing', async () => {
    const [download] = await Promise.all([page().waitForEvent('download'), page().getByTestId('export-csv').click()]);
    expect(download.suggestedFilename()).toMatch(/^inventario-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync((await download.path())!, 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${sku},${name},`);

    const newSku = `${sku}-B`;
    const edited = lines[1]!.replace(name, `${name} editada`);
    const created = `${newSku},Gerbera amarilla ${newSku},,,90.00,,4,1,Gerberas,active,Almacén principal,`;
    const broken = `${sku}-C,Gerbera rota,,,-5,,1,0,Gerberas,active,Almacén principal,`;
    const csv = [lines[0], edited, created, broken].join('\n');

    await page().getByRole('button', { name: 'Importar CSV' }).click();
    await importFile(csv, 2);
    expect(await reportCount('created')).toBe('1');
    expect(await reportCount('updated')).toBe('1');
    expect(await reportCount('failed')).toBe('1');
    const errors = await page().getByTestId('import-errors').locator('tbody tr').allTextContents();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^4price/);

    await page().getByRole('button', { name: 'Importar otro archivo' }).click();
    await importFile(csv, 2);
    expect(await reportCount('created')).toBe('0');
    expect(await reportCount('updated')).toBe('0');
    expect(await reportCount('unchanged')).toBe('2');
    await page().keyboard.press('Escape');

    // A file the server refuses stops with the rows it was sending and the server's reason.
    await page().getByRole('button', { name: 'Importar CSV' }).click();
    await page()
      .getByTestId('csv-file')
      .setInputFiles({
        name: 'malo.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('codigo,nombre\nX-1,Algo\n'),
      });
    await eventually(() => page().getByTestId('import-failed').textContent()).toContain(
      'Falló el bloque de las filas 2 a 2: Faltan columnas',
    );
    expect(await page().getByRole('button', { name: 'Reintentar desde ese bloque' }).isVisible()).toBe(true);
    await page().keyboard.press('Escape');

    await searchFor(page(), newSku);
    await eventually(() => stockOf(page(), newSku)).toBe('4');
    await searchFor(page(), sku);
    await eventually(() => row(page(), sku).textContent()).toContain(`${name} editada`);
  });

  it('previews a file first: 2 rows with errors listed by file row, nothing imported until confirmed (screenshot)', async () => {
    const good = `${sku}-P,Gerbera rosa ${sku}-P,,,70.00,,3,1,Gerberas,active,Almacén principal,`;
    const noName = `${sku}-Q,,,,70.00,,3,1,,active,Almacén principal,`; // one row, two errors: name and categories
    const badPrice = `${sku}-R,Gerbera roja,,,-5,,1,0,Gerberas,active,Almacén principal,`;
    await page().getByRole('button', { name: 'Importar CSV' }).click();
    await chooseFile([CSV_COLUMNS.join(','), good, noName, badPrice].join('\n'));
    const preview = page().getByTestId('import-preview');
    await eventually(() => preview.locator('caption').textContent()).toBe('2 filas con errores');
    expect(await reportCount('rows')).toBe('3');
    expect(await reportCount('valid')).toBe('1');
    expect(await reportCount('failed')).toBe('2');
    const errorRows = preview.getByTestId('import-errors').locator('tbody tr td:first-child');
    expect(await errorRows.allTextContents()).toEqual(['3', '3', '4']);
    await page().getByRole('button', { name: 'Importar 1 fila', exact: true }).waitFor();
    await screenshotTwoWidths(page(), 'inventory-import-preview', preview);
    await page().getByRole('button', { name: 'Cancelar', exact: true }).click();
    await preview.waitFor({ state: 'detached' });
    await page().keyboard.press('Escape');
    // Nothing went in: the list, fresh enough to show the product the test before imported, has no -P.
    await searchFor(page(), sku);
    await row(page(), `${sku}-B`).waitFor();
    expect(await row(page(), `${sku}-P`).count()).toBe(0);
  });
});

describe('the product history', () => {
  it('shows who did what and why, and the stock per location as of a chosen moment', async () => {
    await row(page(), sku).getByRole('button', { name: 'Detalles' }).click();
    await eventually(() => page().getByTestId('location-Tienda Brickell').textContent()).toContain('2');
    await page().getByRole('link', { name: 'Ver historial' }).click();
    await page().waitForURL((url) => url.pathname.startsWith('/admin/inventory/'));
    const timeline = page().getByTestId('history-timeline');
    await eventually(() => timeline.getByTestId('history-entry').count()).toBe(4);
    const text = await timeline.textContent();
    for (const expected of [
      'Producto agregado',
      'Stock inicial · 7',
      'Transferencia · 2',
      'Motivo: Para la vitrina',
      'Por Walter Almacén',
      'Detalles actualizados',
    ]) {
      expect(text).toContain(expected);
    }
    await eventually(() => page().getByTestId('asof-Almacén principal').textContent()).toContain('5');
    expect(await page().getByTestId('asof-Tienda Brickell').textContent()).toContain('2');
    // A moment in the page's order: the day (dd/mm/aaaa), then the 24-hour time beside it.
    await typeDay(page().getByLabel('Fecha y hora'), '2020-01-01');
    await page().getByLabel('Hora', { exact: true }).fill('09:00');
    await eventually(() => page().getByText('Sin stock en ese momento').isVisible()).toBe(true);
  });
});

describe('the warehouse screens', () => {
  it('filters the ledger by type, opens register-movement from a scan and names an unknown code', async () => {
    await page().goto('/admin/warehouse');
    await page().getByTestId('movement-ledger').waitFor();
    await page().getByLabel('Tipo de movimiento').selectOption('transfer');
    await eventually(async () => [...new Set(await ledgerTypes(page()))]).toEqual(['transfer']);
    // A keyboard-wedge scanner: a burst of keys and Enter while no field has the focus.
    await page()
      .locator('body')
      .click({ position: { x: 5, y: 200 } });
    await page().keyboard.type(sku);
    await page().keyboard.press('Enter');
    const sheet = dialog(page(), 'Registrar movimiento');
    await eventually(() => sheet.getByTestId('movement-product').textContent()).toContain(`${name} editada`);
    await page().keyboard.press('Escape');
    await page().getByTestId('scan-input').fill('NO-EXISTE-123');
    await page().getByTestId('scan-input').press('Enter');
    await eventually(() => page().getByTestId('scan-message').textContent()).toBe(
      'No hay ningún producto con el código NO-EXISTE-123.',
    );
    // No camera on the test machine: the sheet says so instead of hanging.
    await page().getByTestId('scan-camera').click();
    await eventually(() => page().getByTestId('camera-problem').textContent()).toMatch(/cámara/i);
    await page().keyboard.press('Escape');
    await page().goto('/warehouse');
    await page().getByTestId('warehouse-screen').waitFor();
  });

  it("shows the warehouse its landing with today's movements, low stock and value by category", async () => {
    await page().goto('/admin/inventory');
    await page().getByTestId('products-table').locator('tbody tr').first().waitFor();
    await page().screenshot({ path: `${SCREENSHOTS}/inventory.png`, fullPage: true });
    // Charts drawn at once, not mid-animation, in the screenshot (apexcharts honours reduced motion).
    await page().emulateMedia({ reducedMotion: 'reduce' });
    await page().goto('/admin/warehouse-dashboard');
    const dashboard = page().getByTestId('warehouse-dashboard');
    await dashboard.waitFor();
    expect(await currentPlace(page())).toBe('/admin/warehouse-dashboard'); // the shell marks where the user is
    expect(Number(await page().getByTestId('today-movements').locator('strong').textContent())).toBeGreaterThanOrEqual(
      3,
    );
    await page().getByTestId('today-type-transfer').waitFor();
    const lowRows = await page().getByTestId('low-stock-table').locator('tbody tr').count();
    expect(lowRows).toBeGreaterThan(0);
    expect(lowRows).toBeLessThanOrEqual(10);
    // Each category's value written out in es-MX pesos beside the bars (apexcharts, loaded after the figures).
    expect(await page().getByTestId('category-Gerberas').locator('.row-detail').textContent()).toMatch(
      /^\$\d{1,3}(,\d{3})*\.\d{2}$/,
    );
    const bars = page().getByTestId('value-by-category').locator('.apexcharts-bar-area');
    await eventually(() => bars.count()).toBe(
      await page().getByTestId('value-by-category').locator('[data-testid^="category-"]').count(),
    );
    expect(
      await page().getByTestId('value-by-category').locator('.apexcharts-xaxis-label').first().textContent(),
    ).toMatch(/^\$[\d,]+\.\d{2}$/);
    await eventually(() => page().locator('.apexcharts-pie-area').count()).toBeGreaterThan(0);
    expect(await page().getByTestId('movement-ledger').textContent()).toContain(name);
    await page().screenshot({ path: `${SCREENSHOTS}/warehouse-dashboard.png`, fullPage: true });
  });
});

const ledgerTypes = (p: Page) =>
  p.getByTestId('ledger-line').evaluateAll((els) => els.map((e) => e.getAttribute('data-type')));
