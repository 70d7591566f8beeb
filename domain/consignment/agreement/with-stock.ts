import { productDecider, type ProductState, type StockMoved } from '../../inventory';
import type { CommandMetadata } from '../../shared/decider';
import type { AgreementEvent } from './events';
import { stockMovementsFor, type IdFor } from './stock-follows';

// Issue 41: an agreement command that moves stock decides on the agreement and on its products
// together, and the store appends both in one transaction. The agreement never records units a
// product does not have: the product refuses with its own stock message and nothing is appended.
// The movements are exactly the ones the reactor derives (same ids, types, quantities, notes), and
// the agreement's events carry `stockMoved`, so the reactor does not move them a second time.

/** A product the command reads, by id, as it was loaded. */
export interface ProductAtHand {
  productId: string;
  state: ProductState;
}

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
export const stockMovedWith = (event: AgreementEvent): boolean => event.data.stockMoved === true;

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
  const states = products.map((p) => p.state);
  const moved: StockMoved[][] = products.map(() => []);
  decided.forEach((event, index) => {
    const eventId = ids.eventIdOf(index);
    for (const follow of stockMovementsFor(agreementId, event, eventId, ids.idsFor(eventId))) {
      const at = products.findIndex((p) => p.productId === follow.productId);
      // The caller reads every product the command can name (the lines', or the agreement's items).
      if (at < 0) throw new Error(`product ${follow.productId} of agreement ${agreementId} was not read`);
      const command = { type: 'RegisterMovement' as const, data: follow.movement, metadata };
      const events = productDecider.decide(command, states[at]!) as StockMoved[];
      states[at] = events.reduce(productDecider.evolve, states[at]!);
      moved[at]!.push(...events);
    }
  });
  return { agreement: decided.map(markedStockMoved), products: moved };
}
