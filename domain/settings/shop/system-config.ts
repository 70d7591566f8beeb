import { z } from 'zod';
import { DEFAULT_SYSTEM_FLAGS, type SystemFlags } from '../../identity/flags';
import { hasAtMostTwoDecimals, toCents, toPesos } from '../../shared/money';

// Spec 3's system config: the shop's name, its theme colours, the prices it quotes, and the flags
// that switch whole areas off (domain/identity/flags.ts says what each flag hides).

/** '#RRGGBB': what <input type="color"> gives and a CSS variable takes. */
export const isHexColour = (s: string) => /^#[0-9A-Fa-f]{6}$/.test(s);
export const SYSTEM_NAME_MAX = 60;
export const QUOTED_PRICE_MAX = 100_000;

/** The theme as the app's CSS variables: --primary, --secondary (secondary text), --accent (stat cards, timelines). */
export interface ThemeColours {
  primary: string;
  secondary: string;
  accent: string;
}

/**
 * "Prices" of spec 3, read from spec 9's canned prices: what the shop quotes for a small, medium and
 * large arrangement ("from $35 / $55 / $75") — the storefront and the bot show them. Centavos.
 */
export interface QuotedPrices {
  smallArrangementCents: number;
  mediumArrangementCents: number;
  largeArrangementCents: number;
}

export interface SystemConfig {
  systemName: string;
  theme: ThemeColours;
  prices: QuotedPrices;
  flags: SystemFlags;
}

/** Spec 9: primary #6200EA; secondary and accent as the app's CSS has them (--secondary; --accent falls back to --primary). */
export const DEFAULT_SYSTEM_CONFIG: SystemConfig = {
  systemName: 'Flora',
  theme: { primary: '#6200EA', secondary: '#8A8A8E', accent: '#6200EA' },
  prices: { smallArrangementCents: 3500, mediumArrangementCents: 5500, largeArrangementCents: 7500 },
  flags: DEFAULT_SYSTEM_FLAGS,
};

export const SYSTEM_CONFIG_MESSAGES = {
  'SETTINGS.SYSTEM_NAME_INVALID': `El nombre del sistema es obligatorio (máximo ${SYSTEM_NAME_MAX} caracteres).`,
  'SETTINGS.COLOUR_INVALID': 'El color debe tener la forma #RRGGBB, p. ej. #6200EA.',
  'SETTINGS.PRICE_INVALID': `El precio debe estar entre 0 y ${QUOTED_PRICE_MAX} con máximo 2 decimales.`,
  'SETTINGS.FLAG_INVALID': 'El indicador debe ser verdadero o falso.',
} as const;
const M = SYSTEM_CONFIG_MESSAGES;

// Printable text only: no control characters (NUL, line breaks…) and no unpaired surrogate (the edge
// refuses those too; decide() also hears from scripts). A regex, not isWellFormed: the app's lib lacks it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isPrintableName = (s: string) => s.trim().length > 0 && !/\p{Cc}/u.test(s) && !LONE_SURROGATE.test(s);

const colour = z
  .string({ error: M['SETTINGS.COLOUR_INVALID'] })
  .max(7)
  .refine(isHexColour, { error: M['SETTINGS.COLOUR_INVALID'] });
const price = z
  .number({ error: M['SETTINGS.PRICE_INVALID'] })
  .min(0, { error: M['SETTINGS.PRICE_INVALID'] })
  .max(QUOTED_PRICE_MAX, { error: M['SETTINGS.PRICE_INVALID'] })
  .refine(hasAtMostTwoDecimals, { error: M['SETTINGS.PRICE_INVALID'] });
const flag = z.boolean({ error: M['SETTINGS.FLAG_INVALID'] });

/** PUT /api/settings/system: the whole config at once, prices in pesos (the form's unit). */
export const configureSystemBody = z
  .object({
    systemName: z
      .string({ error: M['SETTINGS.SYSTEM_NAME_INVALID'] })
      .max(SYSTEM_NAME_MAX, { error: M['SETTINGS.SYSTEM_NAME_INVALID'], abort: true })
      .refine(isPrintableName, { error: M['SETTINGS.SYSTEM_NAME_INVALID'] }),
    theme: z.object({ primary: colour, secondary: colour, accent: colour }).strict(),
    prices: z.object({ smallArrangement: price, mediumArrangement: price, largeArrangement: price }).strict(),
    flags: z.object({ enableSubscriptions: flag, enableDeliveryTracking: flag, enableBotSupport: flag }).strict(),
  })
  .strict();
export type ConfigureSystemBody = z.infer<typeof configureSystemBody>;

/** The body as the event holds it: name trimmed, colours uppercased, prices in centavos. */
export function systemConfigOf(body: ConfigureSystemBody): SystemConfig {
  const p = body.prices;
  return {
    systemName: body.systemName.trim(),
    theme: {
      primary: body.theme.primary.toUpperCase(),
      secondary: body.theme.secondary.toUpperCase(),
      accent: body.theme.accent.toUpperCase(),
    },
    prices: {
      smallArrangementCents: toCents(p.smallArrangement),
      mediumArrangementCents: toCents(p.mediumArrangement),
      largeArrangementCents: toCents(p.largeArrangement),
    },
    flags: { ...body.flags },
  };
}

/** Whether decide() accepts a config arriving from anywhere (the edge checked the body already). */
export function systemConfigProblem(c: SystemConfig): { code: keyof typeof M; path: string } | undefined {
  if (typeof c.systemName !== 'string' || c.systemName.length > SYSTEM_NAME_MAX || !isPrintableName(c.systemName))
    return { code: 'SETTINGS.SYSTEM_NAME_INVALID', path: 'systemName' };
  for (const key of ['primary', 'secondary', 'accent'] as const)
    if (!isHexColour(String(c.theme?.[key]))) return { code: 'SETTINGS.COLOUR_INVALID', path: `theme.${key}` };
  for (const [key, cents] of Object.entries(c.prices ?? {}))
    if (!Number.isSafeInteger(cents) || cents < 0 || cents > QUOTED_PRICE_MAX * 100)
      return { code: 'SETTINGS.PRICE_INVALID', path: `prices.${key}` };
  for (const [key, on] of Object.entries(c.flags ?? {}))
    if (typeof on !== 'boolean') return { code: 'SETTINGS.FLAG_INVALID', path: `flags.${key}` };
  return undefined;
}

/** Field by field, so key order (a replayed event's JSON) never makes two equal configs differ. */
const fieldsOf = (c: SystemConfig) => [
  c.systemName,
  c.theme.primary,
  c.theme.secondary,
  c.theme.accent,
  c.prices.smallArrangementCents,
  c.prices.mediumArrangementCents,
  c.prices.largeArrangementCents,
  c.flags.enableSubscriptions,
  c.flags.enableDeliveryTracking,
  c.flags.enableBotSupport,
];
export const sameSystemConfig = (a: SystemConfig, b: SystemConfig) => fieldsOf(a).every((v, i) => v === fieldsOf(b)[i]);

/** GET /api/settings/system: what the app and the storefront read (prices in pesos, as the PUT takes them). */
export type SystemConfigView = ConfigureSystemBody & { customized: boolean };

export function systemConfigView(c: SystemConfig, customized: boolean): SystemConfigView {
  const p = c.prices;
  return {
    systemName: c.systemName,
    theme: { ...c.theme },
    prices: {
      smallArrangement: toPesos(p.smallArrangementCents),
      mediumArrangement: toPesos(p.mediumArrangementCents),
      largeArrangement: toPesos(p.largeArrangementCents),
    },
    flags: { ...c.flags },
    customized,
  };
}
