// Plain-value helpers the deciders share: commands come from scripts and reactors as well as from
// the HTTP schemas, so a decider reads what it is given defensively.

/** A text field as given, trimmed; anything else (missing, null, not text) reads as ''. */
export const trimmed = (s: string | null | undefined) => (typeof s === 'string' ? s.trim() : '');

/** Deep equality of plain event data; key order may differ once stored (jsonb reorders keys). */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b;
  const [ka, kb] = [Object.keys(a), Object.keys(b)];
  return (
    ka.length === kb.length &&
    ka.every((k) => sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}
