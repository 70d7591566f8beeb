import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SYSTEM_CONFIG } from '../../domain/settings/shop/system-config';
import { contrastRatio, parseHex } from '../../frontend/src/lib/contrast';

// Issue 24: the theme's text colours meet WCAG AA (4.5:1) where the app puts them — on the cards, on the
// grouped background and on their own tinted badges — read from styles.css itself, so a colour changed
// there is checked here. White text on the filled buttons and icons counts too.
const css = (file: string) => readFileSync(new URL(`../../frontend/src/app/${file}`, import.meta.url), 'utf8');
const root = css('styles.css').match(/:root\s*{([^}]*)}/)![1]!;
const theme = Object.fromEntries([...root.matchAll(/--([\w-]+):\s*(#[0-9a-f]{3,8})\s*;/gi)].map((m) => [m[1]!, m[2]!]));
const v = (name: string) => theme[name] ?? expect.fail(`styles.css :root has no --${name}`);

const CHIP = '#e3e3e8'; // .chip, .segmented, .search (styles.css, screen-parts.css)

/** [what, text, background, page under a translucent background] as they meet on the screens. */
const PAIRS: [string, string, string, string?][] = [
  ['primary on a card', v('primary'), v('card')],
  ['primary on the background', v('primary'), v('bg')],
  ['white on a primary button', '#ffffff', v('primary')],
  ['secondary text on a card', v('secondary'), v('card')],
  ['secondary text on the background', v('secondary'), v('bg')],
  ['a grey badge', v('secondary'), '#e5e5ea'],
  ['a primary badge', v('primary'), '#6200ea1f'],
  ['a danger badge', v('danger'), '#ff3b301f'],
  ['a success badge', v('success'), '#34c75924'],
  ['a warning badge', v('warning'), '#ff950024'],
  ['a danger badge on the background', v('danger'), '#ff3b301f', v('bg')],
  ['a success badge on the background', v('success'), '#34c75924', v('bg')],
  ['a warning badge on the background', v('warning'), '#ff950024', v('bg')],
  ['a danger chip', v('danger'), CHIP],
  ['a primary chip', v('primary'), CHIP],
  ['secondary text on a chip', v('secondary'), CHIP],
  ['danger text on the background', v('danger'), v('bg')],
  ['white on danger', '#ffffff', v('danger')],
  ['white on success', '#ffffff', v('success')],
  ['white on warning', '#ffffff', v('warning')],
];

describe('contrastRatio', () => {
  it('follows WCAG 2: black on white is 21, a colour on itself 1, the order does not matter', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#6200ea', '#6200ea')).toBeCloseTo(1, 5);
    expect(contrastRatio('#fff', '#6200ea')).toBeCloseTo(contrastRatio('#6200ea', '#fff'), 5);
    // iOS's old secondary grey, the reason the theme changed: 3.44 on white, under AA.
    expect(contrastRatio('#8a8a8e', '#ffffff')).toBeCloseTo(3.44, 2);
  });

  it('lays a translucent background over the page before measuring', () => {
    expect(contrastRatio('#000000', '#00000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#6200ea', '#6200ea1f')).toBeLessThan(contrastRatio('#6200ea', '#ffffff'));
    expect(() => parseHex('violeta')).toThrow();
  });
});

describe("the theme's colour pairs meet WCAG AA", () => {
  it.each(PAIRS)('%s', (_, text, background, page) => {
    expect(contrastRatio(text, background, page)).toBeGreaterThanOrEqual(4.5);
  });

  it('the shop config default theme (spec 9: primary #6200EA) passes on white and on the background', () => {
    const { primary, secondary } = DEFAULT_SYSTEM_CONFIG.theme;
    expect(primary).toBe('#6200EA');
    for (const text of [primary, secondary])
      for (const bg of [v('card'), v('bg')]) expect(contrastRatio(text, bg)).toBeGreaterThanOrEqual(4.5);
    expect(secondary.toLowerCase()).toBe(v('secondary'));
  });
});
