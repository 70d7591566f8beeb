import type { ReactNode } from 'react';

// The drawings that stand in for a product's photo (most products have none yet): one for each of
// the shop's kinds of flower, on its category's tint, so the grid reads at a glance (roses red,
// sunflowers yellow, plants green) and never shows a broken-image box. Drawn inline in a 120×120 box.

const STEM = '#5fa36f';
const LEAF = '#7cc08b';

function Stem({ from = 74 }: { from?: number }) {
  return (
    <>
      <path d={`M60 ${from} C60 88 58 98 56 112`} stroke={STEM} strokeWidth="3" fill="none" strokeLinecap="round" />
      <path d="M58 96 C50 89 41 89 37 93 C43 99 51 99 58 96Z" fill={LEAF} />
    </>
  );
}

/** `count` copies of a petal around the centre. */
const around = (count: number, petal: (angle: number) => ReactNode) =>
  Array.from({ length: count }, (_, i) => petal((360 / count) * i));

const daisy = (color: string, r = 1) => (
  <>
    {around(6, (a) => (
      <ellipse key={a} rx={11 * r} ry={20 * r} transform={`rotate(${a}) translate(0 ${-18 * r})`} fill={color} />
    ))}
    <circle r={10 * r} fill="#fff" opacity="0.9" />
  </>
);

const DRAWINGS = {
  flower: (c: string) => (
    <>
      <Stem />
      <g transform="translate(60 52)">{daisy(c)}</g>
    </>
  ),
  rose: (c: string) => (
    <>
      <Stem from={70} />
      <g transform="translate(60 48)">
        <circle r="25" fill={c} />
        <circle r="17" fill="#c2264a" opacity="0.35" />
        <path
          d="M-9 0 A9 9 0 1 1 0 9 A6 6 0 1 1 -4 -3 A3 3 0 1 1 1 1"
          stroke="#a3173a"
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
        />
      </g>
    </>
  ),
  tulip: (c: string) => (
    <>
      <Stem from={66} />
      <path d="M40 28 L48 42 L54 24 L60 40 L66 24 L72 42 L80 28 C83 52 74 68 60 68 C46 68 37 52 40 28Z" fill={c} />
    </>
  ),
  sunflower: (c: string) => (
    <>
      <Stem />
      <g transform="translate(60 50)">
        {around(14, (a) => (
          <ellipse key={a} rx="6" ry="16" transform={`rotate(${a}) translate(0 -20)`} fill={c} />
        ))}
        <circle r="14" fill="#7a4b1e" />
        <circle r="9" fill="#5c3712" />
      </g>
    </>
  ),
  lily: (c: string) => (
    <>
      <Stem />
      <g transform="translate(60 50)">
        {around(6, (a) => (
          <path key={a} d="M0 0 C8 -10 6 -26 0 -34 C-6 -26 -8 -10 0 0Z" transform={`rotate(${a})`} fill={c} />
        ))}
        {around(5, (a) => (
          <path key={a} d="M0 0 L0 -14" transform={`rotate(${a + 18})`} stroke="#e07a1f" strokeWidth="2" />
        ))}
      </g>
    </>
  ),
  orchid: (c: string) => (
    <>
      <path d="M60 112 C62 96 70 84 82 78" stroke={STEM} strokeWidth="3" fill="none" strokeLinecap="round" />
      <g transform="translate(58 52)">
        {[0, 72, 144, 216, 288].map((a) => (
          <ellipse key={a} rx="13" ry="19" transform={`rotate(${a}) translate(0 -16)`} fill={c} opacity="0.9" />
        ))}
        <ellipse rx="9" ry="11" cy="6" fill="#8e44d6" />
        <circle r="4" cy="-2" fill="#fff" />
      </g>
    </>
  ),
  plant: (c: string) => (
    <>
      <path d="M60 78 C44 70 30 52 34 34 C48 40 58 58 60 78Z" fill={c} />
      <path d="M60 78 C76 70 90 52 86 34 C72 40 62 58 60 78Z" fill={c} opacity="0.85" />
      <path d="M60 78 C56 58 58 38 60 24 C64 38 66 58 60 78Z" fill="#3f9a5c" />
      <path d="M42 78 H78 L73 108 H47Z" fill="#d9825b" />
      <rect x="39" y="74" width="42" height="8" rx="3" fill="#c46d47" />
    </>
  ),
  fern: (c: string) => (
    <>
      <path d="M60 112 C58 84 62 50 72 22" stroke={STEM} strokeWidth="3" fill="none" strokeLinecap="round" />
      {[96, 84, 72, 60, 48, 36].map((y, i) => (
        <g key={y} fill={c}>
          <ellipse cx={48 + i * 1.6} cy={y} rx={13 - i} ry="5" transform={`rotate(-25 ${48 + i * 1.6} ${y})`} />
          <ellipse cx={74 + i * 1.6} cy={y - 4} rx={13 - i} ry="5" transform={`rotate(25 ${74 + i * 1.6} ${y - 4})`} />
        </g>
      ))}
    </>
  ),
  bouquet: (c: string) => (
    <>
      <path d="M36 66 L60 112 L84 66Z" fill="#f3d9b1" />
      <path d="M36 66 L60 112 L60 66Z" fill="#e8c594" />
      <g transform="translate(44 50)">{daisy('#ff8fb1', 0.6)}</g>
      <g transform="translate(76 50)">{daisy('#b68cf5', 0.6)}</g>
      <g transform="translate(60 36)">{daisy(c, 0.7)}</g>
    </>
  ),
};
type Drawing = keyof typeof DRAWINGS;

/** The shop's categories: which drawing, on which tint, in which colour. */
const KINDS: Record<string, [Drawing, string, string]> = {
  rosas: ['rose', '#ffe3ea', '#f0506e'],
  tulipanes: ['tulip', '#ffe9dc', '#ff7a59'],
  orquídeas: ['orchid', '#f1e6ff', '#c9a4f7'],
  girasoles: ['sunflower', '#fff4d6', '#f5b83d'],
  lirios: ['lily', '#fff0f5', '#ffc2d6'],
  arreglos: ['bouquet', '#e8f4ff', '#f5b83d'],
  plantas: ['plant', '#e3f6e8', '#4caf6e'],
  follaje: ['fern', '#e6f4ea', '#6fbf8a'],
};
const OTHERS: [string, string][] = [
  ['#ffe3ec', '#ff8fb1'],
  ['#f1e6ff', '#b68cf5'],
  ['#fff4d6', '#f5b83d'],
  ['#e2f1ff', '#6aaaf0'],
];

function kindOf(category: string): [Drawing, string, string] {
  const known = KINDS[category.trim().toLowerCase()];
  if (known) return known;
  const [bg, color] = OTHERS[[...category].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7) % OTHERS.length]!;
  return ['flower', bg, color];
}

/** The drawing for a category (an unknown one gets a flower on one of a few tints, always the same for it). */
export function FlowerArt({ category }: { category: string }) {
  const [drawing, background, color] = kindOf(category);
  return (
    <svg className="sf-placeholder" viewBox="0 0 120 120" role="presentation" style={{ background }}>
      {DRAWINGS[drawing](color)}
    </svg>
  );
}
