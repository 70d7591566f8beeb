import { decideMovements, type ProductAtHand, type StockMoved } from '../../inventory';
import type { CommandMetadata } from '../../shared/decider';
import type { AgreementEvent } from './events';
import { stockMovementsFor, type IdFor } from './stock-follows';

// Issue 41: an agreement command that moves stock decides on the agreement and on its products
// together, and the store appends both in one transaction. The agreement never records units a
// product does not have: the product refuses with its own stock message and nothing is appended.
// The movements are exactly the ones the reactor derives (same ids, types, quantities, notes), and
// the agreement's events carry `stockMoved`, so the reactor does not move them a second time.

/** The ids the reactor would derive, from the ids the store gives the agreement's events. */
export interface StockIds {
  /** The id the agreement's `index`-th event is appended with. */
  eventIdOf(index: number): string;
  /** The reactor's deterministic ids for an event's movements (`commandIdFor(eventId, name)`). */
  idsFor(eventId: string): IdFor;
}

export interface DecidedWithStock {
  /** The agreement's events, marked as having moved their stock. */
  agreement: AgreementEvent[];
  /** Each product's movements, in the order the products were given ([] for one that does not move). */
  products: StockMoved[][];
}

/** Whether the event's product movements were appended with it (the reactor then owes none). */
export const stockMovedWith = (event: AgreementEvent): boolean =>
  'stockMoved' in event.data && event.data.stockMoved === true;

const markedStockMoved = (event: AgreementEvent): AgreementEvent =>
  ({ ...event, data: { ...event.data, stockMoved: true } }) as AgreementEvent;

/**
 * The agreement's decision with every product movement it causes, each decided by its product on
 * the state before it (two movements of one product see each other). A product short of the units
 * throws its refusal (MOVEMENT.INSUFFICIENT_STOCK / INSUFFICIENT_CONSIGNED, 409), so the whole
 * command is refused.
 */
export function decideStockWith(
  agreementId: string,
  decided: readonly AgreementEvent[],
  products: readonly ProductAtHand[],
  ids: StockIds,
  metadata: CommandMetadata,
): DecidedWithStock {
  // The agreement's events in order, each with the movements the reactor derives for it.
  const movements = decided.flatMap((event, index) => {
    const eventId = ids.eventIdOf(index);
    return stockMovementsFor(agreementId, event, eventId, ids.idsFor(eventId)).map((follow) => ({
      productId: follow.productId,
      data: follow.movement,
    }));
  });
  const moved = decideMovements(products, movements, metadata) as StockMoved[][];
  return { agreement: decided.map(markedStockMoved), products: moved };
}
