import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DriverView, LatLng } from '../../domain/delivery';
import { card, clearForScreenshot, deliveryOf, driverNamed, markerAt, placePhone, rough, stop } from './delivery-steps';
import { eventually, openAs, type Opened } from './inventory-steps';
import { pageHiddenWidth } from './layout-steps';
import {
  addProduct,
  apiLogin,
  deliveryDate,
  placeOrder,
  queueRow,
  signedOut,
  statusOf,
  toastText,
  type ApiSession,
  type Placed,
} from './orders-steps';
import { launchBrowser, newPhone, signIn } from './support/browser';
import { demoUser } from './support/demo-users';
import { currentPlace } from './support/navigation';

// Issue 15 end to end: a customer's order is assigned on the dispatch board, picked up on the
// driver's phone by typing its package code into the scan sheet (a keyboard-wedge reader types the
// same way) and started; Chromium's geolocation override moves the phone twice and the driver's
// marker follows on the staff map and on the signed-out tracking page; the driver hands it over to a
// named recipient and the order reads delivered.
const SCREENSHOTS = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../docs/screenshots');
const base = inject('floraUrl');
const tag = Date.now().toString(36).slice(-5).toUpperCase();
const DRIVER = 'Raúl Repartidor';
const RECIPIENT = `Lucía Receptora ${tag}`;
/** Who the order is for: a tag in the name, which the map's tooltip must show as text (issue 38). */
const ORDERED_FOR = `<b>x</b> Ana Destino ${tag}`;
/** Leaving the shop (Downtown), then two points down Brickell towards zip 33131's door. */
const AT_SHOP: LatLng = { latitude: 25.7745, longitude: -80.1934 };
const MOVES: LatLng[] = [
  { latitude: 25.7688, longitude: -80.1912 },
  { latitude: 25.7641, longitude: -80.1903 },
];
let browser: Browser;
let client: ApiSession;
let staff: ApiSession;
let driver: DriverView;
let order: Placed;
let desk: Opened; // delivery staff, at a desk
let phone: Opened; // the driver, on the road
let tracking: BrowserContext; // a recipient with the code, signed out
let trackPage: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SCREENSHOTS, { recursive: true });
  const admin = await apiLogin(base, 'admin');
  client = await apiLogin(base, 'client');
  staff = await apiLogin(base, 'delivery');
  const product = await addProduct(base, admin, { name: `Ramo ruta ${tag}`, sku: `DLV${tag}`, price: 520, stock: 30 });
  order = await placeOrder(base, client, {
    productId: product.id,
    quantity: 1,
    recipientName: ORDERED_FOR,
    recipientPhone: '+1 305 555 0142',
    street: `Brickell Ave ${tag} 1200`,
    cardMessage: `Feliz día ${tag}`,
  });
  driver = await driverNamed(base, staff, DRIVER);
  desk = await openAs(browser, base, `/admin/delivery?date=${deliveryDate()}`, 'delivery', true);
  // The phone may read its position before the screen opens: the demo's own delivery on its way
  // starts the sharing as soon as the route loads.
  phone = await newPhone(browser, base);
  await placePhone(phone.context, base, AT_SHOP);
  await phone.page.goto('/driver-dashboard');
  await signIn(phone.page, demoUser('driver').email, demoUser('driver').password);
  await phone.page.waitForURL((url) => url.pathname === '/driver-dashboard');
});
afterAll(async () => {
  await Promise.all([desk?.context.close(), phone?.context.close(), tracking?.close()]);
  await browser?.close();
});

/** The tracking map's markers (the shop's, the driver's) not wholly inside its box: none when framed right. */
async function markersOutside(map: Locator): Promise<string[]> {
  const box = (await map.boundingBox())!;
  const outside: string[] = [];
  for (const id of ['shop-marker', 'driver-marker']) {
    const m = await map.getByTestId(id).boundingBox();
    const whole =
      m !== null &&
      m.x >= box.x &&
      m.y >= box.y &&
      m.x + m.width <= box.x + box.width &&
      m.y + m.height <= box.y + box.height;
    if (!whole) outside.push(id);
  }
  return outside;
}

