import type { ToastOptions } from '@/stores/toast-store';
import {
  EXPIRING_WITHIN_DAYS,
  MOVEMENT_TYPES,
  REFERENCED_TYPES,
  WASTE_CAUSES,
  type LedgerEntryType,
  type MovementType,
} from '@domain/inventory';

// Spec 9: toasts on the inventory screens stay 5000 ms, at most 20, top-right.
export const INVENTORY_TOASTS: ToastOptions = {
  timeoutMs: 5000,
  max: 20,
  placement: 'top-right',
  name: 'inventory-toasts',
};
export const PRODUCTS_PAGE_SIZE = 20;
export const MOVEMENTS_PAGE_SIZE = 25;
/** Spec 9: the low-stock report shows the top 10. */
export const LOW_STOCK_TOP = 10;
/** Rows per import request: small enough for a quick answer, large enough for few round trips. */
export const IMPORT_CHUNK_ROWS = 500;

/** EXPIRING_WITHIN_DAYS (issue 44): the landing's "Por vencer" counts lots whose sell-by is within these days. */
export { EXPIRING_WITHIN_DAYS, MOVEMENT_TYPES, WASTE_CAUSES, type LedgerEntryType, type MovementType };
export const needsReference = (type: MovementType) => REFERENCED_TYPES.includes(type);

/** The i18n key of a ledger line's type; an adjustment says which way it went when known. */
export function movementLabelKey(type: LedgerEntryType, unitsDelta?: number): string {
  if (type === 'adjustment' && unitsDelta !== undefined && unitsDelta !== 0) {
    return unitsDelta > 0 ? 'inventory.types.adjustmentIn' : 'inventory.types.adjustmentOut';
  }
  return `inventory.types.${type}`;
}
