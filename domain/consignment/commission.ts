import { hasAtMostDecimals } from './agreement/commands';
import { consignmentInvalid } from './agreement/errors';

// Checks shared by partners and agreements. decide() re-checks what the HTTP schemas already
// checked, because commands also come from reactors, scripts and the demo seed.

export const trimmed = (s: string | null | undefined) => (typeof s === 'string' ? s.trim() : '');

/** A commission in percent: 0–100 with at most one decimal (spec 5), kept as tenths of a percent. */
export function checkCommission(percent: unknown, path: string): number {
  if (typeof percent !== 'number' || !Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw consignmentInvalid('PARTNER.COMMISSION_RANGE', path);
  }
  if (!hasAtMostDecimals(percent, 1)) throw consignmentInvalid('PARTNER.COMMISSION_STEP', path);
  return Math.round(percent * 10);
}

/** Deep equality of plain event data; key order may differ once stored (jsonb reorders keys). */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b;
  const [ka, kb] = [Object.keys(a), Object.keys(b)];
  return (
    ka.length === kb.length &&
    ka.every((k) => sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}
