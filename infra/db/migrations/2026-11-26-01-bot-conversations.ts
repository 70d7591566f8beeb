import { sql, type Kysely } from 'kysely';

// Issue 22: Flora Bot's memory of a conversation between turns (its context and last lines), per user
// and session. A chat is not a shop fact — what matters (a message to staff) becomes an event — so this
// is a cache of the session, ephemeral by design like driver_positions: unlogged, bounded per row, and
// swept after a week of silence (read-api/bot/conversations.ts).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create unlogged table bot_conversations (
      user_id text not null,
      session_id text not null,
      context jsonb not null default '{}',
      history jsonb not null default '[]',
      updated_at timestamptz not null default now(),
      primary key (user_id, session_id)
    )
  `.execute(db);
  await sql`create index bot_conversations_updated_at on bot_conversations (updated_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table bot_conversations`.execute(db);
}
