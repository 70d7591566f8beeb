import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPhone, signIn } from './support/browser';
import { demoUser } from './support/demo-users';
import { openFromMenu } from './support/navigation';

// The shell around every screen: live updates over the websocket, the reload offer when a screen's
// chunk cannot be loaded, the logout toast, and English as the second language.
let browser: Browser;
const base = inject('floraUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function api<T>(path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

interface Session {
  data: { token: string; user: { id: string } };
}

describe('app shell', () => {
  it('refreshes the users list when the users projection moves, without a reload', async () => {
    const email = `lirio.${Date.now()}@example.test`;
    const registered = await api<Session>('/auth/register', {
      name: 'Lirio Blanco',
      email,
      password: 'lirio-blanco-2026',
    });
    const { context, page } = await newPhone(browser, base);
    try {
      await page.goto(`/admin/users?search=${encodeURIComponent(email)}`);
      await signIn(page, demoUser('owner').email, demoUser('owner').password);
      await page.getByTestId(`user-${email}`).waitFor();
      expect(await page.getByTestId(`user-${email}`).textContent()).not.toContain('Contabilidad');
      // Another admin, elsewhere, changes the user's roles.
      const admin = await api<Session>('/auth/login', {
        email: demoUser('admin').email,
        password: demoUser('admin').password,
      });
      await api(`/users/${registered.data.user.id}/roles`, { roles: ['client', 'accounting'] }, admin.data.token);
      await expect
        .poll(() => page.getByTestId(`user-${email}`).textContent(), { timeout: 15_000 })
        .toContain('Contabilidad');
    } finally {
      await context.close();
    }
  });

  it('offers a reload when a screen cannot be loaded (a release replaced its files)', async () => {
    const { context, page } = await newPhone(browser, base);
    try {
      await page.goto('/auth/login');
      await signIn(page, demoUser('admin').email, demoUser('admin').password);
      await page.waitForURL((url) => url.pathname === '/admin');
      await page.route(/\/assets\/users-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
      await openFromMenu(page, '/admin/users');
      await page.getByText('Hay una nueva versión disponible.').first().waitFor();
      expect(await page.getByRole('button', { name: 'Recargar' }).count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  it('signs out to the login page with the spec message, and speaks English when asked', async () => {
    const { context, page } = await newPhone(browser, base);
    try {
      await page.goto('/auth/login');
      await signIn(page, demoUser('driver').email, demoUser('driver').password);
      await page.waitForURL((url) => url.pathname === '/driver-dashboard');
      await page.getByTestId('sign-out').click();
      await page.waitForURL((url) => url.pathname === '/auth/login');
      await page.getByText('Logged out successfully').waitFor();
      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    } finally {
      await context.close();
    }
  });
});
