import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { toastsText } from './billing-offline-steps';
import { apiLogin, addProduct as apiAddProduct, call, type ApiSession } from './consignment-steps';
import { dialog, eventually, type Opened } from './inventory-steps';
import {
  addProduct,
  badge,
  consignmentSale,
  cutAnswers,
  figure,
  movement,
  lotsOf,
  movementsOf,
  openDesktop,
  productRow,
  productsWithSku,
  serverAgreement,
  serverProduct,
  stockShown,
  storedConfig,
} from './offline-desktop-steps';
import { eventually as until } from '../reliability/projection-support';
import { launchBrowser } from './support/browser';

// Issue 21: the offline desktop inventory. The app is loaded (the service worker takes over), the
// network goes, a reload still shows the app and the last data; a movement, a product and a
// consignment sale are made offline (offline, pending 3); the network comes back and the sync sends
// each once. Then a sync cut after the server applied an operation, three times: still once each.
// Then an operation the server refuses (the stock sold meanwhile) waits as failed with its message.
let browser: Browser;
let desk: Opened;
let warehouse: ApiSession;
const base = inject('floraUrl');
const tag = Date.now().toString(36).slice(-5).toUpperCase();
const page = (): Page => desk.page;
const context = (): BrowserContext => desk.context;
let rose: { id: string };
let carnation: { id: string };
let agreement: { id: string; code: string };

beforeAll(async () => {
  browser = await launchBrowser();
  warehouse = await apiLogin(base, 'warehouse');
  rose = await apiAddProduct(base, warehouse, {
    name: `Rosa sin red ${tag}`,
    sku: `OFF1-${tag}`,
    price: 30,
    stock: 20,
  });
  carnation = await apiAddProduct(base, warehouse, {
    name: `Clavel sin red ${tag}`,
    sku: `OFF2-${tag}`,
    price: 10,
    stock: 5,
  });
  const partners = (await call(base, 'GET', '/consignment/partners', undefined, warehouse.token)) as {
    id: string;
    status: string;
  }[];
  const partner = partners.find((p) => p.status === 'active')!;
  const made = (await call(
    base,
    'POST',
    '/consignment/agreements',
    { partnerId: partner.id, items: [{ productId: rose.id, quantity: 6, unitPrice: 30, commission: 20 }] },
    warehouse.token,
  )) as { id: string };
  agreement = { id: made.id, code: made.id.slice(-6).toUpperCase() };
  // The product and the agreement reach the read models a moment later (a 404 until then).
  await until(
    async () => (await serverProduct(base, warehouse, rose.id).catch(() => null))?.consignedStock === 6,
    10_000,
  );
  desk = await openDesktop(browser, base);
  await page().getByTestId('sync-toggle').click();
}, 120_000);
afterAll(async () => {
  await desk?.context.close();
  await browser?.close();
});

