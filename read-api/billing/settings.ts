import type { BillingSettings } from '../../domain/billing';
import { shopSettings, type SettingsReader } from '../shared/shop-settings';

// The billing area's settings and the tax rate, from the shop's settings stream (read on every
// request, so a changed rate shows at once in the modal's live totals).

export type { BillingSettings };

export async function billingSettings(store: SettingsReader): Promise<BillingSettings> {
  const state = await shopSettings(store);
  const { currency, locale, dateFormat } = state.areas.billing;
  return { taxRate: state.taxRateBasisPoints / 100, currency, locale, dateFormat };
}
