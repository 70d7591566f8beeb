// Money as every area keeps it: amounts arrive in pesos with at most two decimals and are held as
// integer centavos (commissions: percent with one decimal, held as tenths). One definition for the
// schemas, the deciders, the command-api's comparisons and the app's forms.

/** Whether `n` has at most `digits` decimals (within float noise: 0.1 + 0.2 counts as 0.3). */
export const hasAtMostDecimals = (n: number, digits: number) =>
  Math.abs(Math.round(n * 10 ** digits) - n * 10 ** digits) < 1e-6;
export const hasAtMostTwoDecimals = (n: number) => hasAtMostDecimals(n, 2);
export const toCents = (pesos: number) => Math.round(pesos * 100);
/** Centavos (a number, or bigint text as pg hands a bigint column over) as pesos, the display unit. */
export const toPesos = (cents: number | string | bigint) => Number(cents) / 100;
/**
 * A sum of centavos (numeric text from SQL, where it never overflows) as pesos, or null when a
 * JavaScript number cannot hold it exactly: no screen shows a figure that is off by some units.
 */
export function exactPesos(cents: string): number | null {
  const n = Number(cents);
  return Number.isSafeInteger(n) ? n / 100 : null;
}
