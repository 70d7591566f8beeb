import { useMemo } from 'react';
import type { BillingSettings, DocumentFormat } from '@domain/billing';
import { initialSettings } from '@domain/settings';
import { formatMoney, shopMoney } from '@/lib/money';
import { useBillingSettingsQuery } from '../api/reads';
import { useOfflineMode } from '../offline/store';

// Spec 1 and 9: billing shows dd/mm/yyyy and IVA 19 % — configurable, so read from GET
// /api/billing/settings; amounts in the shop's one money (issue 43), as every screen. Offline, the
// rate last read (kept in browser storage) stands in, so the modal's totals are the ones an offline
// save records; the defaults stand in for the rest.
const DEFAULTS = initialSettings();

export interface BillingFormat {
  area: DocumentFormat;
  taxRateBasisPoints: number;
  money: (pesos: number) => string;
}

/** The answer names the rate in percent (19); the arithmetic works in basis points (1900). */
const basisPointsOf = (s: BillingSettings) => Math.round(s.taxRate * 100);

export function useBillingSettings(online = true): BillingFormat {
  const { data } = useBillingSettingsQuery(online);
  const rememberedRate = useOfflineMode((s) => s.taxRateBasisPoints);
  return useMemo(() => {
    const area: DocumentFormat = data
      ? { currency: data.currency, locale: data.locale, decimals: data.decimals, dateFormat: data.dateFormat }
      : { ...shopMoney(), dateFormat: DEFAULTS.areas.billing.dateFormat };
    return {
      area,
      taxRateBasisPoints: data ? basisPointsOf(data) : rememberedRate,
      money: formatMoney,
    };
  }, [data, rememberedRate]);
}
