import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPhone, signIn } from './support/browser';
import { DEMO_USERS } from './support/demo-users';

// Spec 2.2: every demo user signs in through the login screen and lands on their role's page,
// which lists what the role can reach.
const SCREENSHOTS = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../docs/screenshots');
let browser: Browser;
const base = inject('floraUrl');

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SCREENSHOTS, { recursive: true });
});
afterAll(async () => browser?.close());

describe('each demo user lands on their page', () => {
  it.each(DEMO_USERS)('$role signs in and lands on $landing', async ({ role, email, password, landing }) => {
    const { context, page } = await newPhone(browser, base);
    try {
      await page.goto('/auth/login');
      await expect.poll(() => page.getByRole('heading', { name: 'Iniciar sesión' }).isVisible()).toBe(true);
      if (role === 'owner') await page.screenshot({ path: `${SCREENSHOTS}/login.png` });
      await signIn(page, email, password);
      await page.waitForURL((url) => url.pathname === landing);
      await page.locator('[data-testid^="landing-"]').waitFor();
      // The landing shows the role's own dashboard as "you are here", and links only to what it reaches.
      await expect.poll(() => page.getByText('Estás aquí').count()).toBe(landing === '/catalog' ? 0 : 1);
      if (role === 'owner') {
        await page.getByTestId('reach-/admin/users').waitFor();
        await page.screenshot({ path: `${SCREENSHOTS}/owner-landing.png`, fullPage: true });
      }
      if (role === 'client' || role === 'cashier') expect(await page.getByTestId('reach-/admin/users').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
