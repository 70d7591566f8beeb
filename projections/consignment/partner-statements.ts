import type { Kysely } from 'kysely';
import type { PartnerDetails, PartnerEvent } from '../../domain/consignment';
import { indexedText, int4, storableJsonText, textOr, timestampOr } from '../column-values';
import type { SequencedEvent } from '../projection';
import type { ConsignmentDatabase } from './tables';

// One statement per partner event. Each event carries what it changes whole (every detail, the new
// status), so replaying one writes the same row again: nothing here adds to what is stored.
// Values as the columns take them (column-values); a time Postgres refuses becomes the metadata's.

const detailColumns = (d: PartnerDetails) => ({
  business_name: indexedText(d.businessName) ?? '',
  trade_name: textOr(d.tradeName),
  type: textOr(d.type) as PartnerDetails['type'],
  tax_id: textOr(d.taxId),
  default_commission_tenths: int4(d.defaultCommissionTenths) ?? 0,
  primary_address: storableJsonText(d.primaryAddress ?? {}),
  main_contact: storableJsonText(d.mainContact ?? {}),
  notes: textOr(d.notes),
});

/** Writes one partner event; false for an event that changes no partner. */
export async function writePartnerEvent(
  db: Kysely<ConsignmentDatabase>,
  id: string,
  e: SequencedEvent,
): Promise<boolean> {
  const event = e as unknown as PartnerEvent;
  const time = (value: string) => timestampOr(value, e.metadata?.occurredAt);
  switch (event.type) {
    case 'PartnerRegistered': {
      const at = time(event.data.registeredAt);
      const values = {
        ...detailColumns(event.data),
        status: textOr(event.data.status) as typeof event.data.status,
        created_at: at,
        updated_at: at,
      };
      await db
        .insertInto('consignment_partners')
        .values({ id, ...values })
        .onConflict((oc) => oc.column('id').doUpdateSet(values))
        .execute();
      return true;
    }
    case 'PartnerUpdated':
      await db
        .updateTable('consignment_partners')
        .set({ ...detailColumns(event.data), updated_at: time(event.data.updatedAt) })
        .where('id', '=', id)
        .execute();
      return true;
    case 'PartnerStatusChanged':
      await db
        .updateTable('consignment_partners')
        .set({ status: textOr(event.data.status) as typeof event.data.status, updated_at: time(event.data.changedAt) })
        .where('id', '=', id)
        .execute();
      return true;
    default:
      return false;
  }
}
