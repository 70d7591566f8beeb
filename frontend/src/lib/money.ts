import { useSyncExternalStore } from 'react';
import { DEFAULT_SHOP_MONEY, moneyFormat, sameMoney, type ShopMoney } from '@domain/settings/shop/money';

// Issue 43: the shop's one money (PUT /api/settings/money), the same on every screen. Every area
// formats amounts with it; the app learns it from GET /api/system/public-config (lib/system-config.ts
// sets it before the first screen draws) and keeps the last one read for the next start and for
// offline use. Dates and counts read as the spec's Spanish screens do (es-MX).

const REMEMBERED = 'flora.money';
const DISPLAY_LOCALE = 'es-MX';

function remembered(): ShopMoney | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(REMEMBERED) ?? 'null') as ShopMoney | null;
    if (kept && typeof kept.currency === 'string' && typeof kept.locale === 'string') {
      moneyFormat(kept); // throws on a value Intl refuses: then the default
      return kept;
    }
  } catch {
    // storage unavailable or a value from another version: the default stands
  }
  return undefined;
}

let current: ShopMoney = remembered() ?? DEFAULT_SHOP_MONEY;
const listeners = new Set<() => void>();
const keyOf = (m: ShopMoney) => `${m.currency}|${m.locale}|${m.decimals}`;

/**
 * The money's key, read by the app's root: a change (saved in Ajustes here, or read from the public
 * config after another device saved it) draws every screen again with it, not only after a reload.
 * Screens format amounts as they draw (formatMoney), and the compiler keeps unchanged children as
 * they were: only a new key at the root reaches them all.
 */
export const useShopMoneyKey = (): string =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => keyOf(current),
  );

/** The money every amount is shown in. */
export const shopMoney = (): ShopMoney => current;

/** The money the server says the shop uses; kept for the next start. */
export function setShopMoney(money: ShopMoney): void {
  if (sameMoney(money, current)) return;
  current = { currency: money.currency, locale: money.locale, decimals: money.decimals };
  try {
    localStorage.setItem(REMEMBERED, JSON.stringify(current));
  } catch {
    // private mode: the app still shows the right money until it closes
  }
  for (const listener of listeners) listener();
}

/**
 * 1234.5 → "$1,234.50" in the shop's money. null is a sum the API could not give exactly (too large
 * for a JavaScript number): shown as a dash, never rounded.
 */
export function formatMoney(amount: number | null): string {
  if (amount === null) return '—';
  return moneyFormat(current).format(amount);
}

/** Whole units of the shop's money ("$1,235"), for chart axes and big figures. */
export function formatWholeMoney(amount: number): string {
  return moneyFormat({ ...current, decimals: 0 }).format(amount);
}

const dateTime = new Intl.DateTimeFormat(DISPLAY_LOCALE, { dateStyle: 'short', timeStyle: 'short' });

export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

export const formatCount = (n: number) => n.toLocaleString(DISPLAY_LOCALE);
