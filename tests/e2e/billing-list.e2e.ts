import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addClient, addInvoice, apiLogin, cell, localDay, rows, type ApiSession } from './billing-steps';
import { dialog, eventually, openAs, type Opened } from './inventory-steps';
import { launchBrowser } from './support/browser';
import { typeDay } from './support/day-field';

// Spec 2.8's list, as accounting: 25 invoices of one client of our own (made through the API, 20
// issued and 5 drafts, all dated today), then search, 'Página X de Y' with 10 per page, the status
// and date filters (in the URL), search by number, and the empty state with its create button.
let browser: Browser;
let desk: Opened;
let admin: ApiSession;
const base = inject('floraUrl');
const tag = Date.now().toString(36).slice(-5).toUpperCase();
const clientName = `Cliente Lista ${tag}`;
const page = (): Page => desk.page;
const pageLabel = () => page().getByTestId('page-label').textContent();
const statuses = () => rows(page()).getByTestId('invoice-status').allTextContents();

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await apiLogin(base, 'admin');
  const clientId = await addClient(base, admin, { name: clientName, taxId: `LST-${tag}` });
  for (let i = 1; i <= 25; i++) {
    await addInvoice(base, admin, {
      clientId,
      date: localDay(),
      saveAsDraft: i > 20,
      items: [{ description: `Ramo ${i}`, quantity: 1, price: 10 * i }],
    });
  }
  desk = await openAs(browser, base, '/warehouse/billing', 'accounting', true);
  await page().getByRole('heading', { name: 'Gestión de Facturación' }).waitFor();
});
afterAll(async () => {
  await desk?.context.close();
  await browser?.close();
});

async function searchFor(text: string) {
  await page().getByLabel('Buscar por cliente o número').fill(text);
  await page().waitForURL((url) => url.searchParams.get('search') === text);
}

describe('the invoice list', () => {
  it('searches by client name and pages by 10: Página 1 de 3, next, previous, the last page has 5', async () => {
    await searchFor(clientName);
    await eventually(pageLabel).toBe('Página 1 de 3');
    expect(await rows(page()).count()).toBe(10);
    const next = page().getByRole('button', { name: 'Siguiente' });
    const previous = page().getByRole('button', { name: 'Anterior' });
    expect(await previous.isDisabled()).toBe(true);
    await next.click();
    await eventually(pageLabel).toBe('Página 2 de 3');
    await next.click();
    await eventually(pageLabel).toBe('Página 3 de 3');
    await eventually(() => rows(page()).count()).toBe(5);
    expect(await next.isDisabled()).toBe(true);
    expect(new URL(page().url()).searchParams.get('page')).toBe('3');
    await previous.click();
    await eventually(pageLabel).toBe('Página 2 de 3');
    expect(await rows(page()).count()).toBe(10);
    for (const client of await rows(page()).getByTestId('invoice-client').allTextContents())
      expect(client).toBe(clientName);
  });

  it('filters by status: 5 drafts on one page (no pager), 20 pending on two', async () => {
    await page().getByLabel('Estado de la factura').selectOption({ label: 'Borrador' });
    await page().waitForURL((url) => url.searchParams.get('status') === 'draft' && !url.searchParams.has('page'));
    await eventually(statuses).toEqual(Array(5).fill('Borrador'));
    expect(await page().getByTestId('pager').count()).toBe(0);
    for (const n of await rows(page()).getByTestId('invoice-number').allTextContents()) expect(n).toBe('N/A');
    await page().getByLabel('Estado de la factura').selectOption({ label: 'Pendiente' });
    await eventually(pageLabel).toBe('Página 1 de 2');
    expect(await statuses()).toEqual(Array(10).fill('Pendiente'));
    await page().getByLabel('Estado de la factura').selectOption({ label: 'Todos' });
    await eventually(pageLabel).toBe('Página 1 de 3');
  });

  it('filters by date: today, this week and this month hold them; a custom range in the past holds none', async () => {
    const dates = page().getByLabel('Fecha de la factura');
    for (const label of ['Hoy', 'Esta semana', 'Este mes']) {
      await dates.selectOption({ label });
      await eventually(pageLabel).toBe('Página 1 de 3');
    }
    await dates.selectOption({ label: 'Personalizado' });
    await typeDay(page().getByLabel('Fecha inicial'), '2020-01-01');
    await typeDay(page().getByLabel('Fecha final'), '2020-01-31');
    await page().waitForURL(
      (url) => url.searchParams.get('dateRange') === 'custom' && url.searchParams.get('endDate') === '2020-01-31',
    );
    await page().getByText('No hay facturas').waitFor();
    // A custom range that takes today in holds them again.
    await typeDay(page().getByLabel('Fecha final'), localDay(1));
    await eventually(pageLabel).toBe('Página 1 de 3');
    await dates.selectOption({ label: 'Todas' });
    await page().waitForURL((url) => !url.searchParams.has('dateRange') && !url.searchParams.has('startDate'));
    await eventually(pageLabel).toBe('Página 1 de 3');
  });

  it('searches by invoice number: the one invoice', async () => {
    const number = (await cell(rows(page()).filter({ hasText: 'Pendiente' }).first(), 'number').textContent()) ?? '';
    expect(number).toMatch(/^F-\d{4}-\d{3,}$/);
    await searchFor(number);
    await eventually(() => rows(page()).getByTestId('invoice-number').allTextContents()).toEqual([number]);
    expect(await page().getByTestId('pager').count()).toBe(0);
  });

  it('on a phone each invoice is a card: no header row, every action within the screen', async () => {
    await searchFor(clientName);
    await eventually(pageLabel).toBe('Página 1 de 3');
    await page().setViewportSize({ width: 390, height: 844 });
    expect(await page().locator('[data-testid="invoices-table"] thead').isVisible()).toBe(false);
    const first = rows(page()).first();
    for (const name of ['Ver', 'Imprimir', 'Descargar']) {
      const box = await first.getByRole('button', { name, exact: true }).boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    await page().setViewportSize({ width: 1280, height: 900 });
  });

  it('shows "No hay facturas" with a create button that opens the modal', async () => {
    await searchFor(`sin-resultados-${tag}`);
    const empty = page().getByTestId('billing-empty');
    await empty.getByText('No hay facturas').waitFor();
    await empty.getByRole('button', { name: 'Crear factura' }).click();
    const sheet = dialog(page(), 'Nueva Factura');
    await sheet.getByRole('button', { name: 'Guardar borrador' }).waitFor();
    await sheet.getByRole('button', { name: 'Cancelar' }).click();
    await sheet.waitFor({ state: 'detached' });
  });
});
