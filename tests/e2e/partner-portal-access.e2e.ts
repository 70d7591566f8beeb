import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, signIn } from './support/browser';
import { demoUser } from './support/demo-users';

// Issue 45: from the partners' screen the admin gives a person access to a partner's portal, sees the
// new account's temporary password once, and withdraws the access: the person's token is refused.
let browser: Browser;
const base = inject('floraUrl');
const email = `ana.${Date.now()}@brickellbay.example`;
const SCREENSHOTS = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../docs/screenshots');
/** The demo Brickell Bay Hotel's RFC: its row's test ids name it. */
const HOTEL = 'HBB210315AB1';

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SCREENSHOTS, { recursive: true });
});
afterAll(async () => browser?.close());

/** No animation running that ends (the sheet sliding in). */
const settled = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );

async function screenshots(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.getByTestId('portal-temporary-password').scrollIntoViewIfNeeded();
    await settled(page);
    await page.screenshot({ path: `${SCREENSHOTS}/partner-portal-access-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe("a partner's portal access", () => {
  it('the admin invites a person, hands over the temporary password, and withdraws the access', async () => {
    const context = await browser.newContext({
      baseURL: base,
      viewport: { width: 1280, height: 900 },
      locale: 'es-MX',
    });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    try {
      const admin = demoUser('admin');
      await page.goto('/admin/consignment/partners');
      await signIn(page, admin.email, admin.password);
      await page.waitForURL((url) => url.pathname === '/admin/consignment/partners');
      await page.getByTestId(`portal-access-${HOTEL}`).click();
      const sheet = page.getByTestId('portal-access-sheet');
      // The demo shop's own portal user for the hotel is listed already.
      await sheet.getByTestId('portal-user-brickell-bay-hotel@partners.flora.test').waitFor();

      await sheet.getByLabel('Nombre').fill('Ana Recepción');
      await sheet.getByLabel('Correo electrónico').fill(email.toUpperCase());
      await sheet.getByRole('button', { name: 'Dar acceso' }).click();
      const shown = sheet.getByTestId('portal-temporary-password');
      await shown.waitFor();
      const password = (await shown.textContent())!.trim();
      expect(password).toMatch(/^[A-Za-z2-9]{4}-[A-Za-z2-9]{4}-[A-Za-z2-9]{4}$/);
      expect(await sheet.getByTestId('portal-access-granted').textContent()).toContain(
        `Entrega esta contraseña temporal a Ana Recepción (${email})`,
      );
      await screenshots(page);

      // The person signs in with it (the API the app calls), held to the change of password.
      const login = await page.request.post(`${base}/api/auth/login`, { data: { email, password } });
      expect(login.status()).toBe(200);
      const { token, user } = (await login.json()).data;
      expect(user).toMatchObject({ roles: ['partner'], mustChangePassword: true });
      const me = () => page.request.get(`${base}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
      expect((await me()).status()).toBe(200);

      await sheet.getByRole('button', { name: 'Listo' }).click();
      const row = sheet.getByTestId(`portal-user-${email}`);
      await expect.poll(() => row.textContent()).toContain('Ana Recepción');
      await row.getByRole('button', { name: 'Retirar acceso' }).click();
      const confirm = sheet.getByTestId('portal-withdraw-confirm');
      expect(await confirm.textContent()).toContain('Sus sesiones abiertas terminan en el acto');
      await confirm.getByRole('button', { name: 'Retirar acceso' }).click();
      await expect.poll(() => row.count()).toBe(0);
      await expect.poll(async () => (await me()).status()).toBe(401);
    } finally {
      await context.close();
    }
  });
});
