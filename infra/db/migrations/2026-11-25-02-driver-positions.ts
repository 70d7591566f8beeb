import { sql, type Kysely } from 'kysely';

// Issue 15: each driver's latest position, ephemeral by design (README "Positions"): one row per
// driver, overwritten by every ping, unlogged (a crash may lose the last few seconds of where drivers
// were, which their next ping restores; it never costs the event store's WAL a write per ping).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create unlogged table driver_positions (
      driver_id text primary key,
      latitude double precision not null,
      longitude double precision not null,
      accuracy double precision not null,
      at timestamptz not null,
      received_at timestamptz not null default now()
    )
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table driver_positions`.execute(db);
}
