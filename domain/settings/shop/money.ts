// Issue 43: the shop has one money. Spec 1 leaves the currency open ("both readings stand": MXN/es-MX
// for inventory and consignment, COP with two decimals for billing); a shop must not, so the owner
// chooses it once and every screen, PDF, export, the storefront, the bot and the books show it. The
// spec's two readings are two presets of this one choice (docs/decisions/0135-one-money-per-shop.md).
// No zod here: the app's first screen formats amounts with it; the schemas are in commands.ts and
// ../responses.ts.

export interface ShopMoney {
  /** ISO 4217, e.g. 'USD'. */
  currency: string;
  /** BCP 47, e.g. 'en-US': where the symbol goes and which separators. */
  locale: string;
  /** Digits after the decimal point every amount is shown with (amounts keep at most two). */
  decimals: number;
}

/** A Miami flower shop's: dollars, as its customers read them. */
export const DEFAULT_SHOP_MONEY: ShopMoney = { currency: 'USD', locale: 'en-US', decimals: 2 };

/** The choices the settings screen offers: the shop's own and the spec's two readings. */
export const MONEY_PRESETS: readonly ShopMoney[] = [
  DEFAULT_SHOP_MONEY,
  { currency: 'MXN', locale: 'es-MX', decimals: 2 },
  { currency: 'COP', locale: 'es-CO', decimals: 2 },
];

export const MONEY_DECIMALS_MAX = 2;

export const sameMoney = (a: ShopMoney, b: ShopMoney) =>
  a.currency === b.currency && a.locale === b.locale && a.decimals === b.decimals;

/** Every amount of the shop as text: one formatter per money, made once. */
const formatters = new Map<string, Intl.NumberFormat>();
export function moneyFormat(money: ShopMoney): Intl.NumberFormat {
  const key = `${money.locale}|${money.currency}|${money.decimals}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(money.locale, {
      style: 'currency',
      currency: money.currency,
      minimumFractionDigits: money.decimals,
      maximumFractionDigits: money.decimals,
    });
    formatters.set(key, f);
  }
  return f;
}
