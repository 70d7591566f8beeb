import { sql, type Kysely } from 'kysely';
import { barcodeTaken, skuTaken, type ProductState } from '../../domain/inventory';
import type { CommandHandler } from '../handler';
import { loadProduct } from './product-state';

// SKUs (case-insensitive) and barcodes are unique across products: product_keys reserves each key
// for one product before its command is sent, like user_credentials reserves an email. A failed
// command gives back what its product does not hold; the events decide who holds what.

export type KeyKind = 'sku' | 'barcode';

export interface ProductKey {
  kind: KeyKind;
  /** Normalized: trimmed, and lower case for a SKU. */
  key: string;
  /** As the staff typed it, for the refusal. */
  given: string;
}

export const skuKey = (sku: string): ProductKey => ({ kind: 'sku', key: sku.trim().toLowerCase(), given: sku.trim() });

/** No key for a missing or blank barcode (the product has none). */
export const barcodeKey = (barcode: string | null | undefined): ProductKey | undefined =>
  barcode?.trim() ? { kind: 'barcode', key: barcode.trim(), given: barcode.trim() } : undefined;

export function holdsKey(state: ProductState, { kind, key }: Pick<ProductKey, 'kind' | 'key'>): boolean {
  if (state.status === 'absent') return false;
  return kind === 'sku' ? skuKey(state.sku).key === key : barcodeKey(state.barcode)?.key === key;
}

export const keyTaken = (k: ProductKey) => (k.kind === 'sku' ? skuTaken(k.given) : barcodeTaken(k.given));

/** A reservation this old whose product does not hold the key is a command that died half-way. */
const STALE_RESERVATION = '1 minute';

export class ProductKeys {
  constructor(
    private readonly db: Kysely<any>,
    private readonly handler: CommandHandler,
  ) {}

  /** Claims the key for the product; the product finding its own reservation (a repeat) keeps it. */
  async reserve(productId: string, k: ProductKey): Promise<'reserved' | 'taken'> {
    for (let tries = 0; tries < 3; tries++) {
      const { rows } = await sql<{ product_id: string }>`
        insert into product_keys (kind, key, product_id) values (${k.kind}, ${k.key}, ${productId})
        on conflict do nothing returning product_id`.execute(this.db);
      if (rows.length > 0) return 'reserved';
      const holder = await this.holder(k);
      if (!holder) continue; // given back between our insert and our read
      if (holder.productId === productId) return 'reserved';
      if (!holder.stale || (await this.holds(holder.productId, k))) return 'taken';
      await sql`delete from product_keys where kind = ${k.kind} and key = ${k.key} and product_id = ${holder.productId}`.execute(this.db);
    }
    return 'taken';
  }

  /** The product a key is reserved for (perhaps by a command still running). */
  async holderOf(k: Pick<ProductKey, 'kind' | 'key'>): Promise<string | undefined> {
    return (await this.holder(k))?.productId;
  }

  /** The product's keys of a kind, as reserved now. */
  async keysOf(productId: string, kind: KeyKind): Promise<ProductKey[]> {
    const { rows } = await sql<{ key: string }>`
      select key from product_keys where product_id = ${productId} and kind = ${kind}`.execute(this.db);
    return rows.map((r) => ({ kind, key: r.key, given: r.key }));
  }

  /** Gives back those of `keys` the product does not hold (after a failed command, or an old barcode). */
  async releaseUnheld(productId: string, keys: ProductKey[]): Promise<void> {
    if (keys.length === 0) return;
    const { state } = await loadProduct(this.handler, productId);
    for (const k of keys.filter((x) => !holdsKey(state, x))) {
      await sql`delete from product_keys where kind = ${k.kind} and key = ${k.key} and product_id = ${productId}`.execute(this.db);
    }
  }

  private async holds(productId: string, k: ProductKey): Promise<boolean> {
    return holdsKey((await loadProduct(this.handler, productId)).state, k);
  }

  private async holder({ kind, key }: Pick<ProductKey, 'kind' | 'key'>) {
    const { rows } = await sql<{ product_id: string; stale: boolean }>`
      select product_id, reserved_at < now() - ${STALE_RESERVATION}::interval as stale
        from product_keys where kind = ${kind} and key = ${key}`.execute(this.db);
    return rows[0] ? { productId: rows[0].product_id, stale: rows[0].stale } : undefined;
  }
}

/**
 * Runs a product's command with its keys reserved: a key held by another product refuses it
 * (409, nothing appended); if the command fails, the keys its product does not hold go back.
 */
export async function withKeys<T>(keys: ProductKeys, productId: string, wanted: (ProductKey | undefined)[], send: () => Promise<T>): Promise<T> {
  const reserved: ProductKey[] = [];
  try {
    for (const k of wanted) {
      if (!k) continue;
      if ((await keys.reserve(productId, k)) === 'taken') throw keyTaken(k);
      reserved.push(k);
    }
    return await send();
  } catch (err) {
    await keys.releaseUnheld(productId, reserved);
    throw err;
  }
}
