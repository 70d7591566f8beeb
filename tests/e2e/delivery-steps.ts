import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { DeliveryView, DriverView, LatLng } from '../../domain/delivery';
import { call, type ApiSession } from './orders-steps';

// What the delivery browser test shares: the driver and the delivery as the API answers them, the
// phone's position moved as Chromium's geolocation override moves it, and the markers as the maps
// draw them (each driver's marker carries the coordinates it stands at).

export const driverNamed = async (base: string, s: ApiSession, name: string): Promise<DriverView> => {
  const drivers = (await call(base, 'GET', '/drivers', undefined, s.token)) as DriverView[];
  const found = drivers.find((d) => d.name === name);
  if (!found) throw new Error(`no driver named ${name} among ${drivers.map((d) => d.name).join(', ')}`);
  return found;
};

export const deliveryOf = (base: string, s: ApiSession, id: string) =>
  call(base, 'GET', `/deliveries/${id}`, undefined, s.token) as Promise<DeliveryView>;

/** The phone may read its position (no prompt), and stands at `p` from now on. */
export async function placePhone(context: BrowserContext, base: string, p: LatLng): Promise<void> {
  await context.grantPermissions(['geolocation'], { origin: base });
  await context.setGeolocation({ ...p, accuracy: 12 });
}

export const card = (page: Page, id: string): Locator =>
  page.locator(`[data-testid="delivery-card"][data-delivery="${id}"]`);
export const stop = (page: Page, id: string): Locator =>
  page.locator(`[data-testid="route-stop"][data-delivery="${id}"]`);

/** Where a map shows a driver: the coordinates its marker carries, as numbers, or null while it has none. */
export async function markerAt(scope: Locator, driverId?: string): Promise<LatLng | null> {
  const selector = driverId
    ? `[data-testid="driver-marker"][data-driver="${driverId}"]`
    : '[data-testid="driver-marker"]';
  const marker = scope.locator(selector);
  if ((await marker.count()) === 0) return null;
  const [lat, lng] = await Promise.all([marker.getAttribute('data-lat'), marker.getAttribute('data-lng')]);
  return { latitude: Number(lat), longitude: Number(lng) };
}

/** The public page's rounding (about 100 m: three decimals), as domain/delivery's `roughly`. */
export const rough = (p: LatLng): LatLng => ({
  latitude: Math.round(p.latitude * 1000) / 1000,
  longitude: Math.round(p.longitude * 1000) / 1000,
});

/**
 * Before a screenshot: the toasts dismissed (a tap each), no field focused, the page at its top. Waits
 * on the page itself, never on the clock.
 */
export async function clearForScreenshot(page: Page): Promise<void> {
  const toasts = page.locator('.toasts .toast');
  // A toast may still arrive after the others were tapped away (the answer of the last action): each
  // round taps the one shown, until none is left.
  await expect
    .poll(async () => {
      if ((await toasts.count()) > 0)
        await toasts
          .first()
          .click({ force: true, timeout: 1000 })
          .catch(() => undefined);
      return toasts.count();
    })
    .toBe(0);
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
}
