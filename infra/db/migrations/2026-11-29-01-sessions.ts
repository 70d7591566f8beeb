import { sql, type Kysely } from 'kysely';

// Issue 38: what a session is doing, beside the events that open and end it.
// - session_activity: when each session was last seen (the /profile list's "última actividad"). A
//   request is not a shop fact, so no event: the APIs write it at most once a minute per session.
// - ws_tickets: one-use, 30-second tickets that open the websocket, so no token is ever in its URL
//   (where access logs keep it). In the database so any read-api instance can redeem any ticket.
// Both ephemeral by design (unlogged): a crash forgets them and nothing is lost.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create unlogged table session_activity (
      session_id text primary key,
      last_seen_at timestamptz not null
    )
  `.execute(db);
  await sql`
    create unlogged table ws_tickets (
      id text primary key,
      token text not null,
      expires_at timestamptz not null
    )
  `.execute(db);
  await sql`create index ws_tickets_expires_at on ws_tickets (expires_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table ws_tickets; drop table session_activity;`.execute(db);
}
