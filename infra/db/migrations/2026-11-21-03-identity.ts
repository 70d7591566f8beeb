import { sql, type Kysely } from 'kysely';

// Secrets of the identity area, kept out of the event store on purpose: events are forever and
// readable by auditors; a password hash or a live reset token must be neither.
// - user_credentials: one row per user; the unique lower(email) is what reserves an email at
//   registration (before UserRegistered is appended). `registered` turns true once the event is in.
// - login_throttle: failed sign-ins per email + address, so every command-api instance agrees.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table user_credentials (
      user_id text primary key,
      email text not null,
      password_hash text not null,
      registered boolean not null default false,
      reserved_at timestamptz not null default now(),
      reset_token_hash text unique,
      reset_expires_at timestamptz,
      updated_at timestamptz not null default now()
    );
    create unique index user_credentials_email on user_credentials (lower(email));
    create table login_throttle (
      key text primary key,
      failures int not null,
      blocked_until timestamptz,
      last_failure_at timestamptz not null
    );
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table login_throttle; drop table user_credentials;`.execute(db);
}
