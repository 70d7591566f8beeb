export { productChanges } from './fold';
export { inventoryProjection } from './projection';
export { INVENTORY_TABLES, inventoryProducts, inventoryStock, type InventoryDatabase, type ProductRow } from './tables';
