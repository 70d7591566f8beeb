import type { Kysely } from 'kysely';
import { partnerIdOfStream, type PartnerDetails, type PartnerEvent } from '../../../domain/consignment';
import { indexedText, int4, textOr, timestampOr } from '../../engine/column-values';
import { pickColumns } from '../../engine/json-recordset';
import type { SequencedEvent } from '../../engine/projection';
import { unnestRows, updateByShape } from '../../engine/page-rows';
import { consignmentPartners, type ConsignmentDatabase } from '../tables';

// A batch's partner events folded per partner: a partner registered in the batch becomes a whole row
// (its later events merged in), a stored one gets the columns its events change. Each event carries
// what it changes whole (every detail, the new status), so replaying one writes the same row again.
// Values as the columns take them (column-values); a time Postgres refuses becomes the metadata's.

const detailColumns = (d: PartnerDetails) => ({
  business_name: indexedText(d.businessName) ?? '',
  trade_name: textOr(d.tradeName),
  type: textOr(d.type) as PartnerDetails['type'],
  tax_id: textOr(d.taxId),
  default_commission_tenths: int4(d.defaultCommissionTenths) ?? 0,
  primary_address: d.primaryAddress ?? {},
  main_contact: d.mainContact ?? {},
  notes: textOr(d.notes),
});

type PartnerColumns = Record<string, unknown> & { id: string };

/** The columns one event sets, or undefined for an event that changes no partner. */
function partnerChanges(e: SequencedEvent): Record<string, unknown> | undefined {
  const event = e as unknown as PartnerEvent;
  // The metadata's time stands in for one Postgres refuses (no closure per event: a rebuild makes 20,000).
  const occurredAt = e.metadata?.occurredAt;
  switch (event.type) {
    case 'PartnerRegistered': {
      const at = timestampOr(event.data.registeredAt, occurredAt);
      return { ...detailColumns(event.data), status: textOr(event.data.status), created_at: at, updated_at: at };
    }
    case 'PartnerUpdated':
      return { ...detailColumns(event.data), updated_at: timestampOr(event.data.updatedAt, occurredAt) };
    case 'PartnerStatusChanged':
      return { status: textOr(event.data.status), updated_at: timestampOr(event.data.changedAt, occurredAt) };
    default:
      return undefined;
  }
}

/** Writes a batch's partner events: one upsert of the registered, one update per shape of change. */
export async function writePartners(db: Kysely<ConsignmentDatabase>, events: readonly SequencedEvent[]) {
  const registered = new Map<string, PartnerColumns>();
  const changed = new Map<string, PartnerColumns>();
  for (const e of events) {
    const id = partnerIdOfStream(e.streamId);
    const changes = id ? partnerChanges(e) : undefined;
    if (!id || !changes) continue;
    if (e.type === 'PartnerRegistered') {
      registered.set(id, { id, ...changes });
      changed.delete(id); // the registration rewrites the row whole
    } else {
      const into = registered.has(id) ? registered : changed;
      into.set(id, { ...into.get(id), ...changes, id });
    }
  }
  const columns = pickColumns(consignmentPartners.columns, PARTNER_COLUMNS);
  if (registered.size > 0) {
    await db
      .insertInto('consignment_partners')
      .columns([...PARTNER_COLUMNS])
      .expression((eb) =>
        eb.selectFrom(unnestRows(columns, [...registered.values()] as never)).select([...PARTNER_COLUMNS]),
      )
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet((eb) => Object.fromEntries(PARTNER_COLUMNS.map((n) => [n, eb.ref(`excluded.${n}`)]))),
      )
      .execute();
  }
  await updateByShape(db, 'consignment_partners', columns, [...changed.values()], { key: 'id' });
  return [...new Set([...registered.keys(), ...changed.keys()])];
}

const PARTNER_COLUMNS = [
  'id',
  'business_name',
  'trade_name',
  'type',
  'tax_id',
  'default_commission_tenths',
  'status',
  'primary_address',
  'main_contact',
  'notes',
  'created_at',
  'updated_at',
] as const;
