import { sql, type Kysely } from 'kysely';
import type { AppDatabase } from '../db/app-tables';

// The user_credentials table (see the identity migration): the only place a password hash lives.

export interface Credentials {
  userId: string;
  email: string;
  passwordHash: string;
  registered: boolean;
}

interface Row {
  user_id: string;
  email: string;
  password_hash: string;
  registered: boolean;
}

const toCredentials = (r: Row): Credentials => ({
  userId: r.user_id,
  email: r.email,
  passwordHash: r.password_hash,
  registered: r.registered,
});

/** A reservation that never became a registration (its process died) frees the email after this. */
const STALE_RESERVATION = '1 minute';

export class CredentialStore {
  constructor(private readonly db: Kysely<AppDatabase>) {}

  /**
   * Claims the email for `userId`. 'taken' when another user holds it. The same user id finding
   * its own unfinished reservation (a retried seed) resumes it.
   */
  async reserve(userId: string, email: string, passwordHash: string): Promise<'reserved' | 'taken'> {
    await sql`delete from user_credentials
               where lower(email) = lower(${email}) and not registered and reserved_at < now() - ${STALE_RESERVATION}::interval`.execute(
      this.db,
    );
    const { rows } = await sql<{ user_id: string }>`
      insert into user_credentials (user_id, email, password_hash) values (${userId}, ${email}, ${passwordHash})
      on conflict do nothing returning user_id`.execute(this.db);
    if (rows.length > 0) return 'reserved';
    const held = await this.byEmail(email, { includeReserved: true });
    return held?.userId === userId && !held.registered ? 'reserved' : 'taken';
  }

  async confirm(userId: string): Promise<void> {
    await sql`update user_credentials set registered = true, updated_at = now() where user_id = ${userId}`.execute(
      this.db,
    );
  }

  /** A registration whose event could not be appended gives its email back. */
  async release(userId: string): Promise<void> {
    await sql`delete from user_credentials where user_id = ${userId} and not registered`.execute(this.db);
  }

  async byEmail(email: string, { includeReserved = false } = {}): Promise<Credentials | undefined> {
    const { rows } = await sql<Row>`
      select user_id, email, password_hash, registered from user_credentials
       where lower(email) = lower(${email}) and (registered or ${includeReserved})`.execute(this.db);
    return rows[0] ? toCredentials(rows[0]) : undefined;
  }

  async byUserId(userId: string): Promise<Credentials | undefined> {
    const { rows } = await sql<Row>`
      select user_id, email, password_hash, registered from user_credentials where user_id = ${userId} and registered`.execute(
      this.db,
    );
    return rows[0] ? toCredentials(rows[0]) : undefined;
  }

  /** Sets a new password; any reset link in flight stops working. */
  async setPassword(userId: string, passwordHash: string): Promise<void> {
    await sql`update user_credentials
                 set password_hash = ${passwordHash}, reset_token_hash = null, reset_expires_at = null, updated_at = now()
               where user_id = ${userId}`.execute(this.db);
  }

  /** Remembers the reset in flight by the SHA-256 of its token (one per user: a new one replaces it). */
  async recordReset(userId: string, tokenId: string, expiresAt: Date): Promise<void> {
    await sql`update user_credentials set reset_token_hash = ${tokenId}, reset_expires_at = ${expiresAt}, updated_at = now()
               where user_id = ${userId}`.execute(this.db);
  }

  async userIdForReset(tokenId: string): Promise<string | undefined> {
    const { rows } = await sql<{ user_id: string }>`
      select user_id from user_credentials where reset_token_hash = ${tokenId} and registered`.execute(this.db);
    return rows[0]?.user_id;
  }
}
