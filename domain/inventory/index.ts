import type { Decider } from '../shared/decider';
import type { ProductCommand } from './product/commands';
import { decide } from './product/decide';
import type { ProductEvent } from './product/events';
import { evolve, initialProduct, type ProductState } from './product/evolve';

export * from './product/events';
export * from './product/commands';
export * from './product/errors';
export * from './spec-names';
export * from './responses';
export * from './lot-responses';
export { decide } from './product/decide';
export { evolve, initialProduct, totalStock, type ProductState, type KnownProduct } from './product/evolve';
export * from './product/lots';
export * from './product/sell-by-notice';
export { decideMovements, type MovementOf, type ProductAtHand } from './product/movements-together';

export const productDecider: Decider<ProductCommand, ProductEvent, ProductState> = {
  stateVersion: 2, // issue 44: the state holds lots
  initialState: initialProduct,
  evolve,
  decide,
};
