import { sql, type Kysely } from 'kysely';

// Read models live in generations (audit_events_g1, audit_events_g2, …) behind a view named after
// the base table; the live checkpoint says which generation the view points at. A rebuild keeps
// its own checkpoint row here until it switches, so it can resume after a crash.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table projection_checkpoints add column generation int not null default 1;
    create table projection_rebuilds (
      name text primary key,
      generation int not null,
      version int not null,
      position text,
      events_applied bigint not null default 0,
      started_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop table projection_rebuilds;
    alter table projection_checkpoints drop column generation;
  `.execute(db);
}
