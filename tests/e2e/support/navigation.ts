import type { Page } from 'playwright-core';

/**
 * Opens a screen through the shell's navigation as a person would: the sidebar on a desktop; on a phone
 * its tab, or "Más" and then the row.
 */
export async function openFromMenu(page: Page, path: string): Promise<void> {
  const side = page.getByTestId(`nav-${path}`);
  if (await side.isVisible()) return side.click();
  const tab = page.getByTestId(`tab-${path}`);
  if (await tab.isVisible()) return tab.click();
  await page.getByTestId('tab-more').click();
  await page.getByTestId(`more-${path}`).click();
}
