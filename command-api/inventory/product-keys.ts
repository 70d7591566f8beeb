import type { Kysely } from 'kysely';
import type { AppDatabase } from '../../infra/db/app-tables';
import { barcodeTaken, skuTaken, type ProductState } from '../../domain/inventory';
import type { CommandHandler } from '../../application/handler';
import { KeyReservations, withReservedKeys, type ReservedKey } from '../../application/key-reservations';
import { loadProduct } from './product-state';

// SKUs (case-insensitive) and barcodes are unique across products: product_keys reserves each key
// for one product before its command is sent (../key-reservations.ts, shared with partners' RFCs).
// A failed command gives back what its product does not hold; the events decide who holds what.

export type KeyKind = 'sku' | 'barcode';

/** Normalized: trimmed, and lower case for a SKU. */
export type ProductKey = ReservedKey<KeyKind>;

export const skuKey = (sku: string): ProductKey => ({
  kind: 'sku',
  key: sku.trim().toLowerCase(),
  given: sku.trim(),
});

/** No key for a missing or blank barcode (the product has none). */
export const barcodeKey = (barcode: string | null | undefined): ProductKey | undefined =>
  barcode?.trim() ? { kind: 'barcode', key: barcode.trim(), given: barcode.trim() } : undefined;

export function holdsKey(state: ProductState, { kind, key }: Pick<ProductKey, 'kind' | 'key'>): boolean {
  if (state.status === 'absent') return false;
  return kind === 'sku' ? skuKey(state.sku).key === key : barcodeKey(state.barcode)?.key === key;
}

export const keyTaken = (k: ProductKey) => (k.kind === 'sku' ? skuTaken(k.given) : barcodeTaken(k.given));

/** product_keys: a product's SKU and barcode, reserved through the shared mechanism. */
export class ProductKeys extends KeyReservations<KeyKind> {
  constructor(db: Kysely<AppDatabase>, handler: CommandHandler) {
    super(db, { table: 'product_keys', owner: 'product_id' }, async (productId, k) =>
      holdsKey((await loadProduct(handler, productId)).state, k),
    );
  }
}

/**
 * Runs a product's command with its keys reserved: a key held by another product refuses it
 * (409, nothing appended); if the command fails, the keys its product does not hold go back.
 */
export function withKeys<T>(
  keys: ProductKeys,
  productId: string,
  wanted: (ProductKey | undefined)[],
  send: () => Promise<T>,
): Promise<T> {
  return withReservedKeys(keys, productId, wanted, keyTaken, send);
}
