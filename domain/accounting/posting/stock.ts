import { evolve, initialProduct, productIdOfStream, type LedgerEntryType, type StockMoved } from '../../inventory';
import { ACCOUNTS } from '../accounts';
import { dayOfEvent, entry, signed, stateBefore, type PostingRule } from './rule';

// Inventory at cost (issue 18): every unit that enters or leaves the shop's stock moves its cost
// between inventory and the account that explains why. A movement carries no cost: the caller gives
// the product's unit cost (its wholesale price) as it stood then, so the books keep the product's
// standard cost, not FIFO. A product without a wholesale price moves unvalued (no entry).
//
// Units on a partner's shelf are still ours (CONSIGNED is one of the effects' places), so placing,
// returning and transferring change no value; a consignment sale, a counter sale and an online
// order's units leaving are the cost of goods sold (the stock reactors register them as movements),
// and units coming back (a refund, a cancelled order, a refused ticket) give that cost back.

/** Why the value moved: the account on the other side of inventory. */
const OTHER_SIDE: Record<LedgerEntryType, string | null> = {
  purchase: ACCOUNTS.suppliers, // bought on credit: paying the supplier is a later entry (by hand for now)
  opening: ACCOUNTS.capital, // the stock a product is added with: the owner's, before the books began
  sale: ACCOUNTS.costOfGoodsSold,
  consignment_sold: ACCOUNTS.costOfGoodsSold,
  return: ACCOUNTS.costOfGoodsSold,
  adjustment: ACCOUNTS.shrinkage, // waste, loss or a count's difference (a found unit lowers it)
  transfer: null,
  consignment_out: null,
  consignment_return: null,
  waste: ACCOUNTS.shrinkage, // issue 44: stems thrown away, at the product's standard cost like the rest
};

const DESCRIPTIONS: Record<LedgerEntryType, string> = {
  purchase: 'Compra',
  opening: 'Existencia inicial',
  sale: 'Costo de venta',
  consignment_sold: 'Costo de venta en consignación',
  return: 'Devolución al inventario',
  adjustment: 'Ajuste de inventario',
  transfer: 'Traslado',
  consignment_out: 'Salida a consignación',
  consignment_return: 'Devolución de consignación',
  waste: 'Merma',
};

/** inventory / suppliers, capital, cost of goods sold or shrinkage — at cost, either way round. */
export const stockMoved: PostingRule = (event, facts) => {
  const moved = event.data as StockMoved['data'];
  const other = OTHER_SIDE[moved.type];
  const productId = productIdOfStream(event.streamId);
  if (!other || !productId) return null;
  const cost = facts.costOf(productId);
  if (cost === null || cost <= 0) return null;
  const units = moved.effects.reduce((sum, e) => sum + e.delta, 0);
  const value = units * cost;
  const memo = `${units} u × ${cost} centavos`;
  // Named as the accountant knows it: the product as it stood before the movement.
  const product = stateBefore(event, facts, initialProduct(), evolve);
  const named = product.status === 'absent' ? `producto ${productId}` : `${product.name} (${product.sku})`;
  return entry(dayOfEvent(event, facts), `${DESCRIPTIONS[moved.type]}: ${named}`, [
    signed(ACCOUNTS.inventory, value, memo),
    signed(other, -value),
  ]);
};
