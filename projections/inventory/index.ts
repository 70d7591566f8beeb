export { inventoryProjection } from './inventory-projection';
export {
  INVENTORY_TABLES,
  type InventoryDatabase,
  type InventoryProductsTable,
  type InventoryStockTable,
} from './tables';
