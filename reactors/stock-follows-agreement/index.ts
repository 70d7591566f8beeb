export {
  movementsOwedBy,
  startStockReactor,
  STOCK_REACTOR,
  stockFollowsAgreement,
  type ConsignmentStockReactor,
} from './reactor';
export type { ReactorLog } from '../engine/reactor';
