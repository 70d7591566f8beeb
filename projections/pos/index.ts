export { posProjection } from './projection';
export {
  POS_TABLES,
  posSales,
  posSessions,
  type PosDatabase,
  type PosSaleLine,
  type PosSaleRefund,
  type PosSaleRow,
  type PosSessionRow,
} from './tables';
