import type { Locator } from 'playwright-core';

// The shared date field (frontend/src/components/ui/date-field.tsx) shows and takes a day in the
// app's language, not the browser's: tests type it as a person on that page would.

/** '2026-12-31' → '31/12/2026' (Spanish) or '12/31/2026' (English). */
export function shownDay(iso: string, language: 'es' | 'en' = 'es'): string {
  const [y, m, d] = iso.split('-');
  return language === 'es' ? `${d}/${m}/${y}` : `${m}/${d}/${y}`;
}

/** Types the day as shown on a Spanish page, then leaves the field (as a person tabbing on). */
export async function typeDay(field: Locator, iso: string, language: 'es' | 'en' = 'es'): Promise<void> {
  await field.fill(shownDay(iso, language));
  await field.blur();
}

/** The ISO day the field holds (what the form sends), whatever its text. */
export const heldDay = (field: Locator) => field.getAttribute('data-value');
