import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';

const SCREENSHOTS = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../docs/screenshots');
/** No animation running that ends (a sheet sliding in); a skeleton's shimmer never does. */
const settled = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );

/**
 * The screen as it is now, at the desk's 1280 px (`<name>.png`) and a phone's 390 px
 * (`<name>-phone.png`), with `show` (say, a sheet's buttons) scrolled into view at each width; the
 * viewport it had is given back. The toasts are tapped away and no field keeps the focus ring.
 */
export async function screenshotTwoWidths(page: Page, name: string, show?: Locator): Promise<void> {
  const before = page.viewportSize() ?? { width: 1280, height: 900 };
  const toasts = page.locator('.toasts .toast');
  while ((await toasts.count()) > 0)
    await toasts
      .first()
      .click({ force: true, timeout: 1000 })
      .catch(() => undefined);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (const [width, height, file] of [
    [1280, 900, `${name}.png`],
    [390, 844, `${name}-phone.png`],
  ] as const) {
    await page.setViewportSize({ width, height });
    await show?.scrollIntoViewIfNeeded();
    await settled(page);
    await page.screenshot({ path: `${SCREENSHOTS}/${file}` });
  }
  await page.setViewportSize(before);
  await settled(page);
}
