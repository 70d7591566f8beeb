import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  confirmSync,
  createInvoice,
  dropNetwork,
  fillLine,
  offlineSwitch,
  restoreNetwork,
  rowsOf,
  searchInvoices,
  sequenceOf,
  serverClients,
  serverInvoices,
  summary,
  syncButton,
  toastsText,
} from './billing-offline-steps';
import { pesos } from './billing-steps';
import { apiLogin, type ApiSession } from './consignment-steps';
import { dialog, eventually, openAs, type Opened } from './inventory-steps';
import { toastsSeen, watchToasts } from './layout-steps';
import { launchBrowser } from './support/browser';

// Spec 2.8, 4, 5 and 8 offline, as accounting uses the billing screen: the network drops (the
// warning, offline mode on by itself), a client, an invoice and a draft are saved in the browser,
// survive a reload, and 'Sincronizar (3)' sends them once the network is back: the server numbers
// the invoice, and each exists exactly once. Then a sync cut after the server applied an invoice
// (its answer lost), an edit of that invoice, and the sync again: still once each.
let browser: Browser;
let desk: Opened;
let accounting: ApiSession;
const base = inject('floraUrl');
const tag = Date.now().toString(36).slice(-5).toUpperCase();
const client = `Cliente Offline ${tag}`;
const cutClient = `Cliente Corte ${tag}`;
const page = (): Page => desk.page;
const context = (): BrowserContext => desk.context;

beforeAll(async () => {
  browser = await launchBrowser();
  accounting = await apiLogin(base, 'accounting');
  desk = await openAs(browser, base, '/warehouse/billing', 'accounting', true);
  await page().getByRole('heading', { name: 'Gestión de Facturación' }).waitFor();
});
afterAll(async () => {
  await desk?.context.close();
  await browser?.close();
});

