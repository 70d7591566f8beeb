import { sql, type Kysely } from 'kysely';

// The one rule of the catalogue an aggregate cannot keep by itself: a SKU (case-insensitive) and a
// barcode belong to one product only. A product's key is reserved here before its command is sent
// and given back when the command fails (see command-api/inventory/product-keys.ts). The events
// stay the truth: a reservation whose product does not hold the key is taken over once stale.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table product_keys (
      kind text not null check (kind in ('sku', 'barcode')),
      key text not null,
      product_id text not null,
      reserved_at timestamptz not null default now(),
      primary key (kind, key)
    );
    create index product_keys_product on product_keys (product_id, kind);
  `.execute(db);
  // The inventory search's trigram index. pg_trgm is a trusted extension (any user allowed to
  // create in the database may install it); where even that is refused the search scans instead.
  await sql`
    do $$ begin
      create extension if not exists pg_trgm;
    exception when insufficient_privilege then
      raise notice 'pg_trgm not installed: the inventory search will scan';
    end $$;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table product_keys;`.execute(db);
}
