import type { CommandMetadata } from '../../shared/decider';
import type { RegisterMovement } from './commands';
import { decide } from './decide';
import type { ProductEvent } from './events';
import { evolve, type ProductState } from './evolve';

// Several movements decided inside another aggregate's command (issue 41: an order's units, an
// agreement's), each by its product on the state the one before left, so two movements of one
// product see each other. A product short of units refuses with its own error, and the whole
// command with it.

/** A product the command read, by id, as it was loaded. */
export interface ProductAtHand {
  productId: string;
  state: ProductState;
}

/** A movement for one of those products. */
export interface MovementOf {
  productId: string;
  data: RegisterMovement['data'];
}

/** Each product's events for these movements, in the products' order ([] for one that does not move). */
export function decideMovements(
  products: readonly ProductAtHand[],
  movements: readonly MovementOf[],
  metadata: CommandMetadata,
): ProductEvent[][] {
  const states = products.map((p) => p.state);
  const moved: ProductEvent[][] = products.map(() => []);
  for (const { productId, data } of movements) {
    const at = products.findIndex((p) => p.productId === productId);
    // The caller reads every product its command can move: one missing is a bug, not a refusal.
    if (at < 0) throw new Error(`product ${productId} was not read by the command that moves it`);
    const events = decide({ type: 'RegisterMovement', data, metadata }, states[at]!);
    states[at] = events.reduce(evolve, states[at]!);
    moved[at]!.push(...events);
  }
  return moved;
}
