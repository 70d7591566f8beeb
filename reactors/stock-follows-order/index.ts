export { commandsOwedBy, ORDER_STOCK_REACTOR, settleOrder, stockFollowsOrder } from './reactor';
