import { sql, type Kysely } from 'kysely';

// One engine follows the event store for projections and reactors (projections/runner.ts): a
// reactor's checkpoint becomes a row of projection_checkpoints (kind 'reactor'), with the same
// status, fault and events-passed columns, so `projections -- status`, `retry` and the ops route
// show it beside the read models. Its position is carried over; the events it passed before this
// migration were not counted, so its count starts here. reactor_failures (what it owes) stays.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table projection_checkpoints add column kind text not null default 'projection'
      check (kind in ('projection', 'reactor'));
    insert into projection_checkpoints (name, kind, version, generation, position, status, updated_at)
      select name, 'reactor', 1, 1, position, 'running', updated_at from reactor_checkpoints
      on conflict (name) do nothing;
    drop table reactor_checkpoints;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table reactor_checkpoints (
      name text primary key,
      position text not null,
      updated_at timestamptz not null default now()
    );
    insert into reactor_checkpoints (name, position, updated_at)
      select name, position, updated_at from projection_checkpoints where kind = 'reactor' and position is not null;
    delete from projection_checkpoints where kind = 'reactor';
    alter table projection_checkpoints drop column kind;
  `.execute(db);
}
