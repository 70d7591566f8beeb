// Issue 44: a product's freshness facts as the reads answer them (absent on older reads), for
// every form that receives stock — the warehouse's and the desktop inventory's.

/** A product's default vase life, when the read answers it (issue 44); null: not perishable. */
export const vaseLifeOf = (p: object | null | undefined): number | null => {
  const days = (p as { vaseLifeDays?: number | null } | null | undefined)?.vaseLifeDays;
  return typeof days === 'number' ? days : null;
};
export const requiresLotsOf = (p: object | null | undefined): boolean =>
  (p as { requiresLots?: boolean } | null | undefined)?.requiresLots === true;
