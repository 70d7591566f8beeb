import { z } from 'zod';
import { hasAtMostDecimals } from '../shared/money';
import { PARTNER_MESSAGES as M, partnerInvalid } from './partner/errors';

// A commission, a partner's default and an agreement item's own: percent with one decimal in the
// bodies, tenths of a percent in the events. decide() re-checks what the HTTP schemas already
// checked, because commands also come from reactors, scripts and the demo seed.

export const toTenths = (percent: number) => Math.round(percent * 10);
/** Spec 9: 20 % unless the partner or the item says otherwise. */
export const DEFAULT_COMMISSION = 20;

export const commission = z
  .number({ error: M['PARTNER.COMMISSION_RANGE'] })
  .min(0, { error: M['PARTNER.COMMISSION_RANGE'] })
  .max(100, { error: M['PARTNER.COMMISSION_RANGE'] })
  .refine((n) => hasAtMostDecimals(n, 1), { error: M['PARTNER.COMMISSION_STEP'] });

/** A commission in percent: 0–100 with at most one decimal (spec 5), kept as tenths of a percent. */
export function checkCommission(percent: unknown, path: string): number {
  if (typeof percent !== 'number' || !Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw partnerInvalid('PARTNER.COMMISSION_RANGE', path);
  }
  if (!hasAtMostDecimals(percent, 1)) throw partnerInvalid('PARTNER.COMMISSION_STEP', path);
  return toTenths(percent);
}
