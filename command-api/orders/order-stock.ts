import type { DecisionMetadata, StreamToLoad } from '../../application/handler';
import {
  decideMovements,
  productDecider,
  productStream,
  type ProductAtHand,
  type ProductEvent,
  type ProductState,
} from '../../domain/inventory';
import type { ReturnedUnits } from '../../domain/orders';
import { commandIdFor } from '../../infra/event-store/event-id';

// An order's units as movements on its products' streams, decided inside the order's own command
// (issue 41): the sales that take them as it is placed, the returns that put them back as it is
// cancelled. Each product decides on its state as that command loaded it, so a unit that is not
// there refuses the whole command (nothing is appended) and no place ever goes below zero.

/** A product stream the order's command decides on, by the product's id. */
export interface OrderProductStream extends StreamToLoad<ProductState> {
  productId: string;
}

/** Each product once (an order names a product once; a second line would be refused anyway). */
export const productStreamsOf = (productIds: Iterable<string>): OrderProductStream[] =>
  [...new Set(productIds)].map((productId) => ({
    productId,
    decider: productDecider,
    streamId: productStream(productId),
  }));

const NOTES = { sale: 'Venta del pedido en línea', return: 'Devolución del pedido cancelado' } as const;

/**
 * Each product's StockMoved events for these units (a product's places one after another, each on
 * the state the one before left). Ids come from the command's: its retry names the same movements.
 */
export function movementsOf(
  units: readonly ReturnedUnits[],
  type: 'sale' | 'return',
  orderId: string,
  products: readonly ProductAtHand[],
  metadata: DecisionMetadata,
): ProductEvent[][] {
  const movements = units.map(({ productId, locationId, quantity }) => ({
    productId,
    data: {
      movementId: commandIdFor(metadata.commandId, `${productId}:${locationId}:${type}`),
      type,
      quantity,
      locationId,
      reference: { type: 'order', id: orderId },
      notes: NOTES[type],
    },
  }));
  return decideMovements(products, movements, metadata);
}
