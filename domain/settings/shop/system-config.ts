import { DEFAULT_SYSTEM_FLAGS, type SystemFlags } from '../../identity/flags';
import { toPesos } from '../../shared/money';
import type { PublicSystemConfigView, SystemConfigView } from '../responses';
import type { ShopMoney } from './money';

// Spec 3's system config: the shop's name, its theme colours, the prices it quotes, and the flags
// that switch whole areas off (domain/identity/flags.ts says what each flag hides). No zod here: the
// app reads the defaults and the view on its first screen; the body's schema is system-config-body.ts,
// the answers' schemas ../responses.ts (imported for their types only).

export type { PublicSystemConfigView, SystemConfigView };

/** ARCHITECTURE 7's path for the whole config (GET on the read-api, PUT on the command-api). */
export const SYSTEM_CONFIG_PATH = '/api/system/config';
/** Its path before issue 39, still answered alike so a client written for it keeps working. */
export const OLD_SYSTEM_CONFIG_PATH = '/api/settings/system';

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
  theme: { primary: '#6200EA', secondary: '#636366', accent: '#6200EA' },
  prices: { smallArrangementCents: 3500, mediumArrangementCents: 5500, largeArrangementCents: 7500 },
  flags: DEFAULT_SYSTEM_FLAGS,
};

export const SYSTEM_CONFIG_MESSAGES = {
  'SETTINGS.SYSTEM_NAME_INVALID': `El nombre del sistema es obligatorio (máximo ${SYSTEM_NAME_MAX} caracteres).`,
  'SETTINGS.COLOUR_INVALID': 'El color debe tener la forma #RRGGBB, p. ej. #6200EA.',
  'SETTINGS.PRICE_INVALID': `El precio debe estar entre 0 y ${QUOTED_PRICE_MAX} con máximo 2 decimales.`,
  'SETTINGS.FLAG_INVALID': 'El indicador debe ser verdadero o falso.',
} as const;
type Code = keyof typeof SYSTEM_CONFIG_MESSAGES;

// Printable text only: no control characters (NUL, line breaks…) and no unpaired surrogate (the edge
// refuses those too; decide() also hears from scripts). A regex, not isWellFormed: the app's lib lacks it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isPrintableName = (s: string) => s.trim().length > 0 && !/\p{Cc}/u.test(s) && !LONE_SURROGATE.test(s);

/** Whether decide() accepts a config arriving from anywhere (the edge checked the body already). */
export function systemConfigProblem(c: SystemConfig): { code: Code; path: string } | undefined {
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

/** GET /api/system/config (system-config): the whole config as the form edits it (prices in pesos, as the PUT takes them). */
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

/** GET /api/system/public-config (anonymous): the name, the theme and the flags (issue 38), the money (43). */
export const publicSystemConfigView = (c: SystemConfig, money: ShopMoney): PublicSystemConfigView => ({
  systemName: c.systemName,
  money: { ...money },
  theme: { ...c.theme },
  flags: { ...c.flags },
});
