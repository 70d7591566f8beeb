import { productDecider, productStream, type ProductState } from '../../domain/inventory';
import type { CommandHandler } from '../../application/handler';

// A product as it stands now, for the few decisions taken before a command is sent (who holds a
// key, whether an imported SKU is new), loaded as the handler loads it: snapshot + events after it.

export interface LoadedProduct {
  state: ProductState;
  /** -1n: the product's stream has no events. */
  revision: bigint;
}

export async function loadProduct(handler: CommandHandler, productId: string): Promise<LoadedProduct> {
  const { state, revision } = await handler.load(productDecider, productStream(productId));
  return { state, revision };
}
