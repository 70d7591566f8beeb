// WCAG 2.x contrast between two colours (#rgb or #rrggbb, optionally with alpha over the given backdrop):
// the check that keeps the theme's text colours readable (AA: 4.5 for text, 3 for large text and icons).

type Rgb = [number, number, number];

/** #rgb, #rrggbb or #rrggbbaa as 0–255 channels and an alpha 0–1. */
export function parseHex(hex: string): { rgb: Rgb; alpha: number } {
  const h = hex.trim().replace(/^#/, '');
  const full = h.length === 3 || h.length === 4 ? [...h].map((c) => c + c).join('') : h;
  if (!/^([0-9a-f]{6}|[0-9a-f]{8})$/i.test(full)) throw new Error(`not a hex colour: ${hex}`);
  const n = (i: number) => parseInt(full.slice(i, i + 2), 16);
  return { rgb: [n(0), n(2), n(4)], alpha: full.length === 8 ? n(6) / 255 : 1 };
}

/** A translucent colour as it shows over an opaque backdrop. */
export function over(top: string, backdrop: string): Rgb {
  const { rgb, alpha } = parseHex(top);
  const under = parseHex(backdrop).rgb;
  return rgb.map((c, i) => Math.round(c * alpha + under[i]! * (1 - alpha))) as Rgb;
}

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

export const relativeLuminance = ([r, g, b]: Rgb) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

/** The contrast ratio (1–21) of a text colour on a background, each as hex; a translucent background over `page`. */
export function contrastRatio(text: string, background: string, page = '#ffffff'): number {
  const bg = over(background, page);
  const fg = over(text, `#${bg.map((c) => c.toString(16).padStart(2, '0')).join('')}`);
  const [hi, lo] = [relativeLuminance(fg), relativeLuminance(bg)].sort((a, b) => b - a) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
