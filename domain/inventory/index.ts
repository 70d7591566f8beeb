import type { Decider } from '../shared/decider';
import type { ProductCommand } from './commands';
import { decide } from './decide';
import type { ProductEvent } from './events';
import { evolve, initialProduct, type ProductState } from './evolve';

export * from './events';
export * from './commands';
export * from './errors';
export * from './spec-names';
export * from './views';
export { decide } from './decide';
export { evolve, initialProduct, totalStock, type ProductState, type KnownProduct } from './evolve';

export const productDecider: Decider<ProductCommand, ProductEvent, ProductState> = {
  stateVersion: 1,
  initialState: initialProduct,
  evolve,
  decide,
};
