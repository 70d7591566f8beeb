import type { Page } from 'playwright-core';

/** The shell's navigation that shows at this width: the sidebar on a desktop, the tab bar on a phone. */
const shownNav = (page: Page) =>
  page.locator('[data-testid="shell-sidebar"]:visible, [data-testid="shell-tabbar"]:visible').first();

/**
 * Opens a screen through the shell's navigation as a person would: the sidebar on a desktop; on a phone
 * its tab, or "Más" and then the row.
 */
export async function openFromMenu(page: Page, path: string): Promise<void> {
  await shownNav(page).waitFor();
  const side = page.getByTestId(`nav-${path}`);
  if (await side.isVisible()) return side.click();
  const tab = page.getByTestId(`tab-${path}`);
  if (await tab.isVisible()) return tab.click();
  await page.getByTestId('tab-more').click();
  await page.getByTestId(`more-${path}`).click();
}

/** The place the shell marks as where the user is (aria-current), as its path; "more" when under "Más". */
export async function currentPlace(page: Page): Promise<string | null> {
  const nav = shownNav(page);
  await nav.waitFor();
  const id = await nav.locator('[aria-current="page"]').getAttribute('data-testid');
  return id?.replace(/^(nav|tab)-/, '') ?? null;
}
