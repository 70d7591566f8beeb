import { sql, type Kysely } from 'kysely';
import { taxIdKey } from '../../../domain/consignment';

// A partner's RFC belongs to one partner only: reserved here before the partner's command, as
// product_keys reserves SKUs and barcodes (command-api/key-reservations.ts). Partners registered
// before this table existed are entered from the Postgres event store (each partner's latest
// taxId; of two partners already sharing one, the first registered keeps it). A shop whose events
// live in KurrentDB starts with an empty table.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table partner_keys (
      kind text not null check (kind in ('rfc')),
      key text not null,
      partner_id text not null,
      reserved_at timestamptz not null default now(),
      primary key (kind, key)
    );
    create index partner_keys_partner on partner_keys (partner_id, kind);
  `.execute(db);
  const { rows } = await sql<{ partner_id: string; tax_id: string | null }>`
    select partner_id, tax_id from (
      select distinct on (stream_id) substr(stream_id, length('partner-') + 1) as partner_id, data->>'taxId' as tax_id,
             first_value(global_position) over (partition by stream_id order by stream_revision) as registered
        from events
       where stream_id like 'partner-%' and type in ('PartnerRegistered', 'PartnerUpdated')
       order by stream_id, stream_revision desc
    ) latest order by registered`.execute(db);
  for (const { partner_id, tax_id } of rows) {
    if (!tax_id?.trim()) continue;
    await sql`insert into partner_keys (kind, key, partner_id) values ('rfc', ${taxIdKey(tax_id)}, ${partner_id}) on conflict do nothing`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table partner_keys;`.execute(db);
}
