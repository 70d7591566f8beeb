import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPhone, signIn } from './support/browser';
import { demoUser } from './support/demo-users';

// Spec 2.2 and 8 in a real browser: redirects to login and back, not-found for a missing role,
// login/register while signed in, remember-me storage, a 401 with a held token, logout.
let browser: Browser;
const base = inject('floraUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function withPage(run: (page: Page) => Promise<void>): Promise<void> {
  const { context, page } = await newPhone(browser, base);
  try {
    await run(page);
  } finally {
    await context.close();
  }
}

async function signInAs(page: Page, role: string, remember = true): Promise<void> {
  const user = demoUser(role);
  await page.goto('/auth/login');
  const rememberMe = page.getByRole('switch', { name: 'Recordarme' });
  await (remember ? rememberMe.check() : rememberMe.uncheck());
  await signIn(page, user.email, user.password);
  await page.waitForURL((url) => url.pathname === user.landing);
}

const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

describe('route guards', () => {
  it('sends a logged-out visit to a protected URL to login, and back to it after login', () =>
    withPage(async (page) => {
      await page.goto('/admin/users?search=flora');
      await page.waitForURL((url) => url.pathname === '/auth/login');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/users?search=flora');
      const admin = demoUser('admin');
      await signIn(page, admin.email, admin.password);
      await page.waitForURL((url) => url.pathname === '/admin/users');
      expect(pathOf(page)).toBe('/admin/users?search=flora');
      await page.getByTestId('users-list').waitFor();
    }));

  it('shows not-found for a URL the role may not open', () =>
    withPage(async (page) => {
      await signInAs(page, 'cashier');
      await page.goto('/admin/users');
      await page.getByTestId('not-found').waitFor();
      expect(pathOf(page)).toBe('/admin/users');
    }));

  it('keeps the owner dashboard for the owner, even from the admin who sees every other one', () =>
    withPage(async (page) => {
      await signInAs(page, 'admin');
      await page.goto('/admin/hr-dashboard');
      await page.getByTestId('hr-dashboard').waitFor();
      await page.goto('/admin/owner');
      await page.getByTestId('not-found').waitFor();
    }));

  it('shows not-found for a path that is no screen', () =>
    withPage(async (page) => {
      await page.goto('/no-such-screen');
      await page.getByTestId('not-found').waitFor();
      expect(await page.getByRole('heading', { name: 'Página no encontrada' }).isVisible()).toBe(true);
    }));

  it('sends a signed-in user away from login and register to their landing', () =>
    withPage(async (page) => {
      await signInAs(page, 'warehouse');
      await page.goto('/auth/register');
      await page.waitForURL((url) => url.pathname === '/admin/warehouse-dashboard');
      await page.goto('/admin/owner-dashboard');
      await page.getByTestId('not-found').waitFor();
    }));

  it('keeps the session in sessionStorage without remember-me and in localStorage with it', () =>
    withPage(async (page) => {
      await signInAs(page, 'hr', false);
      const where = await page.evaluate(() => ({
        local: localStorage.getItem('token'),
        session: sessionStorage.getItem('token'),
      }));
      expect(where.local).toBeNull();
      expect(where.session).toBeTruthy();
      await page.getByTestId('sign-out').click();
      await page.waitForURL((url) => url.pathname === '/auth/login');
      await signInAs(page, 'hr', true);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    }));

  it('fetches the profile when only a token is held, and logs out to login when the token is bad', () =>
    withPage(async (page) => {
      await signInAs(page, 'owner');
      await page.evaluate(() => localStorage.removeItem('user'));
      await page.goto('/admin/users');
      await page.getByTestId('users-list').waitFor();
      await page.evaluate(() => localStorage.setItem('token', 'not-a-token'));
      await page.goto('/admin/users');
      await page.waitForURL((url) => url.pathname === '/auth/login');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/users');
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    }));

  it('logs out and goes to login on a 401 while a token and user are held', () =>
    withPage(async (page) => {
      await signInAs(page, 'admin');
      // The stored user lets the guard pass; the list's GET answers 401 for the broken token.
      await page.evaluate(() => localStorage.setItem('token', 'eyJhbGciOiJIUzI1NiJ9.e30.broken'));
      await page.goto('/admin/users');
      await page.waitForURL((url) => url.pathname === '/auth/login');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/users');
    }));

  it('shows the server message for a wrong password', () =>
    withPage(async (page) => {
      await page.goto('/auth/login');
      await signIn(page, demoUser('driver').email, 'not-the-password');
      await expect.poll(() => page.getByRole('alert').textContent()).toBe('Invalid email or password');
      expect(pathOf(page)).toBe('/auth/login');
    }));
});
