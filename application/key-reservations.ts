import { sql, type Kysely } from 'kysely';
import type { AppDatabase } from '../infra/db/app-tables';

// A value that must belong to one aggregate only — a product's SKU or barcode, a partner's RFC — is
// reserved in a table (kind, key, owner) before the command that gives it is sent, like
// user_credentials reserves an email. A failed command gives back what its aggregate does not
// hold; the events decide who holds what: a reservation whose owner does not hold the key is taken
// over once it is stale (a command that died half-way).

export interface ReservedKey<K extends string = string> {
  kind: K;
  /** Normalized (trimmed; case folded where case does not matter). */
  key: string;
  /** As the staff typed it, for the refusal. */
  given: string;
}

export interface ReservationTable {
  /** e.g. product_keys (kind, key, product_id, reserved_at) */
  table: string;
  /** The column naming the aggregate that holds the key. */
  owner: string;
}

/** A reservation this old whose owner does not hold the key is a command that died half-way. */
const STALE_RESERVATION = '1 minute';

export class KeyReservations<K extends string = string> {
  constructor(
    private readonly db: Kysely<AppDatabase>,
    private readonly where: ReservationTable,
    /** Whether the aggregate holds the key now, by its events. */
    private readonly holds: (ownerId: string, k: ReservedKey<K>) => Promise<boolean>,
  ) {}

  private get table() {
    return sql.table(this.where.table);
  }

  private get owner() {
    return sql.ref(this.where.owner);
  }

  /** Claims the key for the owner; the owner finding its own reservation (a repeat) keeps it. */
  async reserve(ownerId: string, k: ReservedKey<K>): Promise<'reserved' | 'taken'> {
    for (let tries = 0; tries < 3; tries++) {
      const { rows } = await sql`
        insert into ${this.table} (kind, key, ${this.owner}) values (${k.kind}, ${k.key}, ${ownerId})
        on conflict do nothing returning kind`.execute(this.db);
      if (rows.length > 0) return 'reserved';
      const holder = await this.holder(k);
      if (!holder) continue; // given back between our insert and our read
      if (holder.ownerId === ownerId) return 'reserved';
      if (!holder.stale || (await this.holds(holder.ownerId, k))) return 'taken';
      await sql`delete from ${this.table} where kind = ${k.kind} and key = ${k.key} and ${this.owner} = ${holder.ownerId}`.execute(
        this.db,
      );
    }
    return 'taken';
  }

  /** The owner a key is reserved for (perhaps by a command still running). */
  async holderOf(k: Pick<ReservedKey<K>, 'kind' | 'key'>): Promise<string | undefined> {
    return (await this.holder(k))?.ownerId;
  }

  /** The owner's keys of a kind, as reserved now. */
  async keysOf(ownerId: string, kind: K): Promise<ReservedKey<K>[]> {
    const { rows } = await sql<{ key: string }>`
      select key from ${this.table} where ${this.owner} = ${ownerId} and kind = ${kind}`.execute(this.db);
    return rows.map((r) => ({ kind, key: r.key, given: r.key }));
  }

  /** Gives back those of `keys` the owner does not hold (after a failed command, or an old value). */
  async releaseUnheld(ownerId: string, keys: ReservedKey<K>[]): Promise<void> {
    for (const k of keys) {
      if (await this.holds(ownerId, k)) continue;
      await sql`delete from ${this.table} where kind = ${k.kind} and key = ${k.key} and ${this.owner} = ${ownerId}`.execute(
        this.db,
      );
    }
  }

  private async holder({ kind, key }: Pick<ReservedKey<K>, 'kind' | 'key'>) {
    const { rows } = await sql<{ owner_id: string; stale: boolean }>`
      select ${this.owner} as owner_id, reserved_at < now() - ${STALE_RESERVATION}::interval as stale
        from ${this.table} where kind = ${kind} and key = ${key}`.execute(this.db);
    return rows[0] ? { ownerId: rows[0].owner_id, stale: rows[0].stale } : undefined;
  }
}

/**
 * Runs an aggregate's command with its keys reserved: a key held by another refuses it (`taken`,
 * nothing appended); if the command fails, the keys its aggregate does not hold go back.
 */
export async function withReservedKeys<K extends string, T>(
  keys: KeyReservations<K>,
  ownerId: string,
  wanted: (ReservedKey<K> | undefined)[],
  taken: (k: ReservedKey<K>) => Promise<Error> | Error,
  send: () => Promise<T>,
): Promise<T> {
  const reserved: ReservedKey<K>[] = [];
  try {
    for (const k of wanted) {
      if (!k) continue;
      if ((await keys.reserve(ownerId, k)) === 'taken') throw await taken(k);
      reserved.push(k);
    }
    return await send();
  } catch (err) {
    await keys.releaseUnheld(ownerId, reserved);
    throw err;
  }
}
