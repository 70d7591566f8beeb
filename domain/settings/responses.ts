import { z } from 'zod';

// The system config's answers (issue 39): what the read-api's GETs send, as zod schemas whose types
// the app imports. They describe the answers; the body's rules (hex colours, two decimals) are the
// PUT's, in shop/system-config-body.ts.

const colour = z.string().describe('#RRGGBB');

/** The theme as the app's CSS variables: --primary, --secondary (secondary text), --accent (stat cards, timelines). */
const ThemeView = z.object({ primary: colour, secondary: colour, accent: colour });

/** Spec 3's flags: each switches a whole area off (domain/identity/flags.ts says what each one hides). */
const FlagsView = z.object({
  enableSubscriptions: z.boolean(),
  enableDeliveryTracking: z.boolean(),
  enableBotSupport: z.boolean(),
});

/**
 * GET /api/system/public-config (anonymous): what the storefront needs before anyone signs in — the
 * name, the theme, the flags that hide screens and the shop's money. The quoted prices and `customized` stay with the
 * operators' GET /api/system/config (issue 38: only what a visitor's screen uses is public).
 */
/** Issue 43: the shop's one money, how every amount reads (shop/money.ts). */
export const ShopMoneyView = z.object({
  currency: z.string().describe('ISO 4217, p. ej. USD'),
  locale: z.string().describe('BCP 47, p. ej. en-US'),
  decimals: z.number().int(),
});

export const PublicSystemConfigView = z.object({
  systemName: z.string(),
  money: ShopMoneyView,
  theme: ThemeView,
  flags: FlagsView,
});
export type PublicSystemConfigView = z.infer<typeof PublicSystemConfigView>;

/**
 * GET /api/system/config (system-config): the whole config as the form edits it (prices in pesos, as
 * the PUT takes them). A PUT may send it back as it came: `customized` is computed, and must then be
 * what the server says.
 */
export const SystemConfigView = z.object({
  systemName: z.string(),
  theme: ThemeView,
  /** Spec 9's canned prices, what the shop quotes for a small, medium and large arrangement (pesos). */
  prices: z.object({ smallArrangement: z.number(), mediumArrangement: z.number(), largeArrangement: z.number() }),
  flags: FlagsView,
  /** Whether any setting was ever changed from the spec's defaults (computed by the server). */
  customized: z.boolean(),
});
export type SystemConfigView = z.infer<typeof SystemConfigView>;