describe('billing offline mode and sync', () => {
  it('the network drops: the warning toast, and offline mode switches on by itself', async () => {
    expect(await offlineSwitch(page()).isChecked()).toBe(false);
    await dropNetwork(context());
    await eventually(() => toastsText(page())).toContain('Sin conexión a internet. Trabajando en modo offline');
    await eventually(() => offlineSwitch(page()).isChecked()).toBe(true);
  });

  it('saves a client, an issued invoice and a draft offline: N/A, marked pending sync, Sincronizar (3)', async () => {
    // 2 × $50,000 + IVA 19 % = $119,000 (the tax rate remembered from the settings while online).
    await createInvoice(page(), {
      client,
      newClient: true,
      description: 'Ramo de rosas',
      quantity: 2,
      price: 50000,
    });
    await eventually(() => toastsText(page())).toContain('Cliente agregado correctamente');
    await eventually(() => toastsText(page())).toContain('Factura creada correctamente');
    await createInvoice(page(), {
      client,
      description: 'Centro de mesa',
      quantity: 1,
      price: 30000,
      draft: true,
    });
    await eventually(() => toastsText(page())).toContain('Factura guardada como borrador');
    await searchInvoices(page(), client);
    await expectPendingRows();
    await syncButton(page(), 3).waitFor();
  });

  it('a reload while still offline keeps them (browser storage) and stays in offline mode', async () => {
    await page().reload();
    await page().getByRole('heading', { name: 'Gestión de Facturación' }).waitFor();
    expect(await page().evaluate(() => navigator.onLine)).toBe(false);
    await eventually(() => offlineSwitch(page()).isChecked()).toBe(true);
    await expectPendingRows();
    await syncButton(page(), 3).waitFor();
    // Nothing reached the server yet.
    expect(await serverInvoices(base, accounting, client)).toEqual([]);
  });

  it('the network returns: Sincronizar (3) → confirm → the server numbers the invoice; each exists exactly once', async () => {
    await restoreNetwork(context());
    await eventually(() => toastsText(page())).toContain('Conexión a internet restablecida');
    expect(await offlineSwitch(page()).isChecked()).toBe(true); // offline mode stays until switched off
    await watchToasts(page());
    await confirmSync(page(), 3);
    await eventually(() => toastsText(page())).toContain('Facturas sincronizadas correctamente');
    // The outcome took the place of 'Sincronizando facturas...'.
    expect(await toastsSeen(page())).toEqual(['Sincronizando facturas...', 'Facturas sincronizadas correctamente']);
    expect(await toastsText(page())).not.toContain('Sincronizando facturas...');
    await syncButton(page(), 3).waitFor({ state: 'detached' });

    await offlineSwitch(page()).click();
    expect(await offlineSwitch(page()).isChecked()).toBe(false);
    // The server's list now: a number F-yyyy-nnn for the issued invoice, N/A for the draft, no pending mark.
    await eventually(async () =>
      (await rowsOf(page(), client).getByTestId('invoice-number').allTextContents()).sort(),
    ).toEqual([expect.stringMatching(/^F-\d{4}-\d{3,}$/), 'N/A']);
    expect(await rowsOf(page(), client).locator('.sync-badge').count()).toBe(0);

    await eventually(async () => summary(await serverInvoices(base, accounting, client))).toEqual([
      'draft 35700 N/A',
      'pending 119000 F-yyyy-nnn',
    ]);
    expect(await serverClients(base, accounting, client)).toHaveLength(1);
  });

  it('a sync cut after the server applied an invoice: the error toast; an edit of it and a second sync — still once each', async () => {
    await offlineSwitch(page()).click();
    await eventually(() => offlineSwitch(page()).isChecked()).toBe(true);
    await createInvoice(page(), {
      client: cutClient,
      newClient: true,
      description: 'Girasoles',
      quantity: 1,
      price: 10000,
    });
    await createInvoice(page(), { client: cutClient, description: 'Orquídea', quantity: 1, price: 20000 });
    await createInvoice(page(), {
      client: cutClient,
      description: 'Borrador',
      quantity: 1,
      price: 5000,
      draft: true,
    });
    await searchInvoices(page(), cutClient);
    await syncButton(page(), 4).waitFor();

    // The second invoice's POST reaches the server, which applies it; its answer never comes back.
    const posts: string[] = [];
    let cut = 0;
    await page().route('**/api/billing/invoices', async (route) => {
      const req = route.request();
      const key = req.headers()['idempotency-key'] ?? '';
      if (req.method() === 'POST' && !posts.includes(key)) posts.push(key);
      if (req.method() !== 'POST' || posts.indexOf(key) !== 1) return route.continue();
      // maxRetries: a kept-alive socket the gateway closed is retried (same key: applied once anyway).
      const answer = await route.fetch({ maxRetries: 2 }).catch(() => null);
      if (answer?.ok()) cut++;
      return route.abort('connectionreset');
    });
    await confirmSync(page(), 4);
    await eventually(() => toastsText(page())).toContain('Error de sincronización: No hay conexión con el servidor');
    expect(cut).toBeGreaterThan(0);
    // The client and the first invoice left the queue; the second stays although the server has it.
    await syncButton(page(), 2).waitFor();
    await eventually(async () => summary(await serverInvoices(base, accounting, cutClient))).toEqual([
      'pending 11900 F-yyyy-nnn',
      'pending 23800 F-yyyy-nnn',
    ]);

    // Edited before the next sync: sent after the create it may follow, as a PUT with its own key.
    await rowsOf(page(), cutClient)
      .filter({ hasText: pesos(23_800) })
      .getByRole('button', { name: 'Editar' })
      .click();
    const sheet = dialog(page(), 'Editar factura');
    await fillLine(sheet.getByTestId('line-0'), { description: 'Orquídea doble', quantity: 2, price: 20000 });
    await sheet.getByRole('button', { name: 'Actualizar Factura', exact: true }).click();
    await sheet.waitFor({ state: 'detached' });
    await eventually(() => toastsText(page())).toContain('Factura actualizada correctamente');

    await page().unroute('**/api/billing/invoices');
    await confirmSync(page(), 2);
    await eventually(() => toastsText(page())).toContain('Facturas sincronizadas correctamente');
    await eventually(async () => summary(await serverInvoices(base, accounting, cutClient))).toEqual([
      'draft 5950 N/A',
      'pending 11900 F-yyyy-nnn',
      'pending 47600 F-yyyy-nnn',
    ]);
    expect(await serverClients(base, accounting, cutClient)).toHaveLength(1);
    // The repeated create answered what the server had: the number it got at the cut, the next after the first's.
    const issued = (await serverInvoices(base, accounting, cutClient))
      .filter((i) => i.number)
      .sort((a, b) => a.total - b.total);
    expect(sequenceOf(issued[1]!.number)).toBe(sequenceOf(issued[0]!.number) + 1);
  });
});

/** The two invoices of `client` as the offline list shows them: no number yet, marked pending sync. */
async function expectPendingRows(): Promise<void> {
  const rows = rowsOf(page(), client);
  await eventually(() => rows.count()).toBe(2);
  expect(await rows.getByTestId('invoice-number').allTextContents()).toEqual(['N/A', 'N/A']);
  expect(await rows.locator('.sync-badge').allTextContents()).toEqual([
    'Pendiente de sincronizar',
    'Pendiente de sincronizar',
  ]);
  expect((await rows.getByTestId('invoice-total').allTextContents()).join(' ')).toContain(pesos(119_000));
}
