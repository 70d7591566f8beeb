export { lotChanges } from './fold';
export { lotsProjection } from './projection';
export { LOTS_TABLES, lotProducts, lots, lotStock, type LotsDatabase, type LotRow, type LotStockRow } from './tables';
