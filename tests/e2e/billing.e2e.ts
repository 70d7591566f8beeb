import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  action,
  apiLogin,
  cell,
  confirmRowAction,
  fillClient,
  formSums,
  globalToasts,
  localDay,
  pdfTextLines,
  pesos,
  plain,
  rowWith,
  shownDay,
  type ApiSession,
} from './billing-steps';
import { addProduct, type TestProduct } from './consignment-steps';
import { dialog, eventually, openAs, type Opened } from './inventory-steps';
import { toastsSeen, watchToasts } from './layout-steps';
import { launchBrowser } from './support/browser';
import { screenshotTwoWidths } from './support/two-widths';
import { heldDay } from './support/day-field';

// Spec 2.8, 4, 5 and 8 end to end, as the warehouse: a client added from the invoice modal's
// shortcut, a draft (N/A, Borrador) edited and issued (F-yyyy-nnn, Pendiente) and paid (Pagada);
// another invoice created (issued at once) and cancelled; the preview, the PDF and the print window.
const SCREENSHOTS = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../docs/screenshots');
let browser: Browser;
let desk: Opened;
let admin: ApiSession;
const base = inject('floraUrl');
const tag = Date.now().toString(36).slice(-5).toUpperCase();
const client = {
  name: `Floristería Factura ${tag}`,
  taxId: `900.${tag}-1`,
  email: `compras-${tag.toLowerCase()}@example.com`,
  phone: '+57 300 555 0101',
  address: 'Calle 8 # 12-34',
};
let bouquet: TestProduct; // $120, from the catalogue
let number = '';
const page = (): Page => desk.page;
const ours = () => rowWith(page(), client.name);
const toastsSay = (text: string) => eventually(() => globalToasts(page())).toContain(text);

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await apiLogin(base, 'admin');
  bouquet = await addProduct(base, admin, {
    name: `Ramo Factura ${tag}`,
    sku: `BLR${tag}`,
    price: 120,
    stock: 10,
  });
  desk = await openAs(browser, base, '/warehouse/billing', 'warehouse', true);
});
afterAll(async () => {
  await desk?.context.close();
  await browser?.close();
});

