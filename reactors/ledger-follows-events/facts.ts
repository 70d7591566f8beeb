import type { ReactorDeps } from '../engine/reactor';
import type { PostingFacts, SourceEvent } from '../../domain/accounting';
import { shopClockAt } from '../../domain/delivery';
import { productDecider, productStream } from '../../domain/inventory';
import { SETTINGS_STREAM, settingsDecider } from '../../domain/settings';

// What a posting rule asks beyond its event (domain/accounting/posting/rule.ts), read before the rule
// runs so the rule stays a pure function: the shop's day in its time zone, the source stream's events
// before this one (an invoice's amounts, a refunded sale's ticket), a product's unit cost.

/** A source event as the reactor keeps it in its owed command (JSON: the revision as text). */
export interface KeptSourceEvent extends SourceEvent {
  revision: string;
}

/** Streams whose rules fold what came before (product streams do not: their rule asks the cost only). */
const needsHistory = (type: string) => type.startsWith('Invoice') || type === 'CounterSaleRefunded';

export async function postingFacts(deps: ReactorDeps, event: KeptSourceEvent): Promise<PostingFacts> {
  const { handler, store } = deps;
  const [settings, history, product] = await Promise.all([
    handler.load(settingsDecider, SETTINGS_STREAM),
    needsHistory(event.type) ? store.readStream(event.streamId) : Promise.resolve([]),
    event.type === 'StockMoved' ? handler.load(productDecider, event.streamId) : Promise.resolve(undefined),
  ]);
  const before = history.filter((e) => e.revision < BigInt(event.revision)) as unknown as SourceEvent[];
  const { timeZone } = settings.state;
  return {
    dayOf: (iso) => shopClockAt(new Date(iso), timeZone).today,
    streamBefore: () => before,
    // The product's wholesale price when the movement is posted (a standard cost; the reactor follows
    // the store within seconds, so that is the price the movement was made at).
    costOf: (productId) =>
      product && event.streamId === productStream(productId) && product.state.status !== 'absent'
        ? product.state.wholesalePriceCents
        : null,
  };
}
