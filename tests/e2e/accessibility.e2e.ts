import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it, type ExpectStatic } from 'vitest';
import { demoParams, lanes, LANGUAGES, screensFor, settled, Tally, type Language } from './accessibility-routes';
import { launchBrowser, signIn } from './support/browser';
import { DEMO_USERS } from './support/demo-users';

// Issue 24: axe-core on every screen of the route table, for every demo role that may open it (and the
// public ones signed out), in Spanish and in English, on a desktop. One browser context per role, reused
// across its screens; two roles at a time (the app's server waits on the database meanwhile). Fails on
// any serious or critical violation; prints the counts by impact.
let browser: Browser;
let params: Awaited<ReturnType<typeof demoParams>>;
const base = inject('floraUrl');
const tally = new Tally();
const lane = lanes(2);
const SIGNED_OUT = 'signed out';

beforeAll(async () => {
  browser = await launchBrowser();
  params = await demoParams();
});
afterAll(async () => {
  console.log(tally.table());
  await browser?.close();
});

async function axeEach(expect: ExpectStatic, page: Page, role: string, screens: string[]): Promise<void> {
  for (const language of LANGUAGES) {
    await page.evaluate((l: Language) => localStorage.setItem('flora.language', l), language);
    for (const screen of screens) {
      await page.goto(screen, { waitUntil: 'commit' }); // settled() waits for what matters
      await settled(page).catch(() => {
        throw new Error(`${screen} (${role}, ${language}) never showed its data: still busy or not drawn`);
      });
      expect(await page.evaluate(() => document.documentElement.lang), `lang on ${screen}`).toBe(language);
      tally.add(await new AxeBuilder({ page }).analyze(), screen, role, language);
    }
  }
}

const blockingOf = (role: string) =>
  tally.blocking
    .filter((f) => f.role === role)
    .map((f) => `${f.screen} · ${f.role} · ${f.language} · ${f.impact} ${f.rule}: ${f.targets.join(' | ')}`);

describe.concurrent('every screen passes axe with no serious or critical violation, in Spanish and in English', () => {
  const visitors = [SIGNED_OUT, ...DEMO_USERS.map((u) => u.role)];

  it.for(visitors)('as %s', { timeout: 900_000 }, (visitor, { expect }) =>
    lane(async () => {
      const context = await browser.newContext({
        baseURL: base,
        viewport: { width: 1280, height: 800 },
        locale: 'es-MX',
      });
      context.setDefaultTimeout(15_000);
      try {
        const page = await context.newPage();
        await page.goto('/auth/login');
        const role = visitor === SIGNED_OUT ? null : visitor;
        if (role) {
          const user = DEMO_USERS.find((u) => u.role === role)!;
          await signIn(page, user.email, user.password);
          await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
        }
        await axeEach(expect, page, visitor, screensFor(role, role === 'client' ? params.client : params.staff));
        expect(blockingOf(visitor)).toEqual([]);
      } finally {
        await context.close();
      }
    }),
  );
});
