import { sql, type Kysely } from 'kysely';
import type { AppDatabase } from '../db/app-tables';

// Slows password guessing: per email + client address, the first `freeFailures` attempts in a row
// cost nothing; from then on each one locks the pair for a delay that doubles, up to
// `maxDelaySeconds`. While locked every attempt (right password or not) is refused with 429, so
// guessing on is pointless. An attempt is counted *before* its password is checked, in one
// statement, so a burst of parallel guesses cannot slip past the count; a successful sign-in
// clears it. Kept in Postgres so every command-api instance agrees; timed by an injected clock.

export interface ThrottlePolicy {
  freeFailures: number;
  baseDelaySeconds: number;
  maxDelaySeconds: number;
}

export const DEFAULT_THROTTLE: ThrottlePolicy = {
  freeFailures: 5,
  baseDelaySeconds: 1,
  maxDelaySeconds: 15 * 60,
};

/**
 * Failed sign-ins from one address across every account (25 accounts tried from one address must
 * slow down): counted only when a password was wrong, over a 15-minute window, so an office that
 * signs in all day behind one address is never slowed by its own successes.
 */
export const ADDRESS_THROTTLE: ThrottlePolicy & { windowSeconds: number } = {
  freeFailures: 20,
  baseDelaySeconds: 1,
  maxDelaySeconds: 15 * 60,
  windowSeconds: 15 * 60,
};

export type Clock = () => Date;

export class LoginThrottle {
  constructor(
    private readonly db: Kysely<AppDatabase>,
    private readonly clock: Clock = () => new Date(),
    private readonly policy: ThrottlePolicy = DEFAULT_THROTTLE,
  ) {}

  static key(email: string, address: string): string {
    return `${email.trim().toLowerCase()}|${address}`;
  }

  /** The key of an address across accounts ('*' is no email: an email has an '@'). */
  static addressKey(address: string): string {
    return `*|${address}`;
  }

  /** Counts one failure of an address; past the free ones it is locked for a delay that doubles. */
  async failure(key: string, policy = ADDRESS_THROTTLE): Promise<void> {
    const now = this.clock();
    const { freeFailures, baseDelaySeconds, maxDelaySeconds, windowSeconds } = policy;
    await sql`
      insert into login_throttle as t (key, failures, blocked_until, last_failure_at)
      values (${key}, 1, null, ${now})
      on conflict (key) do update set
        failures = case when t.last_failure_at < excluded.last_failure_at - make_interval(secs => ${windowSeconds}::float8)
          then 1 else t.failures + 1 end,
        blocked_until = case when t.last_failure_at >= excluded.last_failure_at - make_interval(secs => ${windowSeconds}::float8)
          and t.failures + 1 >= ${freeFailures}::int
          then excluded.last_failure_at + make_interval(secs => least(${maxDelaySeconds}::float8,
                 ${baseDelaySeconds}::float8 * power(2, t.failures + 1 - ${freeFailures}::int)))
          end,
        last_failure_at = excluded.last_failure_at`.execute(this.db);
  }

  /**
   * Counts an attempt unless the key is locked. Returns 0 when the attempt may go on, else the
   * seconds to wait (for Retry-After).
   */
  async attempt(key: string): Promise<number> {
    const now = this.clock();
    const { freeFailures, baseDelaySeconds, maxDelaySeconds } = this.policy;
    // The lock is set by the attempt that reaches the limit; it is lifted by a success (clear).
    const { rows } = await sql<{ failures: number }>`
      insert into login_throttle as t (key, failures, blocked_until, last_failure_at)
      values (${key}, 1, case when 1 >= ${freeFailures}::int then ${now}::timestamptz + make_interval(secs => ${baseDelaySeconds}::float8) end, ${now})
      on conflict (key) do update set
        failures = t.failures + 1,
        last_failure_at = excluded.last_failure_at,
        blocked_until = case when t.failures + 1 >= ${freeFailures}::int
          then excluded.last_failure_at + make_interval(secs => least(${maxDelaySeconds}::float8,
                 ${baseDelaySeconds}::float8 * power(2, t.failures + 1 - ${freeFailures}::int)))
          end
      where t.blocked_until is null or t.blocked_until <= excluded.last_failure_at
      returning failures`.execute(this.db);
    if (rows.length > 0) return 0;
    return this.retryAfter(key);
  }

  /** Seconds until the key may try again (0: now). */
  async retryAfter(key: string): Promise<number> {
    const { rows } = await sql<{ blocked_until: Date | null }>`
      select blocked_until from login_throttle where key = ${key}`.execute(this.db);
    const until = rows[0]?.blocked_until;
    const left = until ? until.getTime() - this.clock().getTime() : 0;
    return left > 0 ? Math.max(1, Math.ceil(left / 1000)) : 0;
  }

  async clear(key: string): Promise<void> {
    await sql`delete from login_throttle where key = ${key}`.execute(this.db);
  }

  /** Every key of an email, whatever address it came from (after a password reset). */
  async clearEmail(email: string): Promise<void> {
    const prefix = email
      .trim()
      .toLowerCase()
      .replace(/[\\%_]/g, '\\$&');
    await sql`delete from login_throttle where key like ${`${prefix}|%`}`.execute(this.db);
  }
}
