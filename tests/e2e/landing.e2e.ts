import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { listedInMenu, routeAccess } from '../../domain/identity';
import { AREAS, DASHBOARDS } from '../../frontend/src/config/areas';
import { launchBrowser, newPhone, signIn } from './support/browser';
import { DEMO_USERS } from './support/demo-users';

// Spec 2.2 and issue 20: every demo user signs in through the login screen, lands on their role's page,
// and finds beside every screen a menu of exactly what the guards let the role open — a sidebar on a
// desktop, a tab bar with "Más" on a phone — with where they are marked.
const SCREENSHOTS = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../docs/screenshots');
let browser: Browser;
const base = inject('floraUrl');

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SCREENSHOTS, { recursive: true });
});
afterAll(async () => browser?.close());

/** The paths of the links whose test id is the prefix and a path (tab-/admin/users → /admin/users). */
const testIds = (page: Page, prefix: string) =>
  page
    .locator(`[data-testid^="${prefix}/"]`)
    .evaluateAll((els, p) => els.map((e) => e.getAttribute('data-testid')!.slice(p.length)), prefix);

/**
 * The guards' answer for the role, over the shell's own list of places (frontend/src/config/areas.ts),
 * without a customer's own pages for the staff (issue 43: no "Mis suscripciones" for delivery).
 */
const expectedMenu = (roles: string[]) =>
  [...DASHBOARDS, ...AREAS]
    .filter((a) => routeAccess({ roles }, a.path) === 'allowed' && listedInMenu({ roles }, a.path))
    .map((a) => a.path);

describe('each demo user lands on their page, with the menu of their role', () => {
  it.each(DEMO_USERS)('$role signs in and lands on $landing', async ({ role, email, password, landing }) => {
    const { context, page } = await newPhone(browser, base);
    try {
      await page.goto('/auth/login');
      await expect.poll(() => page.getByRole('heading', { name: 'Iniciar sesión' }).isVisible()).toBe(true);
      if (role === 'owner') await page.screenshot({ path: `${SCREENSHOTS}/login.png` });
      await signIn(page, email, password);
      await page.waitForURL((url) => url.pathname === landing);
      await page.locator('[data-testid^="landing-"]').waitFor();
      if (role === 'pos_supervisor') await page.screenshot({ path: `${SCREENSHOTS}/pos-supervisor-landing-390.png` });
      expect(await page.getByText(/próximas versiones|Próximamente/).count()).toBe(0);
      // The storefront has its own bar; the shell is around the back office (and the client's own pages).
      if (landing === '/catalog') await page.goto('/profile');
      const menu = expectedMenu([role]);

      // A phone: the tab bar, and "Más" for the rest when there are more than five.
      await page.getByTestId('shell-tabbar').waitFor();
      const tabs = await testIds(page, 'tab-');
      const more = await page.getByTestId('tab-more').isVisible();
      let rest: string[] = [];
      if (more) {
        await page.getByTestId('tab-more').click();
        await page.getByTestId(`more-${menu.at(-1)}`).waitFor();
        rest = await testIds(page, 'more-');
        if (role === 'owner') await page.screenshot({ path: `${SCREENSHOTS}/navigation-phone.png` });
        await page.keyboard.press('Escape');
      }
      expect([...tabs, ...rest].sort()).toEqual([...menu].sort());
      if (landing !== '/catalog') expect(tabs[0]).toBe(landing);

      // A desktop: the sidebar lists the same places, the current one marked.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByTestId('shell-sidebar').waitFor();
      expect(await testIds(page, 'nav-')).toEqual(menu);
      const here = await page
        .locator('[data-testid="shell-sidebar"] [aria-current="page"]')
        .getAttribute('data-testid');
      expect(here).toBe(`nav-${landing === '/catalog' ? '/profile' : landing}`);
      if (role === 'owner') await page.screenshot({ path: `${SCREENSHOTS}/navigation.png` });
      if (role === 'pos_supervisor') await page.screenshot({ path: `${SCREENSHOTS}/pos-supervisor-landing-1280.png` });
    } finally {
      await context.close();
    }
  });
});
