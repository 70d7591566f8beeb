import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, signIn } from './support/browser';
import { demoUser } from './support/demo-users';

// Issue 45: a partner reports a discrepancy on a line of its agreement from its portal (through the
// API the portal calls); the shop sees it under "Tareas" on the consignment screen, resolves it with
// a note, and the agreement's page keeps what the partner said. Screenshots at 1280 and 390 px.
let browser: Browser;
const base = inject('floraUrl');
const SCREENSHOTS = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../docs/screenshots');
/** The demo shop's portal user of the Brickell Bay Hotel (it holds the demo agreement 'brickell-bay-lobby'). */
const PARTNER = { email: 'brickell-bay-hotel@partners.flora.test', password: 'flora-partner-2026' };
const note = `Llegaron 4 rosas, no 5 (${Date.now().toString(36)})`;

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SCREENSHOTS, { recursive: true });
});
afterAll(async () => browser?.close());

/** The partner reports, as its portal does: its first agreement's first line. */
async function partnerReports(request: APIRequestContext): Promise<{ agreementId: string; code: string }> {
  const login = await request.post(`${base}/api/auth/login`, { data: PARTNER });
  expect(login.status(), await login.text()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).data.token}` };
  const list = await request.get(`${base}/api/consignment/agreements`, { headers });
  expect(list.status()).toBe(200);
  const agreement = (await list.json()).items[0];
  const productId = agreement.items[0].product;
  const sent = await request.post(`${base}/api/consignment/agreements/${agreement.id}/discrepancies`, {
    headers,
    data: { productId, note },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return { agreementId: agreement.id, code: agreement.code };
}

/** No animation running that ends. */
const settled = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );

async function screenshots(page: Page) {
  const task = page.getByTestId('consignment-task').filter({ hasText: note });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await task.scrollIntoViewIfNeeded();
    await settled(page);
    await page.screenshot({ path: `${SCREENSHOTS}/consignment-tasks-${width}.png` });
    // Nothing wider than the phone: the note wraps, the button stays on screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${width}px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe("the shop's tasks from the partners' portal", () => {
  it('a partner reports a discrepancy; the shop sees it under Tareas and resolves it', async () => {
    const context = await browser.newContext({
      baseURL: base,
      viewport: { width: 1280, height: 900 },
      locale: 'es-MX',
    });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    try {
      const { agreementId, code } = await partnerReports(page.request);
      const warehouse = demoUser('warehouse');
      await page.goto('/admin/consignment');
      await signIn(page, warehouse.email, warehouse.password);
      await page.waitForURL((url) => url.pathname === '/admin/consignment');
      const tasks = page.getByTestId('consignment-tasks');
      const task = tasks.getByTestId('consignment-task').filter({ hasText: note });
      await task.waitFor();
      const text = await task.textContent();
      expect(text).toContain('Hotel Brickell Bay');
      expect(text).toContain(`Acuerdo ${code}`);
      expect(text).toContain('Reportada por');
      await screenshots(page);

      await task.getByRole('button', { name: 'Resolver' }).click();
      await task.getByLabel('Nota (opcional)').fill('Contamos de nuevo: eran 4');
      await task.getByRole('button', { name: 'Marcar como resuelta' }).click();
      await expect.poll(() => task.count()).toBe(0);

      // The agreement's page keeps what the partner said, and how the shop answered.
      await page.goto(`/admin/consignment/${agreementId}`);
      const said = page.getByTestId('agreement-discrepancy').filter({ hasText: note });
      await said.waitFor();
      expect(await said.textContent()).toContain('Contamos de nuevo: eran 4');
    } finally {
      await context.close();
    }
  });
});