describe('delivery staff assign on /admin/delivery', () => {
  it('lists the new order as unassigned and assigns it to the driver with the select', async () => {
    const page = desk.page;
    const row = card(page, order.id);
    // The order's delivery is scheduled by a reactor: the board's websocket brings it when it lands.
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('PENDING');
    expect(await page.getByTestId('tab-unassigned').getAttribute('aria-pressed')).toBe('true');
    await row.getByTestId('assign-driver').selectOption(driver.id);
    await eventually(() => toastText(page)).toContain(`Entrega ${order.orderNumber} asignada a ${DRIVER}`);
    await row.waitFor({ state: 'detached' }); // no longer unassigned
    await page.getByTestId('tab-active').click();
    await eventually(() => card(page, order.id).getByTestId('assign-driver').inputValue()).toBe(driver.id);
    expect((await deliveryOf(base, staff, order.id)).driver?.id).toBe(driver.id);
  });

  it("shows the recipient's name in the map's tooltip as text: a tag in it is not markup", async () => {
    const page = desk.page;
    const marker = page
      .getByTestId('delivery-map')
      .locator(`[data-testid="delivery-marker"][data-delivery="${order.id}"]`);
    // Every order to 33131 stands on the zip's centre, so a real pointer would hover whichever marker
    // is on top: the event goes to this one's element, where Leaflet opens its tooltip.
    await marker.dispatchEvent('mouseover');
    const tooltip = page.locator('.leaflet-tooltip', { hasText: order.orderNumber });
    expect(await tooltip.textContent()).toBe(`${order.orderNumber} · ${ORDERED_FOR}`);
    expect(await tooltip.locator('b').count()).toBe(0);
    await marker.dispatchEvent('mouseout');
  });
});

/** The signed-out tracking page after the pick-up: 'Recogido' with its time, at 1280 and 390 px. */
async function pickUpOnTracking(code: string): Promise<void> {
  const context = await signedOut(browser, base, false);
  try {
    const page = await context.newPage();
    await page.goto(`/track/${code}`);
    await eventually(() => page.getByTestId('order-status').textContent()).toBe('Recogido');
    const step = page.locator('[data-testid="timeline-step"][data-status="picked_up"]');
    expect(await step.getAttribute('data-state')).toBe('current');
    // The time as the shop's screens write it ('30/11/26, 1:50 a.m.': one digit before 10 o'clock).
    expect(await step.textContent()).toMatch(/Recogido por el repartidor.*\d{1,2}:\d\d/);
    for (const done of await page.locator('[data-testid="timeline-step"][data-state="done"]').all())
      expect(await done.locator('.or-step-when').textContent()).toMatch(/\d{1,2}:\d\d/);
    await page.screenshot({ path: `${SCREENSHOTS}/track-picked-up.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await pageHiddenWidth(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SCREENSHOTS}/track-picked-up-390.png`, fullPage: true });
  } finally {
    await context.close();
  }
}

