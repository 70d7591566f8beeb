// What other areas read of inventory: a product as the list answers it, and who may read the list
// (the offline copy's feed, read-api/sync).
export { INVENTORY_READ } from './routes/products';
export { toProductView } from './to-response/views';
