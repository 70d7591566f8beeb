import { initialSettings } from '@domain/settings';
import type { Area } from '@domain/settings';

// Spec 1: inventory and consignment amounts in Mexican pesos with es-MX formatting; both features
// use it, so it lives in lib. The per-area currency and locale come from one place, the settings
// aggregate's defaults, so an area that is reconfigured (PUT /api/settings/areas/:area) changes
// here and nowhere else.
const AREAS = initialSettings().areas;

export interface AreaFormat {
  currency: string;
  locale: string;
}

export const areaFormat = (area: Area): AreaFormat => ({
  currency: AREAS[area].currency,
  locale: AREAS[area].locale,
});

const moneyFormatters = new Map<Area, Intl.NumberFormat>();
const dateTimeFormatters = new Map<Area, Intl.DateTimeFormat>();

/**
 * 1234.5 → "$1,234.50" in the area's currency (inventory and consignment: es-MX/MXN). null is a sum
 * the API could not give exactly (too large for a JavaScript number): shown as a dash, never rounded.
 */
export function formatMoney(amount: number | null, area: Area = 'inventory'): string {
  if (amount === null) return '—';
  let formatter = moneyFormatters.get(area);
  if (!formatter) {
    const { locale, currency } = areaFormat(area);
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    moneyFormatters.set(area, formatter);
  }
  return formatter.format(amount);
}

export function formatDateTime(iso: string, area: Area = 'inventory'): string {
  let formatter = dateTimeFormatters.get(area);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(areaFormat(area).locale, { dateStyle: 'short', timeStyle: 'short' });
    dateTimeFormatters.set(area, formatter);
  }
  return formatter.format(new Date(iso));
}

export const formatCount = (n: number, area: Area = 'inventory') => n.toLocaleString(areaFormat(area).locale);
