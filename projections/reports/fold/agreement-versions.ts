import { agreementIdOfStream, partnerIdOfStream, type PartnerEvent } from '../../../domain/consignment';
import { indexedText, int4, int8, textOr, timestampOr } from '../../engine/column-values';
import { foldAgreement, type FoldedAgreement } from '../../consignment';
import type { SequencedEvent } from '../../engine/projection';

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

/** Values as the columns take them, as the consignment model's agreement-rows writes them. */
const cents = (n: unknown) => String(int8(n) ?? 0);

export const agreementRow = ({ ordinal, folded: { row, items } }: AgreementVersion) => ({
  agreement_id: row.id,
  ordinal,
  occurred_at: row.last_at,
  code: textOr(row.code),
  partner_id: textOr(row.partner_id),
  partner_name: textOr(row.partner_name),
  start_date: textOr(row.start_date),
  end_date: textOr(row.end_date),
  status: row.status,
  total_value_cents: cents(row.total_value_cents),
  sold_cents: cents(row.sold_cents),
  commission_cents: cents(row.commission_cents),
  net_cents: cents(row.net_cents),
  state: { row, items },
});

export const agreementItemRows = ({ ordinal, folded: { row, items } }: AgreementVersion) =>
  items.map((i) => ({
    agreement_id: row.id,
    product_id: textOr(i.product_id),
    ordinal,
    occurred_at: row.last_at,
    sku: textOr(i.sku),
    name: textOr(i.product_name),
    quantity: int4(i.quantity) ?? 0,
    sold_quantity: int4(i.sold_quantity) ?? 0,
    returned_quantity: int4(i.returned_quantity) ?? 0,
    sold_cents: cents(i.gross_cents),
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
