import type { LotStatus } from '@domain/inventory';
import { NO_LOT } from '@domain/inventory';
import { dayOrderOf, dayText } from '@/lib/day-text';

// Issue 44: how a lot reads on the screens — its code or "Sin lote", its days in the app's language.

type T = (key: string, options?: Record<string, unknown>) => string;

/** '2026-12-02' → '02/12/2026' in Spanish, '12/02/2026' in English; the day of an instant too. */
export const lotDay = (iso: string | null | undefined, language: string) =>
  iso ? dayText(iso.slice(0, 10), dayOrderOf(language)) : '';

/** '2026-12-02' → '02/12' (the counter's and the pickers' short form: the year is this one). */
export const shortLotDay = (iso: string | null | undefined, language: string) => lotDay(iso, language).slice(0, 5);

/** A lot's name: its code, else its supplier, else "Sin lote" for units from before lots. */
export function lotName(lot: { lotId: string; code?: string | null; supplier?: string | null }, t: T): string {
  if (lot.lotId === NO_LOT) return t('inventory.lots.none');
  return lot.code || lot.supplier || t('inventory.lots.unnamed');
}

/** The badge's tone of a lot's state: fresh green, expiring orange, expired red. */
export const LOT_TONE: Record<LotStatus, string> = { fresh: 'success', expiring: 'warning', expired: 'danger' };
