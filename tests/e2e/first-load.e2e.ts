import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPhone } from './support/browser';
import { demoUser } from './support/demo-users';

// Issue 24 in the browser: what /auth/login really downloads before a person can sign in, and that
// the app then takes over the same page (no second page load) at the landing.
let browser: Browser;
const base = inject('floraUrl');
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** Every JavaScript file the page fetched so far, gzipped as the build report counts it (bodies read in full). */
function scriptsOf(page: Page): () => Promise<{ files: number; gzipKb: number }> {
  const sizes = new Map<string, number>();
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('.js')) return;
    // A body still unread when the page closes cannot be read any more: it is not counted, never thrown.
    const read = response.body().then(
      (body) => void sizes.set(response.url(), gzipSync(body, { level: 9 }).length),
      () => {},
    );
    reading.push(read);
  });
  return async () => {
    await Promise.all(reading);
    return { files: sizes.size, gzipKb: [...sizes.values()].reduce((a, b) => a + b, 0) / 1024 };
  };
}

describe('first load', () => {
  it('opens /auth/login with under 100 KB of JavaScript; the app follows into the same page', async () => {
    const { context, page } = await newPhone(browser, base);
    try {
      const scripts = scriptsOf(page);
      await page.goto('/auth/login', { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Entrar' }).waitFor();
      const first = await scripts();
      console.log(`/auth/login before typing: ${first.files} files, ${first.gzipKb.toFixed(1)} KB gzipped`);
      expect(first.gzipKb).toBeLessThanOrEqual(100);

      await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
      const owner = demoUser('owner');
      await page.getByLabel('Correo electrónico').pressSequentially(owner.email.slice(0, 3));
      await page.getByLabel('Correo electrónico').fill(owner.email);
      await page.getByLabel('Contraseña', { exact: true }).fill(owner.password);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.waitForURL((url) => url.pathname === owner.landing);
      await page.getByRole('navigation').first().waitFor();
      const after = await scripts();
      console.log(`after signing in: ${after.files} files, ${after.gzipKb.toFixed(1)} KB gzipped`);
      expect(after.files).toBeGreaterThan(first.files);
      expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
      expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
    } finally {
      await context.close();
    }
  });

  it('keeps the chosen language on the first page and in the app after it', async () => {
    const { context, page } = await newPhone(browser, base);
    try {
      await page.goto('/auth/login');
      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      const driver = demoUser('driver');
      await page.getByLabel('Email').fill(driver.email);
      await page.getByLabel('Password', { exact: true }).fill(driver.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((url) => url.pathname === driver.landing);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      expect(await page.evaluate(() => localStorage.getItem('flora.language'))).toBe('en');
    } finally {
      await context.close();
    }
  });
});