describe('the driver on /driver-dashboard', () => {
  it('picks the package up by typing its code into the scan sheet and pressing Enter, then starts', async () => {
    const page = phone.page;
    const mine = stop(page, order.id);
    await mine.getByRole('button', { name: 'Escanear para recoger' }).click();
    const sheet = page.getByRole('dialog', { name: `Escanear para recoger · ${order.orderNumber}` });
    const code = sheet.getByLabel('Código del paquete');
    await expect.poll(() => code.evaluate((el) => el === document.activeElement)).toBe(true);
    await code.pressSequentially(order.trackingCode);
    await code.press('Enter');
    await eventually(() => toastText(page)).toContain(`Paquete ${order.orderNumber} recogido`);
    await sheet.waitFor({ state: 'detached' });
    await eventually(() => mine.getAttribute('data-picked-up')).toBe('true');
    // Issue 43: the pick-up moves what the card says, with its time, and the customer's tracking
    // (signed out too) shows it as where the order stands, every ticked step with its time.
    expect(await mine.getByTestId('delivery-status').textContent()).toBe('Recogido');
    expect(await mine.getByTestId('delivery-steps').textContent()).toMatch(/Recogido \d\d:\d\d/);
    await pickUpOnTracking(order.trackingCode);
    expect(await mine.getByRole('link', { name: 'Abrir en mapas' }).getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=25\.\d+,-80\.\d+$/,
    );
    await mine.getByRole('button', { name: 'Iniciar ruta' }).click();
    await eventually(() => mine.getAttribute('data-status')).toBe('IN_TRANSIT');
    // On the road: the phone shares where it is, and says when it last did.
    const sharing = page.getByTestId('location-status');
    await eventually(() => sharing.getAttribute('data-state')).toBe('sharing');
    await page.getByTestId('location-sent').waitFor();
    expect(await sharing.textContent()).toContain('Compartiendo ubicación');
  });

  it('moves twice, and the marker follows on the staff map and on the signed-out tracking page', async () => {
    tracking = await signedOut(browser, base, true);
    trackPage = await tracking.newPage();
    await trackPage.goto(`/track/${order.trackingCode}`);
    await trackPage.getByTestId('track-driver').waitFor();
    expect(await trackPage.getByTestId('track-eta-time').textContent()).toMatch(/^Llega aprox\. \d\d:\d\d$/);
    const staffMap = desk.page.getByTestId('delivery-map');
    const trackMap = trackPage.getByTestId('track-map');
    for (const p of MOVES) {
      await phone.context.setGeolocation({ ...p, accuracy: 12 });
      await eventually(() => markerAt(staffMap, driver.id)).toEqual(p);
      await eventually(() => markerAt(trackMap)).toEqual(rough(p));
    }
    await clearForScreenshot(desk.page);
    await desk.page.screenshot({ path: `${SCREENSHOTS}/delivery-map.png`, fullPage: true });
    // Issue 43: the map frames the driver and the shop together, both markers whole, at the desk's
    // width and, once the box has its new size, at a phone's.
    await eventually(() => markersOutside(trackMap)).toEqual([]);
    await clearForScreenshot(trackPage);
    await trackPage.screenshot({ path: `${SCREENSHOTS}/track-live.png`, fullPage: true });
    const opened = trackPage.viewportSize()!;
    for (const [width, height] of [
      [1280, 900],
      [390, 844],
    ] as const) {
      await trackPage.setViewportSize({ width, height });
      await eventually(() => markersOutside(trackMap)).toEqual([]);
      await trackPage.getByTestId('track-driver').scrollIntoViewIfNeeded();
      await trackPage.screenshot({ path: `${SCREENSHOTS}/track-live-${width}.png` });
    }
    await trackPage.setViewportSize(opened);
    await clearForScreenshot(phone.page);
    await phone.page.screenshot({ path: `${SCREENSHOTS}/driver.png`, fullPage: true });
  });

  it('hands it over to a named recipient; the order reads delivered; sharing lasts while a delivery is on its way', async () => {
    const page = phone.page;
    await stop(page, order.id).getByRole('button', { name: 'Entregar', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: `Entregar · ${order.orderNumber}` });
    // Issue 43: the name's message goes as soon as the name is typed, not only when sent again.
    await sheet.getByRole('button', { name: 'Confirmar entrega' }).click();
    await eventually(() => sheet.getByTestId('field-error').textContent()).toBe('Indica el nombre de quien recibe.');
    await sheet.getByLabel('Nombre de quien recibe').fill(RECIPIENT);
    await eventually(() => sheet.getByTestId('field-error').count()).toBe(0);
    await sheet.getByRole('button', { name: 'Confirmar entrega' }).click();
    await eventually(() => toastText(page)).toContain(`Entrega ${order.orderNumber} completada`);
    await stop(page, order.id).waitFor({ state: 'detached' });
    // The phone shares while any of the driver's deliveries is on its way (the demo seeds one) and stops
    // when none is.
    const onRoad = await page.locator('[data-testid="route-stop"][data-status="IN_TRANSIT"]').count();
    if (onRoad === 0) await page.getByTestId('location-status').waitFor({ state: 'detached' });
    else expect(await page.getByTestId('location-status').getAttribute('data-state')).toBe('sharing');
    const done = await deliveryOf(base, staff, order.id);
    expect(done).toMatchObject({ status: 'DELIVERED', recipientName: RECIPIENT });
    // The recipient's page hears of it on its own; the customer's order reads delivered.
    await trackPage.locator('[data-testid="tracking"][data-status="delivered"]').waitFor();
    expect(await trackPage.getByTestId('track-driver').count()).toBe(0);
    await eventually(() => statusOf(base, client, order.id)).toBe('delivered');
  });
});

