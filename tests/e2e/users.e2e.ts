import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPhone, signIn } from './support/browser';
import { demoUser } from './support/demo-users';

// Registration and user management end to end: a new client registers, the admin gives them a
// role and deactivates them through /admin/users, and the deactivated user can no longer sign in.
let browser: Browser;
const base = inject('floraUrl');
const email = `rosa.${Date.now()}@example.test`;
const SCREENSHOTS = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../docs/screenshots');

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SCREENSHOTS, { recursive: true });
});
afterAll(async () => browser?.close());

async function inNewPage(run: (page: Page) => Promise<void>): Promise<void> {
  const { context, page } = await newPhone(browser, base);
  try {
    await run(page);
  } finally {
    await context.close();
  }
}

describe('registration and user management', () => {
  it('registers a client, who lands on the catalogue', () =>
    inNewPage(async (page) => {
      await page.goto('/auth/register');
      await page.getByLabel('Nombre completo').fill('Rosa Jardín Pérez');
      await page.getByLabel('Correo electrónico').fill(email);
      await page.getByLabel('Contraseña').fill('short');
      await page.getByRole('button', { name: 'Crear cuenta' }).click();
      await expect
        .poll(() => page.getByRole('alert').textContent())
        .toBe('La contraseña debe tener al menos 8 caracteres');
      await page.getByLabel('Contraseña').fill('rosa-jardin-2026');
      await page.getByRole('button', { name: 'Crear cuenta' }).click();
      await page.waitForURL((url) => url.pathname === '/catalog');
      await page.getByTestId('landing-catalog').waitFor();
    }));

  it('lets the admin find the user, change their roles and deactivate them', () =>
    inNewPage(async (page) => {
      const admin = demoUser('admin');
      await page.goto('/admin/users');
      await signIn(page, admin.email, admin.password);
      await page.waitForURL((url) => url.pathname === '/admin/users');
      await page.getByLabel('Buscar por nombre o correo').fill('rosa.');
      await page.getByTestId(`user-${email}`).click();
      await page.getByRole('switch', { name: 'Almacén' }).check();
      await page.getByRole('button', { name: 'Guardar' }).click();
      await expect.poll(() => page.getByTestId(`user-${email}`).textContent()).toContain('Almacén');
      await page.getByTestId(`user-${email}`).click();
      await page.getByRole('button', { name: 'Desactivar' }).click();
      await page.getByRole('button', { name: 'Desactivar' }).click();
      await expect.poll(() => page.getByTestId(`user-${email}`).textContent()).toContain('Inactivo');
    }));

  it('keeps two filters chosen in the same moment, and the search typed on after the URL caught up', () =>
    inNewPage(async (page) => {
      const admin = demoUser('admin');
      await page.goto('/admin/users');
      await signIn(page, admin.email, admin.password);
      await page.waitForURL((url) => url.pathname === '/admin/users');
      await page.getByLabel('Buscar por nombre o correo').waitFor();
      // Both changes land before the router has applied the first (its loaders run first): the
      // second must start from the first, not from the URL still showing neither.
      await page.evaluate(() => {
        for (const [label, value] of [
          ['Rol', 'warehouse'],
          ['Estado', 'inactive'],
        ]) {
          const select = document.querySelector<HTMLSelectElement>(`select[aria-label="${label}"]`)!;
          select.value = value!;
          select.dispatchEvent(new Event('change', { bubbles: true }));
        }
      });
      await expect.poll(() => new URL(page.url()).search).toBe('?role=warehouse&status=inactive');
      // The selects follow the URL once the router has applied it.
      await expect.poll(() => page.getByLabel('Rol', { exact: true }).inputValue()).toBe('warehouse');
      await expect.poll(() => page.getByLabel('Estado', { exact: true }).inputValue()).toBe('inactive');

      const search = page.getByLabel('Buscar por nombre o correo');
      await search.fill('rosa');
      await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('rosa');
      await search.pressSequentially('.');
      await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('rosa.');
      expect(await search.inputValue()).toBe('rosa.');
      expect(new URL(page.url()).searchParams.get('role')).toBe('warehouse');
      await page.getByTestId(`user-${email}`).waitFor();
    }));

  it('lets the admin create a cashier, who signs in with the temporary password and must change it (issue 43)', async () => {
    const cashierEmail = `valeria.${Date.now()}@example.test`;
    let temporary = '';
    await inNewPage(async (page) => {
      const admin = demoUser('admin');
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/admin/users');
      await signIn(page, admin.email, admin.password);
      await page.waitForURL((url) => url.pathname === '/admin/users');
      await page.getByTestId('create-user').click();
      await page.getByTestId('create-user-name').fill('Valeria Ruiz');
      await page.getByTestId('create-user-email').fill(cashierEmail);
      await page.getByRole('switch', { name: 'Cajero' }).check();
      await page.screenshot({ path: `${SCREENSHOTS}/users-create-1280.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SCREENSHOTS}/users-create-390.png` });
      await page.getByTestId('create-user-submit').click();
      await page.getByTestId('user-created').waitFor();
      temporary = (await page.getByTestId('temporary-password').textContent())!.trim();
      expect(temporary).toMatch(/^\w{4}-\w{4}-\w{4}$/);
      await page.screenshot({ path: `${SCREENSHOTS}/users-created-390.png` });
    });
    await inNewPage(async (page) => {
      await page.goto('/auth/login');
      await signIn(page, cashierEmail, temporary);
      // Nowhere but the new password first, whatever is asked for.
      await page.waitForURL((url) => url.pathname === '/profile/password');
      await page.getByTestId('temporary-password-notice').waitFor();
      await page.goto('/admin/pos');
      await page.waitForURL((url) => url.pathname === '/profile/password');
      await page.getByLabel('Contraseña actual').fill(temporary);
      await page.getByLabel('Nueva contraseña').fill('valeria-caja-2026');
      await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/pos');
    });
    await inNewPage(async (page) => {
      await page.goto('/auth/login');
      await signIn(page, cashierEmail, 'valeria-caja-2026');
      await page.waitForURL((url) => url.pathname === '/admin/pos');
    });
  });

  it('refuses the deactivated user at login with the server message', () =>
    inNewPage(async (page) => {
      await page.goto('/auth/login');
      await signIn(page, email, 'rosa-jardin-2026');
      await expect.poll(() => page.getByRole('alert').textContent()).toBe('Usuario desactivado');
    }));
});
