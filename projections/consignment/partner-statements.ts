import { sql } from 'kysely';
import type { PartnerDetails, PartnerEvent } from '../../domain/consignment';
import { indexedText, int4, storableJsonText, textOr, timestampOr } from '../column-values';
import type { SequencedEvent } from '../projection';

// One statement per partner event. Each event carries what it changes whole (every detail, the new
// status), so replaying one writes the same row again: nothing here adds to what is stored.
// Values as the columns take them (column-values); a time Postgres refuses becomes the metadata's.

const detailColumns = (d: PartnerDetails) => ({
  business_name: indexedText(d.businessName) ?? '',
  trade_name: textOr(d.tradeName),
  type: textOr(d.type),
  tax_id: textOr(d.taxId),
  default_commission_tenths: int4(d.defaultCommissionTenths) ?? 0,
  primary_address: storableJsonText(d.primaryAddress ?? {}),
  main_contact: storableJsonText(d.mainContact ?? {}),
  notes: textOr(d.notes),
});

export function partnerStatement(table: string, id: string, e: SequencedEvent) {
  const partners = sql.table(table);
  const event = e as unknown as PartnerEvent;
  const time = (value: string) => timestampOr(value, e.metadata?.occurredAt);
  switch (event.type) {
    case 'PartnerRegistered': {
      const c = detailColumns(event.data);
      return sql`
        insert into ${partners} (id, business_name, trade_name, type, tax_id, default_commission_tenths, status,
          primary_address, main_contact, notes, created_at, updated_at)
        values (${id}, ${c.business_name}, ${c.trade_name}, ${c.type}, ${c.tax_id}, ${c.default_commission_tenths},
          ${textOr(event.data.status)}, ${c.primary_address}::jsonb, ${c.main_contact}::jsonb, ${c.notes},
          ${time(event.data.registeredAt)}, ${time(event.data.registeredAt)})
        on conflict (id) do update set business_name = excluded.business_name, trade_name = excluded.trade_name,
          type = excluded.type, tax_id = excluded.tax_id, default_commission_tenths = excluded.default_commission_tenths,
          status = excluded.status, primary_address = excluded.primary_address, main_contact = excluded.main_contact,
          notes = excluded.notes, created_at = excluded.created_at, updated_at = excluded.updated_at`;
    }
    case 'PartnerUpdated': {
      const c = detailColumns(event.data);
      return sql`
        update ${partners} set business_name = ${c.business_name}, trade_name = ${c.trade_name}, type = ${c.type},
          tax_id = ${c.tax_id}, default_commission_tenths = ${c.default_commission_tenths},
          primary_address = ${c.primary_address}::jsonb, main_contact = ${c.main_contact}::jsonb, notes = ${c.notes},
          updated_at = ${time(event.data.updatedAt)}
        where id = ${id}`;
    }
    case 'PartnerStatusChanged':
      return sql`update ${partners} set status = ${textOr(event.data.status)}, updated_at = ${time(event.data.changedAt)} where id = ${id}`;
    default:
      return undefined;
  }
}
