import { deliveryFollowsOrder } from './delivery-follows-order';
import type { Reactor } from './engine/reactor';
import { ledgerFollowsEvents } from './ledger-follows-events';
import { orderFollowsDelivery } from './order-follows-delivery';
import { stockFollowsAgreement } from './stock-follows-agreement';
import { stockFollowsCounterSale } from './stock-follows-counter-sale';
import { stockFollowsOrder } from './stock-follows-order';
import { deliveryFollowsSubscription } from './delivery-follows-subscription';

// Every reactor the worker runs; a new one adds a line here (see engine/reactor.ts).
export const reactors: readonly Reactor[] = [
  stockFollowsAgreement,
  stockFollowsOrder,
  deliveryFollowsOrder,
  orderFollowsDelivery,
  deliveryFollowsSubscription,
  stockFollowsCounterSale,
  ledgerFollowsEvents,
];
