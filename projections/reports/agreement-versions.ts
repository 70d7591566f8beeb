import { agreementIdOfStream, partnerIdOfStream, type PartnerEvent } from '../../domain/consignment';
import { indexedText, storableJsonText, timestampOr } from '../column-values';
import { foldAgreement, type FoldedAgreement } from '../consignment/agreement-fold';
import type { SequencedEvent } from '../projection';

// An agreement's version after each of its events, folded by the consignment model's own fold, and
// its lines' cumulative quantities; a partner's business name after each event that states it.

export interface AgreementVersion {
  ordinal: string;
  folded: FoldedAgreement;
}

export const agreementIdsOf = (events: readonly SequencedEvent[]) => [
  ...new Set(events.flatMap((e) => agreementIdOfStream(e.streamId) ?? [])),
];

/** One version per agreement event, each folded on the previous (stored or in the batch). */
export function agreementVersions(
  events: readonly SequencedEvent[],
  latest: Map<string, FoldedAgreement>,
): AgreementVersion[] {
  const versions: AgreementVersion[] = [];
  for (const e of events) {
    const id = agreementIdOfStream(e.streamId);
    if (!id) continue;
    const before = latest.get(id);
    const folded = foldAgreement(before, id, e);
    if (folded === before) continue; // already folded in (a replay)
    latest.set(id, folded);
    versions.push({ ordinal: e.ordinal.toString(), folded });
  }
  return versions;
}

export const agreementRow = ({ ordinal, folded: { row, items } }: AgreementVersion) => ({
  agreement_id: row.id,
  ordinal,
  occurred_at: row.last_at,
  code: row.code,
  partner_id: row.partner_id,
  partner_name: row.partner_name,
  start_date: row.start_date,
  end_date: row.end_date,
  status: row.status,
  total_value_cents: String(row.total_value_cents),
  sold_cents: String(row.sold_cents),
  commission_cents: String(row.commission_cents),
  net_cents: String(row.net_cents),
  state: storableJsonText({ row, items }),
});

export const agreementItemRows = ({ ordinal, folded: { row, items } }: AgreementVersion) =>
  items.map((i) => ({
    agreement_id: row.id,
    product_id: i.product_id,
    ordinal,
    occurred_at: row.last_at,
    sku: i.sku,
    name: i.product_name,
    quantity: i.quantity,
    sold_quantity: i.sold_quantity,
    returned_quantity: i.returned_quantity,
    sold_cents: String(i.gross_cents),
  }));

/** Registered and updated partners' names (a status change leaves the name as it was: no row). */
export function partnerVersions(events: readonly SequencedEvent[]) {
  return events.flatMap((e) => {
    const id = indexedText(partnerIdOfStream(e.streamId));
    const event = e as unknown as PartnerEvent;
    if (!id || (event.type !== 'PartnerRegistered' && event.type !== 'PartnerUpdated')) return [];
    const stated = event.type === 'PartnerRegistered' ? event.data.registeredAt : event.data.updatedAt;
    return [
      {
        partner_id: id,
        ordinal: e.ordinal.toString(),
        occurred_at: timestampOr(stated, e.metadata?.occurredAt),
        business_name: indexedText(event.data.businessName) ?? '',
      },
    ];
  });
}
