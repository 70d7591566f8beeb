import { useMemo } from 'react';
import { moneyFormatter } from '@domain/billing';
import type { BillingSettings } from '@domain/billing';
import type { AreaSettings } from '@domain/settings';
import { initialSettings } from '@domain/settings';
import { useBillingSettingsQuery } from '../api/reads';
import { useOfflineMode } from '../offline/store';

// Spec 1 and 9: billing shows COP with 2 decimals, dd/mm/yyyy, IVA 19 % — configurable, so read
// from GET /api/billing/settings. Offline, the rate last read (kept in browser storage) stands in, so
// the modal's totals are the ones an offline save records; the defaults stand in for the rest.
const DEFAULTS = initialSettings();

export interface BillingFormat {
  area: AreaSettings;
  taxRateBasisPoints: number;
  money: (pesos: number) => string;
}

/** The answer names the rate in percent (19); the arithmetic works in basis points (1900). */
const basisPointsOf = (s: BillingSettings) => Math.round(s.taxRate * 100);

export function useBillingSettings(online = true): BillingFormat {
  const { data } = useBillingSettingsQuery(online);
  const rememberedRate = useOfflineMode((s) => s.taxRateBasisPoints);
  return useMemo(() => {
    const area: AreaSettings = data
      ? { currency: data.currency, locale: data.locale, dateFormat: data.dateFormat }
      : DEFAULTS.areas.billing;
    const formatter = moneyFormatter(area);
    return {
      area,
      taxRateBasisPoints: data ? basisPointsOf(data) : rememberedRate,
      money: (n: number) => formatter.format(n),
    };
  }, [data, rememberedRate]);
}
