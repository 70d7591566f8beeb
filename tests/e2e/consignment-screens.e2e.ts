import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  addProduct,
  apiLogin,
  call,
  card,
  cardCodes,
  cardStatuses,
  globalToasts,
  stockOf,
  type ApiSession,
  type TestProduct,
} from './consignment-steps';
import { dialog, eventually, openAs, type Opened } from './inventory-steps';
import { launchBrowser } from './support/browser';

// The rest of spec 2.5 in the browser: the /consignment twins as the warehouse uses them (the new
// agreement and the sale as pages, a refusal naming the product, no partners screen), the filters
// kept in the URL, the empty text, and the partners list.
const SCREENSHOTS = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../docs/screenshots');
let browser: Browser;
let admin: ApiSession;
let rose: TestProduct;
let partnerId = '';
let firstAgreementId = '';
const base = inject('floraUrl');
const tag = Date.now().toString(36).slice(-5).toUpperCase();
const partner = { businessName: `Hotel Prueba ${tag}`, tradeName: `Hotel ${tag}`, taxId: `HPR${tag}B2` };
const codes: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await apiLogin(base, 'admin');
  rose = await addProduct(base, admin, { name: `Rosa ${tag}`, sku: `CSR${tag}`, price: 40, stock: 6 });
  const registered = (await call(
    base,
    'POST',
    '/consignment/partners',
    { ...partner, type: 'hotel' },
    admin.token,
  )) as { id: string };
  partnerId = registered.id;
  const created = (await call(
    base,
    'POST',
    '/consignment/agreements',
    { partnerId, items: [{ productId: rose.id, quantity: 1 }] },
    admin.token,
  )) as { id: string };
  firstAgreementId = created.id;
  codes.push(created.id.slice(-6).toUpperCase());
});
afterAll(async () => browser?.close());

async function warehouseAt(path: string): Promise<Opened> {
  return openAs(browser, base, path, 'warehouse', true);
}

