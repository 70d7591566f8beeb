import type { AuthError, Principal } from './jwt';
import { judge, mayBeNewer, type AccountStanding, type Known } from './account-standing';

export { INACTIVE_ACCOUNT, UNKNOWN_ACCOUNT, type AccountStanding } from './account-standing';

// Whether the user a valid token names may still act, and with which roles — answered from memory.
// Every API process keeps each account's standing (active, roles) in a map, loaded from the users
// read model at start and reloaded when the users projection notifies and every `refreshMs` as a
// safety net; so a deactivation or a role change reaches every route within seconds, with no
// database round trip per request. An id the map does not know (a user who registered a moment
// ago, before the projection wrote them) costs one lookup in the account's own stream; so does an
// account this process has just changed. A lookup stands until the read model has caught up with
// the event it read (the projection's checkpoint reaches its position); an unknown id is
// remembered for `lookupTtlMs`; at most `maxLookups` ids are held.
//
// Roles come from the account, not the token: the app re-reads the profile whenever the users
// projection moves, so its guards follow the current roles without a new sign-in; the server
// follows the same ones (a removed role stops at once, an added one works at once). The token's
// own roles are what the account had when it signed in.
//
// Sessions (issue 38) ride along: each account's sessions of the last hours, open or ended, come with
// it, so a sign-out or a password change ends a token everywhere as soon as the projection notifies.
// A session the map does not know yet (a sign-in a moment ago) is looked up in the stream.

/** Opaque positions of the event store (only the source compares them). */
type Position = string;

export interface UserAccessSource {
  /** Every account as the users read model has it (empty before the projection has made it), and the position it includes. */
  all(): Promise<{ accounts: ReadonlyMap<string, AccountStanding>; position: Position | undefined }>;
  /** One account from its own stream (not behind): undefined when there is none; the position of the last event read. */
  one(userId: string): Promise<{ standing: AccountStanding | undefined; position: Position | undefined }>;
  /** Whether a read model at `readModel` includes the event at `event`. */
  includes(readModel: Position | undefined, event: Position): boolean;
  /** Records when sessions were last seen (best effort). */
  touch?(seen: ReadonlyMap<string, Date>): Promise<void>;
}

export interface UserAccessOptions {
  refreshMs?: number;
  lookupTtlMs?: number;
  maxLookups?: number;
  /** How often the sessions' last-seen times are written. */
  touchMs?: number;
  log?: { warn(obj: object, msg: string): void };
}

interface LookedUp {
  standing: AccountStanding | undefined;
  /** The last event the lookup read; none for an unknown id (or a state read whole from a snapshot). */
  position: Position | undefined;
  /** An unknown id is asked again after this. */
  until: number;
  /** When the stream was read (a session signed after it may be missing). */
  readAt: number;
}

export class UserAccess {
  private accounts: ReadonlyMap<string, AccountStanding> = new Map();
  private readonly lookedUp = new Map<string, LookedUp>();
  private readonly inFlight = new Map<string, Promise<AccountStanding | undefined>>();
  private readonly refreshed = new Set<() => void>();
  private timer?: NodeJS.Timeout;
  private toucher?: NodeJS.Timeout;
  private seenSince = new Map<string, Date>();
  private running?: Promise<void>;
  private again = false;
  private readonly refreshMs: number;
  private readonly lookupTtlMs: number;
  private readonly maxLookups: number;

  constructor(
    private readonly source: UserAccessSource,
    private readonly options: UserAccessOptions = {},
  ) {
    this.refreshMs = options.refreshMs ?? 2000;
    this.lookupTtlMs = options.lookupTtlMs ?? 5000;
    this.maxLookups = options.maxLookups ?? 10_000;
  }

  /** Loads every account once (a failure is thrown: an API does not start blind), then keeps refreshing. */
  async start(): Promise<this> {
    this.accounts = (await this.source.all()).accounts;
    this.timer = setInterval(() => void this.refresh(), this.refreshMs);
    this.timer.unref();
    this.toucher = setInterval(() => void this.flushSeen(), this.options.touchMs ?? 60_000);
    this.toucher.unref();
    return this;
  }

  stop(): void {
    clearInterval(this.timer);
    clearInterval(this.toucher);
    this.refreshed.clear();
  }

