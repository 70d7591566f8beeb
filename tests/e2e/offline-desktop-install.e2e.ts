import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eventually, openAs, type Opened } from './inventory-steps';
import { launchBrowser, signIn } from './support/browser';
import { demoUser } from './support/demo-users';

// Issue 21: the desktop inventory as an installable app. Spec 2.7's panel outside the app (warehouse and
// admin), then what Lighthouse's installability audit checks: the manifest and its icons, a service worker
// that controls the page, and Chromium's own verdict (no installability errors).
const SCREENSHOTS = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../docs/screenshots');
const base = inject('floraUrl');
let browser: Browser;
const opened: Opened[] = [];
let profile: { dir: string; context: BrowserContext } | null = null;

const open = async (path: string, role: string, desktop: boolean) => {
  const o = await openAs(browser, base, path, role, desktop);
  opened.push(o);
  return o.page;
};

/** A PNG's width and height, from its IHDR chunk (bytes 16–23). */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

const panel = async (page: Page) => {
  await page.getByRole('heading', { name: 'Aplicación de Escritorio Requerida' }).waitFor();
  await page.getByRole('button', { name: 'Instalar aplicación' }).waitFor();
};

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const o of opened) await o.context.close();
  await browser?.close();
  await profile?.context.close();
  if (profile) rmSync(profile.dir, { recursive: true, force: true });
});

/**
 * Chromium offers no install in an off-the-record context (Playwright's newContext is one: the installability
 * check answers 'in-incognito'), so this part runs in a real profile in a temporary folder.
 */
async function openInProfile(path: string, role: string): Promise<Page> {
  const dir = mkdtempSync(join(tmpdir(), 'flora-pwa-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
    baseURL: base,
    viewport: { width: 1280, height: 900 },
    locale: 'es-MX',
  });
  profile = { dir, context };
  context.setDefaultTimeout(15_000);
  const page = context.pages()[0] ?? (await context.newPage());
  const user = demoUser(role);
  await page.goto(path);
  await signIn(page, user.email, user.password);
  await page.waitForURL((url) => url.pathname === path);
  return page;
}

