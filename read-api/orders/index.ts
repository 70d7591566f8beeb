// What other areas read of orders: the list as its route answers it, and whose orders a caller may
// read (the offline copy's feed, read-api/sync).
export { listedOrders } from './queries';
export { ORDERS, ownCustomer } from './routes';
export { toListItem } from './to-response';
