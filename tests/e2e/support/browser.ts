import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

// Debian's Chromium, not a downloaded browser build (ARCHITECTURE 9). Playwright gives every
// launch a fresh temporary --user-data-dir of its own (and refuses one in `args`).
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // Fewer renderer processes (issue 46): the tests open one origin, so site isolation and the
  // back-forward cache only cost processes and memory; 11 % less wall time on two cores, measured.
  '--disable-site-isolation-trials',
  '--disable-features=site-per-process,IsolateOrigins,BackForwardCache',
  '--renderer-process-limit=2',
];

let running: Promise<Browser> | undefined;

/**
 * This file's browser: one Chromium for the whole run (issue 46 — a launch costs about 3 s of CPU, and
 * the browser run takes its files one after another in one worker). Each file gets its own handle;
 * its close() closes the contexts the file opened, so no page of one file outlives it, and leaves the
 * browser to the next file. A browser that went away is launched again.
 */
export async function launchBrowser(): Promise<Browser> {
  let browser = await running?.catch(() => undefined); // a failed launch is tried again
  if (!browser?.isConnected()) {
    running = chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--headless', ...FLAGS] });
    browser = await running;
  }
  return fileHandle(browser);
}

function fileHandle(browser: Browser): Browser {
  const opened = new Set<BrowserContext>();
  const track = (context: BrowserContext) => {
    opened.add(context);
    context.on('close', () => opened.delete(context));
    return context;
  };
  return new Proxy(browser, {
    get(target, key) {
      if (key === 'newContext')
        return async (...args: Parameters<Browser['newContext']>) => track(await target.newContext(...args));
      if (key === 'newPage')
        return async (...args: Parameters<Browser['newPage']>) => {
          const page = await target.newPage(...args);
          track(page.context());
          return page;
        };
      if (key === 'close')
        return async () => {
          await Promise.all([...opened].map((context) => context.close().catch(() => {})));
        };
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** A phone-sized context (the app's iOS look), Spanish as the shop's default. */
export async function newPhone(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    locale: 'es-MX',
    isMobile: true,
    hasTouch: true,
  });
  context.setDefaultTimeout(15_000);
  return { context, page: await context.newPage() };
}

/** Signs in through the login form, as a person would. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}