describe('the other delivery screens', () => {
  it('the delivery dashboard shows a day by status and zone, per driver, and the times per zone', async () => {
    const page = desk.page;
    // Today (the shop's day) unless told; the order's own day shows it delivered, and its zone's time.
    await page.goto(`/admin/delivery-dashboard?date=${deliveryDate()}`);
    await eventually(async () => Number(await page.getByTestId('card-DELIVERED-value').textContent())).toBeGreaterThan(
      0,
    );
    const raul = page.locator(`[data-testid="driver-row"][data-driver="${driver.id}"]`);
    expect(Number(await raul.getByTestId('driver-delivered').textContent())).toBeGreaterThan(0);
    expect(await page.getByTestId('zone-time-brickell').textContent()).toMatch(/\d+ min promedio · estimado 25 min/);
    await page.getByTestId('zone-chart').locator('.apexcharts-canvas').waitFor();
    expect(await currentPlace(page)).toBe('/admin/delivery-dashboard'); // the shell marks where the user is
    expect(await pageHiddenWidth(page)).toBeLessThanOrEqual(0);
    await clearForScreenshot(page);
    await page.screenshot({ path: `${SCREENSHOTS}/delivery-dashboard.png`, fullPage: true });
  });

  it("the orders queue's 'Etiqueta' downloads the order's delivery label", async () => {
    const queue = await openAs(browser, base, '/admin/orders?status=all', 'warehouse', true);
    try {
      const row = queueRow(queue.page, order.orderNumber);
      const [file] = await Promise.all([
        queue.page.waitForEvent('download'),
        row.getByTestId('delivery-label').click(),
      ]);
      expect(file.suggestedFilename()).toBe(`etiqueta-${order.orderNumber}.pdf`);
      const pdf = readFileSync(await file.path());
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await queue.context.close();
    }
  });

  it('/map-test says which zone a typed point is in, and that no base map is in use', async () => {
    const visitor = await signedOut(browser, base, false);
    const page = await visitor.newPage();
    await page.goto('/map-test');
    await page.getByLabel('Latitud').fill('25.79');
    await page.getByLabel('Longitud').fill('-80.13');
    await page.getByRole('button', { name: 'Probar punto' }).click();
    const result = page.getByTestId('point-result');
    await eventually(() => result.getAttribute('data-zone')).toBe('miami-beach');
    expect(await result.textContent()).toContain('Miami Beach');
    expect(await page.getByTestId('tile-source').textContent()).toBe('Sin mapa base (sin conexión)');
    await page.getByLabel('Latitud').fill('25.70');
    await page.getByRole('button', { name: 'Probar punto' }).click();
    await eventually(() => result.textContent()).toContain('fuera de las zonas');
    await page.getByLabel('Latitud').fill('25.79');
    await page.getByRole('button', { name: 'Probar punto' }).click();
    await eventually(() => result.getAttribute('data-zone')).toBe('miami-beach');
    await clearForScreenshot(page);
    await page.screenshot({ path: `${SCREENSHOTS}/map-test.png`, fullPage: true });
    await visitor.close();
  });
});