describe('the billing flow', () => {
  it('shows the screen: title, filters, and the modal refuses to save without a client (spec 5)', async () => {
    await page().getByRole('heading', { name: 'Gestión de Facturación' }).waitFor();
    expect(await page().getByLabel('Estado de la factura').locator('option').allTextContents()).toEqual([
      'Todos',
      'Borrador',
      'Pendiente',
      'Pagada',
      'Cancelada',
    ]);
    expect(await page().getByLabel('Fecha de la factura').locator('option').allTextContents()).toEqual([
      'Todas',
      'Hoy',
      'Esta semana',
      'Este mes',
      'Personalizado',
    ]);
    await page().getByRole('button', { name: 'Nueva Factura' }).click();
    const sheet = dialog(page(), 'Nueva Factura');
    // The shared date field: the day in the page's language (dd/mm/aaaa), held as ISO.
    expect(await sheet.getByLabel('Fecha', { exact: true }).inputValue()).toBe(shownDay(localDay()));
    expect(await heldDay(sheet.getByLabel('Fecha', { exact: true }))).toBe(localDay());
    expect(await sheet.getByLabel('Número').getAttribute('placeholder')).toBe('Automático');
    // Spec 4: a new invoice starts as a draft — the primary action saves one; 'Crear y emitir' is beside it.
    expect(await sheet.locator('button[type=submit]').textContent()).toBe('Guardar borrador');
    await sheet.getByRole('button', { name: 'Guardar borrador', exact: true }).click();
    await eventually(() => sheet.getByTestId('field-error').first().textContent()).toBe('Debe seleccionar un cliente');
    await toastsSay('Debe seleccionar un cliente');
    // The last line cannot be deleted.
    await sheet.getByRole('button', { name: 'Eliminar ítem' }).click();
    await toastsSay('La factura debe tener al menos un ítem');
    expect(await sheet.getByTestId('line-0').count()).toBe(1);
  });

  it('adds a client from the shortcut: the name is required, then the new client is selected', async () => {
    const sheet = dialog(page(), 'Nueva Factura');
    await sheet.getByRole('button', { name: '+ Agregar cliente' }).click();
    const form = dialog(page(), 'Nuevo cliente');
    await form.getByRole('button', { name: 'Agregar cliente' }).click();
    await eventually(() => form.getByTestId('field-error').textContent()).toBe('El nombre del cliente es obligatorio');
    await fillClient(form, client);
    await form.getByRole('button', { name: 'Agregar cliente' }).click();
    await form.waitFor({ state: 'detached' });
    await toastsSay('Cliente agregado correctamente');
    // The invoice modal stayed open, with the new client chosen.
    const select = sheet.getByLabel('Cliente', { exact: true });
    expect(await select.locator('option:checked').textContent()).toBe(`${client.name} · ${client.taxId}`);
  });

  it('saves a draft: a catalogue product fills description and price, live totals with IVA 19 %, N/A and Borrador', async () => {
    const sheet = dialog(page(), 'Nueva Factura');
    const first = sheet.getByTestId('line-0');
    await first.getByLabel('Producto').selectOption(bouquet.id);
    expect(await first.getByLabel('Descripción').inputValue()).toBe(bouquet.name);
    expect(await first.getByLabel('Precio').inputValue()).toBe('120');
    await first.getByLabel('Cantidad').fill('2');
    expect(plain(await first.getByTestId('line-total').textContent())).toBe(pesos(240));
    await sheet.getByRole('button', { name: 'Agregar ítem' }).click();
    const second = sheet.getByTestId('line-1');
    await second.getByLabel('Producto').selectOption({ label: 'Producto personalizado' });
    await second.getByLabel('Descripción').fill('Arreglo de mesa especial');
    await second.getByLabel('Precio').fill('35.5');
    // A quantity that is not a whole number ≥ 1 counts 0 (spec 5).
    await second.getByLabel('Cantidad').fill('0');
    expect(plain(await second.getByTestId('line-total').textContent())).toBe(pesos(0));
    await second.getByLabel('Cantidad').fill('1');
    // 240 + 35.50 = 275.50; IVA 19 % = 52.345 → 52.35 (half up, once per invoice); total 327.85.
    expect(await formSums(sheet)).toEqual([pesos(275.5), pesos(52.35), pesos(327.85)]);
    await screenshotTwoWidths(page(), 'billing-invoice-form', sheet.locator('.sheet-actions'));
    // Enter in a field is the primary action: a draft, not a numbered invoice.
    await second.getByLabel('Cantidad').press('Enter');
    await sheet.waitFor({ state: 'detached' });
    await toastsSay('Factura guardada como borrador');
    await page().getByLabel('Buscar por cliente o número').fill(client.name);
    await eventually(() => cell(ours(), 'status').textContent()).toBe('Borrador');
    expect(await cell(ours(), 'number').textContent()).toBe('N/A');
    expect(await cell(ours(), 'date').textContent()).toBe(shownDay(localDay()));
    expect(plain(await cell(ours(), 'total').textContent())).toBe(pesos(327.85));
  });

  it('edits the draft and previews it: FACTURA, BORRADOR, the bill-to block, lines and totals', async () => {
    await action(ours(), 'Editar').click();
    const sheet = dialog(page(), 'Editar factura');
    const first = sheet.getByTestId('line-0');
    await eventually(() => first.getByLabel('Cantidad').inputValue()).toBe('2');
    await first.getByLabel('Cantidad').fill('3');
    await sheet.getByLabel('Notas').fill('Entregar antes de las 9:00');
    await sheet.getByLabel('Vencimiento').fill(localDay(15));
    await sheet.getByRole('button', { name: 'Guardar borrador', exact: true }).click();
    await sheet.waitFor({ state: 'detached' });
    await toastsSay('Factura guardada como borrador');
    // 360 + 35.50 = 395.50; IVA 75.145 → 75.15; total 470.65.
    await eventually(async () => plain(await cell(ours(), 'total').textContent())).toBe(pesos(470.65));

    await action(ours(), 'Ver').click();
    const preview = dialog(page(), 'Vista previa de la factura');
    const doc = preview.getByTestId('invoice-document');
    await doc.waitFor();
    const text = plain(await doc.textContent());
    for (const expected of [
      'FACTURA',
      'BORRADOR',
      `Fecha${shownDay(localDay())}`,
      `Vencimiento${shownDay(localDay(15))}`,
      'EstadoBorrador',
      client.name,
      `NIT/RUT: ${client.taxId}`,
      client.address,
      client.email,
      client.phone,
      bouquet.name,
      'Arreglo de mesa especial',
      'Entregar antes de las 9:00',
      '¡Gracias por tu preferencia!',
    ]) {
      expect(text).toContain(expected);
    }
    expect(plain(await preview.getByTestId('document-totals').textContent())).toBe(
      `Subtotal${pesos(395.5)}IVA (19 %)${pesos(75.15)}Total${pesos(470.65)}`.replace(/\s+/g, ' '),
    );
    await page().keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });
  });

  it('issues the draft after confirming: its number F-yyyy-nnn appears and it is Pendiente', async () => {
    expect(await confirmRowAction(page(), ours(), 'Emitir', 'Emitir factura')).toContain(client.name);
    await toastsSay('Factura emitida correctamente');
    await eventually(() => cell(ours(), 'status').textContent()).toBe('Pendiente');
    number = (await cell(ours(), 'number').textContent()) ?? '';
    expect(number).toMatch(new RegExp(`^F-${new Date().getFullYear()}-\\d{3,}$`));
    // Pending: still editable, but no longer a draft and its number is fixed.
    await action(ours(), 'Editar').click();
    const sheet = dialog(page(), 'Editar factura');
    await eventually(() => sheet.getByLabel('Número').inputValue()).toBe(number);
    expect(await sheet.getByLabel('Número').isDisabled()).toBe(true);
    expect(await sheet.getByRole('button', { name: 'Guardar borrador' }).count()).toBe(0);
    await sheet.getByRole('button', { name: 'Actualizar Factura' }).click();
    await sheet.waitFor({ state: 'detached' });
    await toastsSay('Factura actualizada correctamente');
    // The preview now names the number instead of BORRADOR.
    await action(ours(), 'Ver').click();
    const preview = dialog(page(), 'Vista previa de la factura');
    await eventually(() => preview.getByTestId('document-number').textContent()).toBe(number);
    expect(await preview.getByTestId('invoice-document').textContent()).not.toContain('BORRADOR');
    // Its history, newest first, names each step and who took it ('Actualizar Factura' with nothing
    // changed appended nothing).
    const history = preview.getByTestId('invoice-history');
    await eventually(() =>
      history.locator('li').evaluateAll((items) => items.map((i) => i.getAttribute('data-type'))),
    ).toEqual(['InvoiceIssued', 'InvoiceUpdated', 'InvoiceCreated']);
    expect(await history.textContent()).toContain(`Emitida con el número ${number}`);
    await page().keyboard.press('Escape');
  });

  it('downloads the PDF: the same texts as the preview, read back from the file', async () => {
    await watchToasts(page());
    const [download] = await Promise.all([page().waitForEvent('download'), action(ours(), 'Descargar').click()]);
    await toastsSay('Factura descargada como PDF');
    // The progress toast was shown, and its outcome took its place.
    expect(await toastsSeen(page())).toEqual(['Preparando descarga...', 'Factura descargada como PDF']);
    expect(download.suggestedFilename()).toBe(`factura-${number}.pdf`);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const lines = (await pdfTextLines(pdf)).map(plain);
    for (const expected of [
      'FACTURA',
      number,
      `Fecha: ${shownDay(localDay())}`,
      'Estado: Pendiente',
      client.name,
      `NIT/RUT: ${client.taxId}`,
      bouquet.name,
      'Arreglo de mesa especial',
      pesos(470.65),
      'Entregar antes de las 9:00',
      '¡Gracias por tu preferencia!',
    ]) {
      expect(lines).toContain(expected);
    }
  });

  it('prints: a window with the document and a print stylesheet, and the print toasts', async () => {
    await watchToasts(page());
    const [popup] = await Promise.all([page().waitForEvent('popup'), action(ours(), 'Imprimir').click()]);
    await toastsSay('Factura enviada a impresora');
    expect(await toastsSeen(page())).toEqual(['Preparando impresión...', 'Factura enviada a impresora']);
    const html = await popup.content();
    expect(html).toContain('@media print');
    expect(plain(await popup.locator('body').textContent())).toContain(`FACTURA${number}`);
    expect(await popup.locator('body').textContent()).toContain(client.name);
    await popup.close();
    // A window the browser refuses to open says so.
    await page().evaluate(() => {
      window.open = () => null;
    });
    await action(ours(), 'Imprimir').click();
    await toastsSay('No se pudo abrir la ventana de impresión');
  });

  it('marks it paid after confirming: Pagada, no longer editable or cancellable', async () => {
    expect(await confirmRowAction(page(), ours(), 'Marcar como pagada', 'Marcar como pagada')).toContain(number);
    await toastsSay('Factura marcada como pagada');
    await eventually(() => cell(ours(), 'status').textContent()).toBe('Pagada');
    expect(await action(ours(), 'Editar').count()).toBe(0);
    expect(await action(ours(), 'Cancelar factura').count()).toBe(0);
    expect(await cell(ours(), 'number').textContent()).toBe(number);
  });

  it("creates another invoice with 'Crear y emitir' (numbered at once) and cancels it: Cancelada, keeping its number", async () => {
    await page().getByRole('button', { name: 'Nueva Factura' }).click();
    const sheet = dialog(page(), 'Nueva Factura');
    await sheet.getByLabel('Cliente', { exact: true }).selectOption({ label: `${client.name} · ${client.taxId}` });
    const line = sheet.getByTestId('line-0');
    await line.getByLabel('Producto').selectOption({ label: 'Producto personalizado' });
    await line.getByLabel('Descripción').fill('Corona fúnebre');
    await line.getByLabel('Precio').fill('200');
    await sheet.getByRole('button', { name: 'Crear y emitir' }).click();
    await sheet.waitFor({ state: 'detached' });
    await toastsSay('Factura creada correctamente');
    const issued = ours().filter({ hasText: 'Pendiente' });
    await eventually(() => issued.count()).toBe(1);
    const second = (await cell(issued, 'number').textContent()) ?? '';
    expect(second).toMatch(/^F-\d{4}-\d{3,}$/);
    expect(second).not.toBe(number);
    const other = rowWith(page(), second);
    expect(plain(await cell(other, 'total').textContent())).toBe(pesos(238)); // 200 + 19 %
    expect(await confirmRowAction(page(), other, 'Cancelar factura', 'Cancelar factura')).toContain(
      'No se puede deshacer',
    );
    await toastsSay('Factura cancelada correctamente');
    await eventually(() => cell(other, 'status').textContent()).toBe('Cancelada');
    expect(await cell(other, 'number').textContent()).toBe(second);
    expect(await action(other, 'Editar').count()).toBe(0);
  });

  it('lists every invoice with its badge (screenshot)', async () => {
    await page().getByLabel('Buscar por cliente o número').fill('');
    await page().waitForURL((url) => !url.searchParams.has('search'));
    await eventually(() => page().getByTestId('invoice-row').count()).toBeGreaterThan(2);
    // The toasts of the steps above would cover the table: they go by themselves after a few seconds.
    await eventually(() => page().locator('.toast').count()).toBe(0);
    await page().screenshot({ path: `${SCREENSHOTS}/billing.png`, fullPage: true });
  });
});