describe('the /consignment screens for the warehouse', () => {
  it('creates an agreement on /consignment/new; a quantity above the stock is refused naming the product', async () => {
    const { context, page } = await warehouseAt('/consignment/new');
    try {
      await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Nueva consignación');
      await eventually(() =>
        page.getByLabel('Socio', { exact: true }).locator('option', { hasText: partner.tradeName }).count(),
      ).toBe(1);
      await page.getByLabel('Socio', { exact: true }).selectOption({ label: partner.tradeName });
      const row = page.getByTestId('item-row-0');
      await row.getByLabel('Producto', { exact: true }).selectOption(rose.id);
      await row.getByLabel('Cantidad').fill('50');
      await page.getByRole('button', { name: 'Crear acuerdo' }).click();
      await eventually(() => globalToasts(page)).toContain(
        `Error al crear acuerdo de consignación: Stock insuficiente de ${rose.name}`,
      );
      await row.getByLabel('Cantidad').fill('3');
      await page.getByRole('button', { name: 'Crear acuerdo' }).click();
      await page.waitForURL((url) => /^\/consignment\/[0-9a-f-]{36}$/.test(url.pathname));
      const code = new URL(page.url()).pathname.slice(-6).toUpperCase();
      codes.push(code);
      await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`Acuerdo ${code}`);
      await eventually(() => stockOf(base, admin, rose.id)).toEqual({ current: 2, consigned: 4 });

      // The sale as a page, back to the details afterwards.
      await page.getByRole('button', { name: 'Registrar venta' }).click();
      await page.waitForURL((url) => url.pathname.endsWith('/sale'));
      await page.getByTestId('line-0').getByLabel('Producto', { exact: true }).selectOption(rose.id);
      await page.getByTestId('line-0').getByLabel('Cantidad').fill('2');
      expect(await page.getByTestId('sale-net').textContent()).toBe('$64.00'); // 2 × $40 less 20 %
      await page.getByRole('button', { name: 'Registrar venta' }).click();
      await page.waitForURL((url) => /^\/consignment\/[0-9a-f-]{36}$/.test(url.pathname));
      await eventually(() => globalToasts(page)).toContain('Venta en consignación registrada correctamente');
      await eventually(() => page.getByTestId(`item-${rose.sku}`).getByTestId('item-sold').textContent()).toBe('2');
    } finally {
      await context.close();
    }
  });

  it('offers no partner screens to the warehouse (spec 2.3: partners are admin and manager)', async () => {
    const { context, page } = await warehouseAt('/consignment');
    try {
      await page.getByTestId('card-totalAgreements-value').waitFor();
      expect(await page.getByRole('button', { name: 'Nuevo acuerdo' }).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Nuevo socio' }).count()).toBe(0);
      await page.goto('/consignment/partners');
      await eventually(() => page.getByText('Página no encontrada').count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});

describe('the list as an admin', () => {
  let desk: Opened;
  beforeAll(async () => {
    desk = await openAs(browser, base, '/admin/consignment', 'admin', true);
  });
  afterAll(async () => desk?.context.close());

  it('shows a sale registered elsewhere without a reload (the consignment notice over the websocket)', async () => {
    const page = desk.page;
    await page.getByLabel('Buscar por socio o código de acuerdo').fill(codes[0]!);
    await eventually(() => cardCodes(page)).toEqual([codes[0]]);
    expect(await card(page, codes[0]!).getByTestId('agreement-sold').textContent()).toBe('$0.00');
    await call(
      base,
      'POST',
      `/consignment/agreements/${firstAgreementId}/sales`,
      { items: [{ productId: rose.id, quantity: 1 }] },
      admin.token,
    );
    await eventually(() => card(page, codes[0]!).getByTestId('agreement-sold').textContent()).toBe('$40.00');
    await page.goto('/admin/consignment');
  });

  it('filters by status and partner, searches by code (kept in the URL), and says when nothing matches', async () => {
    const page = desk.page;
    await page.getByLabel('Estado del acuerdo').selectOption('active');
    await page.waitForURL((url) => url.searchParams.get('status') === 'active');
    await eventually(async () => [...new Set(await cardStatuses(page))]).toEqual(['active']);
    await page.getByLabel('Socio', { exact: true }).selectOption({ label: partner.tradeName });
    await page.waitForURL((url) => url.searchParams.get('partner') === partnerId);
    await eventually(async () => (await cardCodes(page)).sort()).toEqual([...codes].sort());
    await page.getByLabel('Estado del acuerdo').selectOption('settled');
    await eventually(() => page.getByText('No se encontraron acuerdos de consignación', { exact: true }).count()).toBe(
      1,
    );
    await page.reload();
    expect(await page.getByLabel('Estado del acuerdo').inputValue()).toBe('settled');
    await page.getByLabel('Estado del acuerdo').selectOption('all');
    await page.getByLabel('Socio', { exact: true }).selectOption('');
    await page.getByLabel('Buscar por socio o código de acuerdo').fill(codes[0]!);
    await page.waitForURL((url) => url.searchParams.get('search') === codes[0]);
    await eventually(() => cardCodes(page)).toEqual([codes[0]]);
    expect(await card(page, codes[0]!).getByTestId('agreement-partner').textContent()).toBe(partner.tradeName);
    await page.getByLabel('Buscar por socio o código de acuerdo').fill('ningún-acuerdo-así');
    await eventually(() =>
      page.getByText('No se encontraron acuerdos de consignación', { exact: true }).isVisible(),
    ).toBe(true);
  });

  it('lists partners; a deactivated partner is no longer offered for new agreements', async () => {
    const page = desk.page;
    await page.goto('/admin/consignment/partners');
    await page.getByLabel('Buscar por razón social, nombre comercial o RFC').fill(partner.taxId);
    const row = page.getByTestId(`partner-${partner.taxId}`);
    await eventually(() => row.textContent()).toContain('acuerdos: 2 (activos: 2)');
    await row.getByRole('button', { name: 'Desactivar' }).click();
    await eventually(() => globalToasts(page)).toContain('Socio actualizado correctamente');
    await eventually(() => row.textContent()).toContain('Inactivo');
    await page.goto('/admin/consignment/new');
    await page.getByLabel('Socio', { exact: true }).locator('option').nth(1).waitFor({ state: 'attached' });
    expect(
      await page.getByLabel('Socio', { exact: true }).locator('option', { hasText: partner.tradeName }).count(),
    ).toBe(0);
  });

  it("opens an agreement's page from its details sheet (screenshot of the list)", async () => {
    const page = desk.page;
    await page.goto('/admin/consignment');
    await page.getByTestId('card-totalValue-value').waitFor();
    await card(page, codes[0]!).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/consignment.png`, fullPage: true });
    await card(page, codes[0]!).getByRole('button', { name: 'Detalles' }).click();
    await dialog(page, 'Detalles del acuerdo').getByRole('link', { name: 'Abrir como página' }).click();
    await page.waitForURL(
      (url) => url.pathname.startsWith('/admin/consignment/') && url.pathname.endsWith(codes[0]!.toLowerCase()),
    );
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`Acuerdo ${codes[0]}`);
  });
});
