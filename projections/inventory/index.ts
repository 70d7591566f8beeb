export { inventoryProjection } from './inventory-projection';
export { INVENTORY_TABLES, inventoryProducts, inventoryStock, type InventoryDatabase, type ProductRow } from './tables';
