import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rows } from './billing-steps';
import { dialog, eventually } from './inventory-steps';
import { launchBrowser, signIn } from './support/browser';
import { demoUser } from './support/demo-users';

// The Content-Security-Policy and the other security headers (infra/http/security-headers.ts) as
// the app lives under them: every main screen, the charts, the sheets, the live updates over the
// websocket, the print window, the PDF downloads and the API documentation — and not one
// violation reported by the browser. Every answer of the shop carries the headers.
let browser: Browser;
let context: BrowserContext;
let page: Page;
const base = inject('floraUrl');
const violations: string[] = [];
const answers: { url: string; method: string; type: string; headers: Record<string, string> }[] = [];
const sockets: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({
    baseURL: base,
    viewport: { width: 1280, height: 900 },
    locale: 'es-MX',
    acceptDownloads: true,
  });
  context.setDefaultTimeout(15_000);
  // The browser reports each blocked thing as an event and a console message; both are kept.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  context.on('console', (m) => {
    if (/content.security.policy|CSP violation/i.test(m.text())) violations.push(`${m.page()?.url()}: ${m.text()}`);
  });
  context.on('response', (r) => void keep(r));
  page = await context.newPage();
  page.on('websocket', (ws) => sockets.push(ws.url()));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

async function keep(r: Response): Promise<void> {
  if (!r.url().startsWith(base)) return;
  answers.push({
    url: r.url(),
    method: r.request().method(),
    type: r.request().resourceType(),
    headers: await r.allHeaders().catch(() => ({})),
  });
}

const heading = (text: string) => async () =>
  void (await page.getByRole('heading', { name: text, level: 1 }).waitFor());
const screens: [path: string, ready: () => Promise<void>][] = [
  ['/admin/owner', async () => void (await page.locator('[data-testid^="landing-"]').waitFor())],
  ['/admin', async () => void (await page.locator('[data-testid^="landing-"]').waitFor())],
  ['/admin/accounting', async () => void (await page.locator('[data-testid^="landing-"]').waitFor())],
  ['/catalog', async () => void (await page.locator('[data-testid^="landing-"]').waitFor())],
  // apexcharts draws (and injects its stylesheet) here.
  ['/admin/warehouse-dashboard', async () => void (await page.locator('.apexcharts-svg').first().waitFor())],
  ['/admin/warehouse', heading('Almacén')],
  ['/admin/consignment/partners', heading('Socios de consignación')],
  ['/admin/users', heading('Usuarios')],
  ['/profile', heading('Perfil')],
];

describe('the security headers, in a browser', () => {
  it('signs in under the policy', async () => {
    await page.goto('/auth/login');
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    const user = demoUser('owner');
    await signIn(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname === user.landing);
  });

  it.each(screens)('opens %s', async (path, ready) => {
    await page.goto(path);
    await ready();
    expect(await page.getByText('Página no encontrada').count()).toBe(0);
  });

  it("inventory: the table and a product's sheet", async () => {
    await page.goto('/admin/inventory');
    await page.locator('tbody tr[data-testid^="product-"]').first().click();
    await dialog(page, 'Detalles del producto').waitFor();
    await page.keyboard.press('Escape');
  });

  it("consignment: an agreement's sheet and its statement PDF", async () => {
    await page.goto('/admin/consignment');
    await page
      .locator('[data-testid="agreement-cards"] [data-testid^="agreement-"]')
      .getByRole('button', { name: 'Detalles' })
      .first()
      .click();
    const sheet = dialog(page, 'Detalles del acuerdo');
    await sheet.getByTestId('agreement-items').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), sheet.getByTestId('statement-pdf').click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    await page.keyboard.press('Escape');
  });

  it('billing: the preview, the print window and the PDF', async () => {
    await page.goto('/warehouse/billing');
    const invoice = rows(page).first();
    await invoice.getByRole('button', { name: 'Ver', exact: true }).click();
    await dialog(page, 'Vista previa de la factura').getByTestId('invoice-document').waitFor();
    await page.keyboard.press('Escape');
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      invoice.getByRole('button', { name: 'Imprimir', exact: true }).click(),
    ]);
    // The print window writes its own page and stylesheet; it lives under the opener's policy.
    await popup.locator('table').waitFor();
    expect(await popup.evaluate(() => getComputedStyle(document.querySelector('th')!).textTransform)).toBe('uppercase');
    await popup.close();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      invoice.getByRole('button', { name: 'Descargar', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  });

  it.each(['/api/docs', '/api/read-docs'])(
    'the API documentation at %s (swagger UI) works under the same policy',
    async (path) => {
      await page.goto(path);
      await page.locator('.swagger-ui .info .title').waitFor();
      await eventually(() => page.locator('.swagger-ui .opblock').count()).toBeGreaterThan(10);
    },
  );

  it('reported no violation, and the live updates connected', async () => {
    expect(violations).toEqual([]);
    expect(sockets.some((url) => new URL(url).pathname === '/api/ws')).toBe(true);
  });

  it('every answer carried the headers: the app, its files, reads, commands and the documentation', async () => {
    const ours = answers.filter((a) => !a.url.includes('/api/ws'));
    for (const a of ours) {
      expect(a.headers['x-content-type-options'], a.url).toBe('nosniff');
      expect(a.headers['referrer-policy'], a.url).toBe('same-origin');
      expect(a.headers['x-frame-options'], a.url).toBe('DENY');
      const csp = a.headers['content-security-policy'] ?? '';
      for (const directive of [
        "script-src 'self'",
        "object-src 'none'",
        "frame-ancestors 'none'",
        "connect-src 'self'",
        "img-src 'self' data: blob:",
      ]) {
        expect(csp, a.url).toContain(directive);
      }
    }
    // Both APIs answered: a command (the sign-in), reads, the app's files and documents, the docs.
    expect(ours.some((a) => a.method === 'POST' && a.url.endsWith('/auth/login'))).toBe(true);
    expect(ours.some((a) => a.method === 'GET' && a.url.includes('/api/inventory/'))).toBe(true);
    expect(ours.some((a) => a.type === 'script')).toBe(true);
    expect(ours.filter((a) => a.type === 'document').length).toBeGreaterThan(5);
    expect(ours.some((a) => a.url.includes('/api/docs'))).toBe(true);
    expect(ours.some((a) => a.url.includes('/api/read-docs'))).toBe(true);
  });
});
