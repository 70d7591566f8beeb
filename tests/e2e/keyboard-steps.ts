import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

// What the keyboard-only browser test shares: moving with Tab until a control has the focus, naming what
// has it, and the modal contract (the focus stays inside, Escape closes, the opener gets it back).
// Locators here only ask where the focus is; every move is a key.

/** What has the focus, as a person would name it: its label, its aria-label or its text. */
export const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return '(page)';
    const label = (el as HTMLInputElement).labels?.[0]?.textContent ?? el.getAttribute('aria-label') ?? el.textContent;
    return `${el.tagName.toLowerCase()} "${(label ?? '').replace(/\s+/g, ' ').trim()}"`;
  });

export const hasFocus = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/**
 * The focused control's ring as drawn: its own outline, or its form row's (a row rings the field in it).
 * 'none' when nothing shows where the keyboard is.
 */
export const focusRing = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'none';
    for (const node of [el, el.closest('.field')]) {
      if (!node) continue;
      const s = getComputedStyle(node);
      if (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2) return `${s.outlineWidth} ${s.outlineColor}`;
    }
    return 'none';
  });

/**
 * Presses Tab (Shift+Tab when `back`) until `target` has the focus, and checks the focus shows there;
 * fails, naming where the focus is, after `max` keys.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  for (let i = 0; i <= max; i++) {
    if (await hasFocus(target)) {
      expect(await focusRing(page), `visible focus on ${await focusedName(page)}`).not.toBe('none');
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${max} × Tab never reached the control; the focus is on ${await focusedName(page)}`);
}

/** Where the focus is among the modal's reachable controls: first, last, somewhere inside, or outside. */
const placeIn = (sheet: Locator) =>
  sheet.evaluate((box) => {
    const all = Array.from(
      box.querySelectorAll<HTMLElement>(
        'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
      ),
    ).filter((el) => el.getClientRects().length > 0);
    const at = document.activeElement;
    if (at === all[0]) return 'first';
    if (at === all.at(-1)) return 'last';
    return box.contains(at) ? 'inside' : 'outside';
  });

/**
 * The modal took the focus when it opened; Tab from its last control comes back to its first and
 * Shift+Tab from the first goes to the last, never leaving it.
 */
export async function expectFocusTrapped(page: Page, sheet: Locator): Promise<void> {
  expect(await placeIn(sheet)).not.toBe('outside');
  for (let i = 0; i < 80 && (await placeIn(sheet)) !== 'last'; i++) {
    await page.keyboard.press('Tab');
    expect(await placeIn(sheet)).not.toBe('outside');
  }
  expect(await placeIn(sheet)).toBe('last');
  await page.keyboard.press('Tab');
  expect(await placeIn(sheet)).toBe('first');
  await page.keyboard.press('Shift+Tab');
  expect(await placeIn(sheet)).toBe('last');
}

/** The modal keeps the focus inside; Escape closes it and the control that opened it has the focus again. */
export async function expectModalContract(page: Page, sheet: Locator, opener: Locator): Promise<void> {
  await expectFocusTrapped(page, sheet);
  await page.keyboard.press('Escape');
  await sheet.waitFor({ state: 'detached' });
  expect(await hasFocus(opener)).toBe(true);
}

/** Replaces a field's text as a person does with the keyboard: select all, then type. */
export async function retype(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}
