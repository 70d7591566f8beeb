import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ORDER_MESSAGES } from '../../domain/orders';
import { eventually, openAs, type Opened } from './inventory-steps';
import { pageHiddenWidth } from './layout-steps';
import {
  addProduct,
  apiLogin,
  call,
  placeOrder,
  queueRow,
  shownOrders,
  signedOut,
  statusOf,
  tab,
  timeline,
  toastText,
  type ApiSession,
  type Placed,
} from './orders-steps';
import { launchBrowser, signIn } from './support/browser';
import { openFromMenu } from './support/navigation';

// Issue 14 end to end: six orders placed by the demo client; their dashboard shows the newest five;
// the warehouse confirms, prepares and readies one in the queue (and cancels and charges others),
// which the client then sees; the client cancels a pending one from the profile; the public
// tracking page shows the way and the recipient's first name, never the address or the phone.
const SCREENSHOTS = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../docs/screenshots');
const base = inject('floraUrl');
const tag = Date.now().toString(36).slice(-5).toUpperCase();
const STREET = `Calle Ñandú ${tag} 742`;
const PHONE = `+1 305 555 ${String(Date.now() % 10_000).padStart(4, '0')}`;
const FIRST_NAMES = ['Alba', 'Beatriz', 'Camila', 'Dolores', 'Elena', 'Fernanda'];
const REASON = `La fiesta se canceló ${tag}`;
let browser: Browser;
let client: ApiSession;
let warehouse: ApiSession;
let productId = '';
/** Oldest first: placed[5] is the newest. */
const placed: Placed[] = [];
let home: Opened; // the client, at a desk
let desk: Opened; // the warehouse, at a desk

const order = (recipient: string, quantity = 1) =>
  placeOrder(base, client, {
    productId,
    quantity,
    recipientName: recipient,
    recipientPhone: PHONE,
    street: STREET,
    cardMessage: `Con cariño ${tag}`,
  });

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await apiLogin(base, 'admin');
  client = await apiLogin(base, 'client');
  warehouse = await apiLogin(base, 'warehouse');
  // Our own bouquet, its stock plenty: no other test's sale leaves these orders short.
  productId = (await addProduct(base, admin, { name: `Ramo pedidos ${tag}`, sku: `ORD${tag}`, price: 450, stock: 80 }))
    .id;
  for (const name of FIRST_NAMES) placed.push(await order(`${name} Prueba${tag}`, 1 + (placed.length % 2)));
  home = await openAs(browser, base, '/dashboard', 'client', true);
  desk = await openAs(browser, base, '/admin/orders', 'warehouse', true);
});
afterAll(async () => {
  await home?.context.close();
  await desk?.context.close();
  await browser?.close();
});

const numbers = (list: Placed[]) => list.map((p) => p.orderNumber);

