import type { Locator, Page } from 'playwright-core';

// What the layout browser tests measure: what a person would see cut off, scrolled sideways or
// covered, read from the elements' boxes as the browser laid them out.

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** How many pixels of an element's content sit beyond its right edge (a sideways scroll). */
export const hiddenWidth = (element: Locator) => element.evaluate((el) => el.scrollWidth - el.clientWidth);

/** The page itself scrolls sideways by this much. */
export const pageHiddenWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * The elements matching `selector` inside `container` that a person cannot read there: not shown at
 * all, or sticking out of the container's box or the window. Each named by its test id or its text.
 */
export function cutOff(container: Locator, selector: string): Promise<string[]> {
  return container.evaluate((root, sel) => {
    const edge = root.getBoundingClientRect();
    const out: string[] = [];
    for (const el of Array.from(root.querySelectorAll(sel))) {
      const b = el.getBoundingClientRect();
      const name = `${el.getAttribute('data-testid') ?? ''} ${(el.textContent ?? '').trim().slice(0, 30)}`.trim();
      if (b.width === 0 || b.height === 0) out.push(`${name}: not shown`);
      else if (b.left < edge.left - 1 || b.right > edge.right + 1 || b.right > window.innerWidth) {
        out.push(
          `${name}: ${Math.round(b.left)}–${Math.round(b.right)} outside ${Math.round(edge.left)}–${Math.round(edge.right)}`,
        );
      }
    }
    return out;
  }, selector);
}

/** Every toast's box in a stack, newest first. */
export const toastBoxes = (stack: Locator): Promise<Box[]> =>
  stack.locator('.toast').evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  );

export const toastTexts = (stack: Locator) => stack.locator('.toast').allTextContents();

/** The navigation bar's user name and 'Cerrar sesión', which no toast may cover. */
export async function headerButtons(page: Page): Promise<Box[]> {
  return [(await page.getByTestId('nav-profile').boundingBox())!, (await page.getByTestId('sign-out').boundingBox())!];
}

/**
 * Starts noting every toast the page shows from now on (a progress toast may be replaced by its
 * outcome before a poll sees it); `toastsSeen` reads them back in order.
 */
export async function watchToasts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
    new MutationObserver((records) => {
      for (const r of records) {
        for (const n of Array.from(r.addedNodes))
          if (n instanceof HTMLElement && n.classList.contains('toast')) seen.push(n.textContent ?? '');
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

export const toastsSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { toastsSeen?: string[] }).toastsSeen ?? []);