  /** Called after each reload (the websocket re-judges its open sockets). */
  onRefresh(listener: () => void): () => void {
    this.refreshed.add(listener);
    return () => this.refreshed.delete(listener);
  }

  /**
   * Reloads the map now (coalesced: calls during a reload make one more after it). Resolves when the
   * reload that covers this call is done; a failure keeps the previous map and is logged.
   */
  refresh(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          const { accounts, position } = await this.source.all();
          this.accounts = accounts;
          this.forgetCaughtUp(position);
        } catch (err) {
          this.options.log?.warn({ err }, 'user access: reloading the accounts failed; keeping the previous ones');
        }
      } while (this.again);
      this.running = undefined;
      for (const listener of [...this.refreshed]) listener();
    })();
    return this.running;
  }

  /** This process has just changed the account: read its stream now rather than wait for the projection. */
  async changed(userId: string): Promise<void> {
    // A lookup already under way may have read the stream before the change.
    await this.inFlight.get(userId)?.catch(() => undefined);
    this.lookedUp.delete(userId);
    await this.lookUp(userId);
  }

  /**
   * The principal a verified token stands for, with the account's current roles; an AuthError when
   * the account is unknown or deactivated.
   */
  async principalOf(token: Principal): Promise<Principal> {
    const known = this.known(token.userId);
    const principal =
      known && !mayBeNewer(token, known)
        ? judge(token, known)
        : judge(token, { standing: await this.lookUp(token.userId, token) });
    if (principal.sessionId) this.seenSince.set(principal.sessionId, new Date());
    return principal;
  }

  /** Writes the sessions seen since the last time (one statement a minute per process). */
  async flushSeen(): Promise<void> {
    if (this.seenSince.size === 0 || !this.source.touch) return;
    const seen = this.seenSince;
    this.seenSince = new Map();
    await this.source
      .touch(seen)
      .catch((err: unknown) => this.options.log?.warn({ err }, 'user access: last seen not written'));
  }

  /** The same verdict from memory alone; undefined when this process knows nothing of the account yet. */
  judgeNow(token: Principal): Principal | AuthError | undefined {
    const known = this.known(token.userId);
    if (!known || mayBeNewer(token, known)) return undefined;
    try {
      return judge(token, known);
    } catch (err) {
      return err as AuthError;
    }
  }

  private known(userId: string): Known | undefined {
    const looked = this.lookedUp.get(userId);
    // A lookup read the stream itself: until the read model has caught up with it, it is the newer word.
    if (looked && (looked.standing || looked.until > Date.now())) return looked;
    const standing = this.accounts.get(userId);
    return standing ? { standing } : undefined;
  }

  /** Lookups the read model now includes give way to it (an unknown id keeps its own short expiry). */
  private forgetCaughtUp(readModel: Position | undefined): void {
    for (const [userId, looked] of this.lookedUp) {
      if (looked.standing && (looked.position === undefined || this.source.includes(readModel, looked.position)))
        this.lookedUp.delete(userId);
    }
  }

  /** Reads the account's stream (one read at a time per account; `token`: a read started before it was signed is not enough). */
  private async lookUp(userId: string, token?: Principal): Promise<AccountStanding | undefined> {
    const pending = this.inFlight.get(userId);
    if (pending) {
      const standing = await pending;
      const readAt = this.lookedUp.get(userId)?.readAt ?? 0;
      if (!token || !mayBeNewer(token, { standing, readAt })) return standing;
    }
    const readAt = Date.now();
    const reading = this.source
      .one(userId)
      .then(({ standing, position }) => {
        this.remember(userId, { standing, position, until: Date.now() + this.lookupTtlMs, readAt });
        return standing;
      })
      .finally(() => {
        if (this.inFlight.get(userId) === reading) this.inFlight.delete(userId);
      });
    this.inFlight.set(userId, reading);
    return reading;
  }

  private remember(userId: string, looked: LookedUp): void {
    this.lookedUp.delete(userId);
    // Oldest first out: a flood of made-up ids (only possible with the secret) cannot grow memory.
    while (this.lookedUp.size >= this.maxLookups) this.lookedUp.delete(this.lookedUp.keys().next().value!);
    this.lookedUp.set(userId, looked);
  }
}
