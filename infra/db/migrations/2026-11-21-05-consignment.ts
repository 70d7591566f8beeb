import { sql, type Kysely } from 'kysely';

// What the consignment stock reactor keeps beside the events (command-api/consignment): how far it
// has followed the store, and the movements the product refused, kept until a later run lands them
// (stock sold between the agreement's check and its movement must not block the reactor forever,
// nor vanish). The events stay the truth; these rows only say what is done and what is owed.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table reactor_checkpoints (
      name text primary key,
      position text not null,
      updated_at timestamptz not null default now()
    );
    create table reactor_failures (
      seq bigint generated always as identity primary key,
      reactor text not null,
      command_id text not null unique,
      cause_event_id text not null,
      stream_id text not null,
      command jsonb not null,
      context jsonb not null,
      code text not null,
      message text not null,
      attempts integer not null default 1,
      first_failed_at timestamptz not null default now(),
      last_failed_at timestamptz not null default now()
    );
    create index reactor_failures_reactor on reactor_failures (reactor, seq);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table reactor_failures; drop table reactor_checkpoints;`.execute(db);
}