describe('the desktop app panel (spec 2.7)', () => {
  it('shows the warehouse, in a tab, that the desktop app is required; install answers, back goes to /warehouse', async () => {
    const page = await open('/warehouse/unified', 'warehouse', true);
    await panel(page);
    expect(await page.getByRole('link', { name: 'Abrir en el navegador' }).getAttribute('href')).toBe(
      '/warehouse/electron',
    );
    await page.getByRole('button', { name: 'Instalar aplicación' }).click();
    // A tab the browser offered no install to: the button says where the menu keeps it (never a dead button).
    const canInstall = await page.getByRole('button', { name: 'Instalar aplicación' }).getAttribute('data-can-install');
    if (canInstall === 'false') {
      expect(await page.getByTestId('install-note').textContent()).toBe(
        'Instala Flora desde el menú del navegador: Instalar aplicación',
      );
    }
    console.log(`install button: ${canInstall === 'true' ? "the browser's dialog" : 'the menu path shown'}`);
    await page.screenshot({ path: `${SCREENSHOTS}/desktop-required.png`, fullPage: true });

    await page.getByRole('link', { name: 'Volver al almacén' }).click();
    await page.waitForURL((url) => url.pathname === '/warehouse');
    await page.getByTestId('warehouse-screen').waitFor();
    // And back again from the warehouse screen's toolbar.
    await page.getByRole('link', { name: 'Aplicación de escritorio' }).click();
    await page.waitForURL((url) => url.pathname === '/warehouse/unified');
    await panel(page);
  });

  it('shows the same panel on a phone', async () => {
    const page = await open('/warehouse/unified', 'warehouse', false);
    await panel(page);
    await page.screenshot({ path: `${SCREENSHOTS}/desktop-required-phone.png`, fullPage: true });
  });

  it('shows it to the admin at /admin/warehouse/unified, reached from /admin/warehouse', async () => {
    const page = await open('/admin/warehouse', 'admin', true);
    await page.getByRole('link', { name: 'Aplicación de escritorio' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/warehouse/unified');
    await panel(page);
  });
});

describe('installable (the checks of Lighthouse’s PWA audit)', () => {
  it('serves the manifest with its name, start URL, standalone display and PNG icons of their size', async () => {
    const res = await fetch(`${base}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const manifest = (await res.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Flora — Inventario de escritorio',
      short_name: 'Flora Inventario',
      start_url: '/warehouse/electron',
      display: 'standalone',
    });
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && i.type === 'image/png' && !i.purpose);
      expect(icon, `a ${size} PNG icon`).toBeDefined();
    }
    for (const icon of manifest.icons) {
      const image = await fetch(new URL(icon.src, base));
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      const { width, height } = pngSize(Buffer.from(await image.arrayBuffer()));
      expect(`${width}x${height}`).toBe(icon.sizes);
      console.log(`icon ${icon.src}: 200 image/png ${width}x${height}${icon.purpose ? ` (${icon.purpose})` : ''}`);
    }
    console.log(`manifest: 200 ${res.headers.get('content-type')}, ${manifest.name}, ${manifest.display}`);
  });

  it('serves the service worker and its Workbox runtime, revalidated on every visit', async () => {
    const sw = await fetch(`${base}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get('content-type')).toMatch(/javascript/);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    const source = await sw.text();
    // The shell is precached; the navigation fallback leaves /api (downloads) to the server.
    expect(source).toContain('"index.html"');
    expect(source).toMatch(/NavigationRoute\(.*index\.html.*denylist:\[\/\^\\\/api/s);
    const runtime = source.match(/workbox-[\w-]+(?=["'.])/)?.[0];
    expect(runtime, 'sw.js names its Workbox runtime').toBeDefined();
    const workbox = await fetch(`${base}/${runtime}.js`);
    expect(workbox.status).toBe(200);
    expect(workbox.headers.get('content-type')).toMatch(/javascript/);
    console.log(`sw.js: 200, no-cache; ${runtime}.js: 200`);
  });

  it('controls the desktop page after a reload, and Chromium reports no installability errors', async () => {
    const page = await openInProfile('/warehouse/unified', 'warehouse');
    const cspViolations: string[] = [];
    page.on('console', (m) => {
      if (m.text().includes('Content Security Policy')) cspViolations.push(m.text());
    });
    await panel(page);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${base}/`);
    await page.reload();
    await panel(page);
    const controller = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
    expect(controller).toBe(`${base}/sw.js`);
    // Chromium offered the install and the panel kept the offer for its button.
    const installButton = page.getByRole('button', { name: 'Instalar aplicación' });
    await eventually(() => installButton.getAttribute('data-can-install')).toBe('true');
    // (Not clicked: headless Chromium's install dialog waits for a person forever.)
    // The installed app's start URL opens from the worker's shell too.
    await page.goto('/warehouse/electron');
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toBe(`${base}/sw.js`);

    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    const { url: manifestUrl, errors } = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: { message: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    expect(errors).toEqual([]);
    expect(manifestUrl).toBe(`${base}/manifest.webmanifest`);
    expect(cspViolations).toEqual([]);

    // Without a network the installed app still opens: the worker answers the navigation with the shell.
    await page.context().setOffline(true);
    await page.reload();
    expect(await page.title()).toBe('Flora');
    // The screen itself comes from the shell and reads the device's copy (no request reaches the shop).
    await page.getByTestId('offline-inventory-screen').waitFor();
    await page.context().setOffline(false);
    console.log('offline reload of /warehouse/electron: the app shell from the worker, the offline screen shown');
    console.log(
      `service worker: ${scope} ready, controller ${controller} after a reload; beforeinstallprompt kept by the panel; ` +
        `Page.getInstallabilityErrors: ${JSON.stringify(installabilityErrors)}; manifest ${manifestUrl} parsed without errors`,
    );
  });
});