describe('the client dashboard', () => {
  it('shows the 5 most recent orders, newest first, with their statuses and links to their detail', async () => {
    const recent = home.page.getByTestId('recent-orders');
    await eventually(async () => (await shownOrders(recent)).map((o) => o.number)).toEqual(
      numbers(placed.slice(1).reverse()),
    );
    const shown = await shownOrders(recent);
    expect(shown.map((o) => o.status)).toEqual(['pending', 'pending', 'pending', 'pending', 'pending']);
    expect(shown[0]!.href).toBe(`/profile?order=${placed[5]!.id}`);
    expect(await recent.textContent()).toContain('Pendiente');
    expect(await recent.textContent()).not.toContain(placed[0]!.orderNumber);
    // Pesos as the catalogue shows them: 2 × $450 plus the zone's fee.
    expect(await recent.getByTestId('order-total').first().textContent()).toMatch(/^\$9\d\d\.\d\d$/);
    for (const shortcut of ['shortcut-reorder', 'shortcut-catalog', 'shortcut-profile'])
      expect(await home.page.getByTestId(shortcut).getAttribute('href')).toMatch(/^\/(catalog|profile)$/);
  });

  it('a client without orders sees the empty state and the way to the catalogue', async () => {
    const email = `sin.pedidos.${tag.toLowerCase()}@flora.test`;
    const password = 'flora-sin-pedidos-2026';
    await call(base, 'POST', '/auth/register', { name: `Sin Pedidos ${tag}`, email, password });
    const context = await signedOut(browser, base, true);
    try {
      const page = await context.newPage();
      await page.goto('/dashboard');
      await signIn(page, email, password);
      await page.waitForURL((url) => url.pathname === '/dashboard');
      const empty = page.getByTestId('recent-orders-empty');
      await empty.getByText('Aún no tienes pedidos').waitFor();
      expect(await empty.getByRole('link', { name: 'Catálogo' }).getAttribute('href')).toBe('/catalog');
      await page.goto('/profile');
      await page.getByTestId('profile-orders').getByText('Aún no tienes pedidos').waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('the staff queue', () => {
  const page = (): Page => desk.page;

  it('confirms, prepares and readies an order, tab by tab; the client sees it ready', async () => {
    const newest = placed[5]!;
    expect(await tab(page(), 'Pendientes').getAttribute('aria-pressed')).toBe('true');
    await queueRow(page(), newest.orderNumber).getByRole('button', { name: 'Confirmar' }).click();
    await eventually(() => toastText(page())).toContain(`Pedido ${newest.orderNumber} confirmado`);
    await queueRow(page(), newest.orderNumber).waitFor({ state: 'detached' });
    await tab(page(), 'Confirmados').click();
    await queueRow(page(), newest.orderNumber).getByRole('button', { name: 'Preparar' }).click();
    await eventually(() => toastText(page())).toContain(`Pedido ${newest.orderNumber} en preparación`);
    await tab(page(), 'En preparación').click();
    await queueRow(page(), newest.orderNumber).getByRole('button', { name: 'Marcar listo' }).click();
    await eventually(() => toastText(page())).toContain(`Pedido ${newest.orderNumber} listo para entrega`);
    await tab(page(), 'Listos').click();
    const row = queueRow(page(), newest.orderNumber);
    await eventually(() => row.getAttribute('data-status')).toBe('ready');
    expect(await row.getByRole('button', { name: 'Marcar listo' }).count()).toBe(0);
    expect(await statusOf(base, warehouse, newest.id)).toBe('ready');
    // The client's dashboard, opened again, says so.
    await home.page.reload();
    const recent = home.page.getByTestId('recent-orders');
    await eventually(async () => (await shownOrders(recent))[0]).toMatchObject({
      number: newest.orderNumber,
      status: 'ready',
    });
    expect(await recent.textContent()).toContain('Listo');
  });

  it('registers a payment: cash or card, at the door or the counter; then the row says it is paid', async () => {
    const newest = placed[5]!;
    await queueRow(page(), newest.orderNumber).getByRole('button', { name: 'Registrar pago' }).click();
    const sheet = page().getByRole('dialog');
    await sheet.getByTestId('pay-form').waitFor();
    await sheet.getByRole('button', { name: 'Tarjeta' }).click();
    await sheet.getByRole('button', { name: 'En mostrador' }).click();
    await sheet.getByTestId('pay-submit').click();
    await eventually(() => toastText(page())).toContain(`Pago del pedido ${newest.orderNumber} registrado`);
    await sheet.waitFor({ state: 'detached' });
    // The row now says it is paid instead of offering the payment again.
    await eventually(() => queueRow(page(), newest.orderNumber).getByTestId('order-paid').textContent()).toBe('Pagado');
    expect(await queueRow(page(), newest.orderNumber).getByRole('button', { name: 'Registrar pago' }).count()).toBe(0);
  });

  it('cancels an order with its reason, and shows an order placed elsewhere without a reload', async () => {
    const victim = placed[2]!;
    await tab(page(), 'Pendientes').click();
    await queueRow(page(), victim.orderNumber).getByRole('button', { name: 'Cancelar' }).click();
    const sheet = page().getByRole('dialog');
    await sheet.getByRole('button', { name: 'Cancelar pedido' }).click();
    await eventually(() => sheet.getByTestId('field-error').textContent()).toBe(
      ORDER_MESSAGES['ORDER.CANCEL_REASON_REQUIRED'],
    );
    await sheet.getByLabel('Motivo').fill('Sin flores de temporada');
    await sheet.getByRole('button', { name: 'Cancelar pedido' }).click();
    await eventually(() => toastText(page())).toContain(`Pedido ${victim.orderNumber} cancelado`);
    await queueRow(page(), victim.orderNumber).waitFor({ state: 'detached' });
    expect(await statusOf(base, warehouse, victim.id)).toBe('cancelled');
    // The websocket's 'orders' notice refreshes the tab.
    const late = await order(`Gabriela Prueba${tag}`);
    await queueRow(page(), late.orderNumber).waitFor();
  });

  it('opens an order’s detail from its number: the timeline with who took each step', async () => {
    await tab(page(), 'Todos').click();
    const newest = placed[5]!;
    await queueRow(page(), newest.orderNumber).getByRole('button', { name: newest.orderNumber }).click();
    const sheet = page().getByRole('dialog', { name: `Pedido ${newest.orderNumber}` });
    // Issue 43: its delivery is scheduled, so the driver's pick-up is a step to come.
    await eventually(() => timeline(sheet)).toEqual([
      'pending:done',
      'confirmed:done',
      'preparing:done',
      'ready:current',
      'picked_up:upcoming',
      'out_for_delivery:upcoming',
      'delivered:upcoming',
    ]);
    expect(await sheet.getByTestId('status-timeline').textContent()).toContain('por ');
    await sheet.getByRole('button', { name: 'Cerrar' }).click();
    await eventually(() => page().locator('.toast').count()).toBe(0);
    await page().screenshot({ path: `${SCREENSHOTS}/orders-queue.png`, fullPage: true });
  });

  it('a list that cannot be loaded says why, and Reintentar asks again', async () => {
    await page().route('**/api/orders?*', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/problem+json',
        body: JSON.stringify({ status: 400, title: 'Solicitud inválida', detail: 'Parámetro desconocido.' }),
      }),
    );
    await page().goto('/admin/orders?status=ready');
    await page().getByText('No se pudieron cargar los pedidos').waitFor();
    expect(await page().locator('.empty').textContent()).toContain('Parámetro desconocido.');
    await page().unrouteAll();
    await page().getByRole('button', { name: 'Reintentar' }).click();
    await queueRow(page(), placed[5]!.orderNumber).waitFor();
  });
});

describe('the client’s profile', () => {
  const page = (): Page => home.page;

  it('opens an order from the dashboard; a ready one cannot be cancelled by the client', async () => {
    await page().goto('/dashboard');
    const ready = placed[5]!;
    await page().getByTestId('recent-orders').getByText(ready.orderNumber).click();
    await page().waitForURL((url) => url.pathname === '/profile' && url.searchParams.get('order') === ready.id);
    const sheet = page().getByRole('dialog', { name: `Pedido ${ready.orderNumber}` });
    await sheet.getByTestId('order-details').waitFor();
    expect(await sheet.textContent()).toContain(STREET);
    expect(await sheet.getByTestId('cancel-order').count()).toBe(0);
    expect(await sheet.textContent()).toContain('comunícate con la tienda');
    await sheet.getByRole('button', { name: 'Cerrar' }).click();
    await page().waitForURL((url) => !url.searchParams.has('order'));
  });

  it('cancels a pending order with a reason; the history and its filter show it cancelled', async () => {
    const pending = placed[4]!;
    const history = page().getByTestId('profile-orders');
    await history.getByTestId('order-row').filter({ hasText: pending.orderNumber }).click();
    const sheet = page().getByRole('dialog', { name: `Pedido ${pending.orderNumber}` });
    await sheet.getByTestId('cancel-order').click();
    await page().getByRole('dialog', { name: `Cancelar pedido` }).getByLabel('Motivo').fill(REASON);
    await page().getByRole('dialog').getByRole('button', { name: 'Cancelar pedido' }).click();
    await eventually(() => toastText(page())).toContain(`Pedido ${pending.orderNumber} cancelado`);
    const details = page().getByRole('dialog').getByTestId('order-details');
    await eventually(() => details.getAttribute('data-status')).toBe('cancelled');
    expect(await details.textContent()).toContain(`Motivo: ${REASON}`);
    expect(await page().getByRole('dialog').getByTestId('cancel-order').count()).toBe(0);
    await page().getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click();
    await page().getByTestId('history-filter').selectOption('cancelled');
    // The unfiltered list may already show it cancelled (the customer's screens follow their orders live):
    // wait for the filtered one, cancelled orders only.
    await eventually(async () => new Set((await shownOrders(history)).map((o) => o.status))).toEqual(
      new Set(['cancelled']),
    );
    expect((await shownOrders(history)).map((o) => o.number)).toContain(pending.orderNumber);
    expect(await statusOf(base, client, pending.id)).toBe('cancelled');
  });
});

describe('tracking, signed out', () => {
  it('shows the timeline, the zone and day, and “Para: <first name>”, never the address or phone', async () => {
    const ready = placed[5]!;
    const context = await signedOut(browser, base, false);
    try {
      const page = await context.newPage();
      await page.goto(`/track/${ready.trackingCode}`);
      await page.getByTestId('tracking').waitFor();
      await eventually(() => timeline(page)).toEqual([
        'pending:done',
        'confirmed:done',
        'preparing:done',
        'ready:current',
        'picked_up:upcoming',
        'out_for_delivery:upcoming',
        'delivered:upcoming',
      ]);
      const text = (await page.locator('body').textContent())!;
      expect(text).toContain(ready.orderNumber);
      expect(await page.getByTestId('track-recipient').textContent()).toBe('Para: Fernanda');
      expect(await page.getByTestId('track-zone').textContent()).toBe('Brickell');
      for (const secret of [STREET, PHONE, `Prueba${tag}`, `Con cariño ${tag}`, '$'])
        expect(text).not.toContain(secret);
      expect(await page.getByTestId('track-sign-in').textContent()).toBe('Iniciar sesión');
      await page.screenshot({ path: `${SCREENSHOTS}/tracking.png`, fullPage: true });
    } finally {
      await context.close();
    }
  });

  it('a cancelled order shows the cancellation clearly, without its reason', async () => {
    const context = await signedOut(browser, base, false);
    try {
      const page = await context.newPage();
      await page.goto(`/track/${placed[4]!.trackingCode}`);
      await page.getByTestId('tracking').waitFor();
      expect(await timeline(page)).toEqual(['pending:done', 'cancelled:cancelled']);
      const text = (await page.locator('body').textContent())!;
      expect(text).toContain('Este pedido fue cancelado.');
      expect(text).not.toContain(REASON);
    } finally {
      await context.close();
    }
  });

  it('an unknown code says so kindly, and another code can be typed there', async () => {
    const context = await signedOut(browser, base, true);
    try {
      const page = await context.newPage();
      await page.goto('/track/NOEXISTE2345');
      await page.getByText('No encontramos ese código de seguimiento').waitFor();
      await page.getByLabel('Código de seguimiento').fill(` ${placed[3]!.trackingCode.toLowerCase()} `);
      await page.getByRole('button', { name: 'Buscar' }).click();
      await page.waitForURL((url) => url.pathname === `/track/${placed[3]!.trackingCode}`);
      await page.getByTestId('tracking').waitFor();
      expect(await page.getByTestId('track-recipient').textContent()).toBe('Para: Dolores');
      expect(await pageHiddenWidth(page)).toBeLessThanOrEqual(0);
      await page.goto(`/track/${placed[5]!.trackingCode}`);
      await page.getByTestId('tracking').waitFor();
      expect(await pageHiddenWidth(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SCREENSHOTS}/tracking-390.png`, fullPage: true });
    } finally {
      await context.close();
    }
  });
});

describe('at a desk and on a phone', () => {
  it('saves the dashboard and queue screenshots at 1280 px and 390 px without sideways scroll', async () => {
    await home.page.goto('/dashboard');
    await home.page.getByTestId('recent-orders').waitFor();
    expect(await pageHiddenWidth(home.page)).toBeLessThanOrEqual(0);
    await home.page.screenshot({ path: `${SCREENSHOTS}/client-dashboard.png`, fullPage: true });
    const phone = await openAs(browser, base, '/dashboard', 'client');
    try {
      await phone.page.getByTestId('recent-orders').waitFor();
      expect(await pageHiddenWidth(phone.page)).toBeLessThanOrEqual(0);
      await phone.page.screenshot({ path: `${SCREENSHOTS}/client-dashboard-390.png`, fullPage: true });
    } finally {
      await phone.context.close();
    }
    const staff = await openAs(browser, base, '/admin/orders?status=all', 'warehouse');
    try {
      await staff.page.getByTestId('queue-row').first().waitFor();
      expect(await pageHiddenWidth(staff.page)).toBeLessThanOrEqual(0);
      await staff.page.screenshot({ path: `${SCREENSHOTS}/orders-queue-390.png`, fullPage: true });
    } finally {
      await staff.context.close();
    }
  });

  it('the warehouse’s and the admin’s menus lead to the queue', async () => {
    await desk.page.goto('/admin/warehouse-dashboard');
    await openFromMenu(desk.page, '/admin/orders');
    await desk.page.waitForURL((url) => url.pathname === '/admin/orders');
    await desk.page.getByTestId('orders-queue').waitFor();
    const admin = await openAs(browser, base, '/admin', 'admin', true);
    try {
      await openFromMenu(admin.page, '/admin/orders');
      await admin.page.getByTestId('queue-row').first().waitFor();
    } finally {
      await admin.context.close();
    }
  });
});