describe('the offline desktop inventory', () => {
  it('offline, a reload shows the app shell and the last data', async () => {
    await eventually(() => productRow(page(), rose.id).count()).toBe(1);
    await eventually(() => badge(page())).toBe('synced');
    await context().setOffline(true);
    await page().reload();
    await page().getByTestId('offline-inventory-screen').waitFor();
    await eventually(() => stockShown(page(), rose.id)).toBe(14);
    await eventually(() => badge(page())).toBe('offline');
  });

  it('a movement, a product and a consignment sale made offline: the badge says offline, pending 3', async () => {
    await page().getByTestId('sync-toggle').click();
    await movement(page(), rose.id, 'purchase', 3, undefined, {
      code: `OFF-${tag}`,
      supplier: 'Homestead Growers',
      vaseLifeDays: 7,
      screenshot: 'docs/screenshots/offline-desktop-lot.png',
    });
    await addProduct(page(), { name: `Girasol sin red ${tag}`, sku: `OFF3-${tag}`, price: 12.5, stock: 4 });
    await consignmentSale(page(), agreement.code, rose.id, 2);
    await eventually(() => toastsText(page())).toContain('Venta en consignación registrada correctamente');
    await eventually(() => badge(page())).toBe('offline');
    await eventually(() => figure(page(), 'pending')).toBe(3);
    await eventually(() => stockShown(page(), rose.id)).toBe(17);
  });

  it('back online: the sync completes, and each operation exists once on the server', async () => {
    await context().setOffline(false);
    await eventually(() => toastsText(page())).toContain('Conexión a internet restablecida');
    await eventually(() => figure(page(), 'pending')).toBe(0);
    await eventually(() => badge(page())).toBe('synced');
    await eventually(() => figure(page(), 'failed')).toBe(0);
    await eventually(() => toastsText(page())).toContain('Sincronización completada correctamente');
    await eventually(() => movementsOf(base, warehouse, rose.id, 'purchase')).toEqual([3]);
    // The lot typed on the desktop's purchase is the server's lot (issue 44).
    expect(await lotsOf(base, warehouse, rose.id)).toContain(`OFF-${tag}/Homestead Growers`);
    await eventually(async () => (await productsWithSku(base, warehouse, `OFF3-${tag}`)).length).toBe(1);
    await eventually(async () => (await serverAgreement(base, warehouse, agreement.id)).items[0]!.soldQuantity).toBe(2);
    await eventually(async () => {
      const p = await serverProduct(base, warehouse, rose.id);
      return [p.currentStock, p.consignedStock];
    }).toEqual([17, 4]);
  });

  it('a sync cut after the server applied an operation, three times, then run again: each once', async () => {
    await context().setOffline(true);
    await movement(page(), carnation.id, 'purchase', 1);
    await addProduct(page(), { name: `Lirio sin red ${tag}`, sku: `OFF4-${tag}`, price: 40, stock: 2 });
    await eventually(() => figure(page(), 'pending')).toBe(2);
    const cut = await cutAnswers(page(), 3);
    await context().setOffline(false); // the sync on reconnect: cut once
    for (const tries of [2, 3]) {
      await eventually(() => cut.cuts()).toBe(tries - 1);
      await eventually(() => badge(page())).not.toBe('syncing');
      await page().getByTestId('sync-now').click();
    }
    await eventually(() => cut.cuts()).toBe(3);
    await eventually(() => badge(page())).not.toBe('syncing');
    await page().unroute('**/api/inventory/**');
    await page().getByTestId('sync-now').click();
    await eventually(() => figure(page(), 'pending')).toBe(0);
    await eventually(() => movementsOf(base, warehouse, carnation.id, 'purchase')).toEqual([1]);
    await eventually(async () => (await productsWithSku(base, warehouse, `OFF4-${tag}`)).length).toBe(1);
    await eventually(async () => (await serverProduct(base, warehouse, carnation.id)).currentStock).toBe(6);
  });

  it('an operation the server refuses waits as failed with its message, until it is discarded', async () => {
    await context().setOffline(true);
    await movement(page(), carnation.id, 'adjustment', 5, 'out'); // shrinkage of every unit but one
    // Meanwhile another device takes 3 of the 6: only 3 are left for the 5 this device removes.
    await call(
      base,
      'POST',
      '/inventory/movements',
      { productId: carnation.id, type: 'adjustment', quantity: 3 },
      warehouse.token,
    );
    const refusal = await fetch(`${base}/api/inventory/movements`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${warehouse.token}` },
      body: JSON.stringify({ productId: carnation.id, type: 'adjustment', quantity: 5 }),
    });
    const message = ((await refusal.json()) as { detail: string }).detail;
    expect(refusal.status).toBe(409);
    await context().setOffline(false);
    await eventually(() => figure(page(), 'failed')).toBe(1);
    await eventually(() => badge(page())).toBe('warning');
    const failed = page().locator('[data-testid="queued-op"][data-status="failed"]');
    await eventually(() => failed.getByTestId('queued-op-error').textContent()).toBe(message);
    await eventually(() => stockShown(page(), carnation.id)).toBe(3);
    // The refusal survives a reload (it is kept on the device); the screen at 1280 and on a phone.
    await page().reload();
    await page().getByTestId('failed-notice').waitFor();
    await page().getByTestId('sync-toggle').click();
    await page().getByTestId('queued-op-error').waitFor();
    await page().screenshot({ path: 'docs/screenshots/offline-desktop.png' });
    await page().setViewportSize({ width: 390, height: 844 });
    await page().screenshot({ path: 'docs/screenshots/offline-desktop-phone.png' });
    await page().setViewportSize({ width: 1280, height: 900 });
    await page().locator('[data-testid="queued-op"][data-status="failed"]').getByTestId('op-discard').click();
    await dialog(page(), 'Descartar operación').getByTestId('sheet-confirm').click();
    await eventually(() => figure(page(), 'failed')).toBe(0);
    await eventually(() => badge(page())).toBe('synced');
    await eventually(() => movementsOf(base, warehouse, carnation.id, 'adjustment')).toEqual([3]);
  });

  it('the interval setting refuses 0 and 1441 minutes and stores 5 minutes as 300000 ms', async () => {
    await page().getByTestId('sync-settings').click();
    const sheet = dialog(page(), 'Configuración de sincronización');
    for (const minutes of ['0', '1441']) {
      await sheet.getByTestId('sync-interval').fill(minutes);
      await sheet.getByTestId('sheet-confirm').click();
      await eventually(() => sheet.getByTestId('field-error').first().textContent()).toBe(
        'El intervalo de sincronización debe estar entre 1 y 1440 minutos.',
      );
    }
    await sheet.getByTestId('sync-interval').fill('5');
    await sheet.getByTestId('sheet-confirm').click();
    await sheet.waitFor({ state: 'detached' });
    await eventually(() => toastsText(page())).toContain('Configuración guardada correctamente');
    expect((await storedConfig(page())).syncInterval).toBe(300_000);
  });
});
