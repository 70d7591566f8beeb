import { agreementIdOfStream, partnerIdOfStream } from '../../../domain/consignment';
import { DELIVERY_STREAM_PREFIX } from '../../../domain/delivery';
import { productIdOfStream } from '../../../domain/inventory';
import { ORDER_STREAM_PREFIX } from '../../../domain/orders';
import type { SyncTable } from '../../../domain/sync/changes';
import type { RecordedEvent } from '../../../infra/event-store/port';

// Which rows of the offline copy an event changed, by its stream's category, as the projections read
// them: a product's row only from its stream (a counter sale, an order's stock and a consignment's
// stock all append movements there: reactors/stock-follows-agreement), an agreement's from its
// stream, and so on. The consignment rows show each other: a partner's counts of agreements and an
// agreement's partner names.

const after = (prefix: string, streamId: string) =>
  streamId.startsWith(prefix) && streamId.length > prefix.length ? streamId.slice(prefix.length) : undefined;

/** Sales and returns leave an agreement's status as it was, so its partner's counts too. */
const KEEPS_STATUS = new Set(['ConsignmentSaleRegistered', 'ConsignmentReturnRegistered']);

export interface EventRows {
  rows: { table: SyncTable; id: string }[];
  /** An agreement whose partner's counts changed (the partner is looked up). */
  partnerOf?: string;
  /** A partner whose agreements show its new names. */
  agreementsOf?: string;
}

export function rowsNamedBy(
  event: Pick<RecordedEvent, 'streamId' | 'type'>,
  wanted: ReadonlySet<SyncTable>,
): EventRows {
  const { streamId } = event;
  const rows: EventRows['rows'] = [];
  const add = (table: SyncTable, id: string | undefined) => {
    if (id && wanted.has(table)) rows.push({ table, id });
  };
  const product = productIdOfStream(streamId);
  if (product) {
    add('inventory', product);
    return { rows };
  }
  const agreement = agreementIdOfStream(streamId);
  if (agreement) {
    add('consignments', agreement);
    const partnerMoves = wanted.has('partners') && !KEEPS_STATUS.has(event.type);
    return partnerMoves ? { rows, partnerOf: agreement } : { rows };
  }
  const partner = partnerIdOfStream(streamId);
  if (partner) {
    add('partners', partner);
    return wanted.has('consignments') ? { rows, agreementsOf: partner } : { rows };
  }
  add('orders', after(ORDER_STREAM_PREFIX, streamId));
  add('deliveries', after(DELIVERY_STREAM_PREFIX, streamId));
  return { rows };
}
