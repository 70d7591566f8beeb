import { sql } from 'kysely';
import type { PartnerDetails, PartnerEvent } from '../../domain/consignment/events';

// One statement per partner event. Each event carries what it changes whole (every detail, the new
// status), so replaying one writes the same row again: nothing here adds to what is stored.

const detailColumns = (d: PartnerDetails) => ({
  business_name: d.businessName,
  trade_name: d.tradeName,
  type: d.type,
  tax_id: d.taxId,
  default_commission_tenths: d.defaultCommissionTenths,
  primary_address: JSON.stringify(d.primaryAddress),
  main_contact: JSON.stringify(d.mainContact),
  notes: d.notes,
});

export function partnerStatement(table: string, id: string, event: PartnerEvent) {
  const partners = sql.table(table);
  switch (event.type) {
    case 'PartnerRegistered': {
      const c = detailColumns(event.data);
      return sql`
        insert into ${partners} (id, business_name, trade_name, type, tax_id, default_commission_tenths, status,
          primary_address, main_contact, notes, created_at, updated_at)
        values (${id}, ${c.business_name}, ${c.trade_name}, ${c.type}, ${c.tax_id}, ${c.default_commission_tenths},
          ${event.data.status}, ${c.primary_address}::jsonb, ${c.main_contact}::jsonb, ${c.notes},
          ${event.data.registeredAt}, ${event.data.registeredAt})
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
          updated_at = ${event.data.updatedAt}
        where id = ${id}`;
    }
    case 'PartnerStatusChanged':
      return sql`update ${partners} set status = ${event.data.status}, updated_at = ${event.data.changedAt} where id = ${id}`;
    default:
      return undefined;
  }
}
