import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import jwt from 'jsonwebtoken';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, signIn } from './support/browser';
import { call } from './support/shop-api';

// Sessions as a customer meets them (issue 38), against the shop `npm start` runs with no JWT_SECRET:
// a token signed with the constant earlier versions used, or any secret but the data folder's, opens
// nothing; /profile lists the open sessions; ending the phone's from the laptop signs the phone out
// by itself (its websocket closes), and "en todos" ends every one.

const SCREENSHOTS = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../docs/screenshots');
const base = inject('floraUrl');
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const email = `sesiones-${Date.now()}@flora.test`;
const password = 'sesiones-e2e-2026';
let browser: Browser;
let phone: BrowserContext;
let laptop: BrowserContext;
let registered: { token: string; user: { id: string } };

beforeAll(async () => {
  const reg = await call<{ data: typeof registered }>('POST', '/auth/register', {
    name: 'Sofía Sesiones',
    email,
    password,
  });
  expect(reg.status).toBe(201);
  registered = reg.body.data;
  browser = await launchBrowser();
  const common = { baseURL: base, locale: 'es-MX' };
  phone = await browser.newContext({
    ...common,
    viewport: { width: 390, height: 844 },
    userAgent: IPHONE,
    isMobile: true,
  });
  laptop = await browser.newContext({ ...common, viewport: { width: 1280, height: 900 } });
});
afterAll(async () => {
  await phone?.close();
  await laptop?.close();
  await browser?.close();
});

const me = (token: string) => call('GET', '/auth/me', undefined, token);

async function signedIn(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/auth/login');
  await signIn(page, email, password);
  await page.waitForURL((url) => url.pathname === '/catalog');
  return page;
}

/** /profile once its list shows `count` sessions (the users projection writes a sign-in within moments). */
async function profileWith(page: Page, count: number) {
  await expect
    .poll(
      async () => {
        await page.goto('/profile');
        await page.getByRole('heading', { name: 'Sesiones abiertas' }).waitFor();
        await page.getByText('Cargando…').waitFor({ state: 'detached' });
        return page.getByTestId('open-session').count();
      },
      { timeout: 10_000, interval: 250 },
    )
    .toBe(count);
}

describe('sessions', () => {
  it('refuses a token signed with the old public constant, or any other secret; the shop’s own token works', async () => {
    const claims = jwt.decode(registered.token) as jwt.JwtPayload;
    const forged = (secret: string) =>
      jwt.sign({ sub: claims.sub, sid: claims.sid, roles: ['owner'], iss: 'flora', exp: 4102444800 }, secret);
    for (const secret of ['flora-dev-secret-change-me', 'any-other-secret-of-at-least-32-characters']) {
      expect((await call('GET', '/users', undefined, forged(secret))).status).toBe(401);
      expect((await me(forged(secret))).status).toBe(401);
    }
    expect((await me(registered.token)).status).toBe(200);
  });

  it('lists the open sessions on /profile; the one ended from the laptop signs the phone out by itself', async () => {
    const onPhone = await signedIn(phone);
    const onLaptop = await signedIn(laptop);
    await profileWith(onLaptop, 3); // the registration's, the phone's, this one
    const here = onLaptop.getByTestId('open-session').filter({ hasText: 'Este dispositivo' });
    await expect.poll(() => here.count()).toBe(1);
    await onLaptop
      .getByRole('region', { name: 'Sesiones abiertas' })
      .screenshot({ path: `${SCREENSHOTS}/profile-sessions.png` });
    await profileWith(onPhone, 3);
    await onPhone.screenshot({ path: `${SCREENSHOTS}/profile-sessions-phone.png`, fullPage: true });

    const iphone = onLaptop.getByTestId('open-session').filter({ hasText: 'Safari en iPhone' });
    await iphone.getByRole('button', { name: 'Cerrar' }).click();
    await onLaptop.getByText('Sesión cerrada en Safari en iPhone').waitFor();
    await expect.poll(() => onLaptop.getByTestId('open-session').count()).toBe(2);
    // No click on the phone: its websocket closes with the session, and the app goes to the login.
    await onPhone.waitForURL((url) => url.pathname === '/auth/login', { timeout: 10_000 });
  });

  it('"Cerrar sesión en todos los dispositivos" ends every session, the registration’s token included', async () => {
    const onLaptop = laptop.pages()[0]!;
    await onLaptop.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }).click();
    await onLaptop.waitForURL((url) => url.pathname === '/auth/login');
    await expect.poll(async () => (await me(registered.token)).status, { timeout: 5000 }).toBe(401);
  });
});
