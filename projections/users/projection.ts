import { sql, type Kysely, type Transaction } from 'kysely';
import { userIdOfStream, USER_EVENT_TYPES, type UserEvent } from '../../domain/users';
import { indexedList, indexedText, textOr, timestamp, timestampOr } from '../engine/column-values';
import type { Changed, Projection, SequencedEvent, TableNames } from '../engine/projection';
import { writtenColumns } from '../engine/json-recordset';
import { generationDb } from '../engine/read-model-table';
import { continuedIds, unnestRows } from '../engine/page-rows';
import { sessionChanges, writeSessions } from './rows';
import {
  createUsersIndexes,
  createUsersTables,
  users,
  USER_SESSIONS_TABLE,
  USERS_TABLE,
  type UserRow,
  type UsersDatabase,
} from './tables';

// The accounts the users screen lists, and the profile GET /api/auth/me answers. Every value comes
// from the events (registeredAt, loggedInAt…), never from now(), so a rebuild is row-for-row the same.
// No secret is here: the events carry none. Values go through column-values, so an event a script
// wrote with a missing name or an impossible time lands as '' or UNKNOWN_TIME instead of stopping it.

type Db = Kysely<UsersDatabase>;
/** An account as the fold holds it: the row's columns, times as ISO text. */
type Account = Omit<UserRow, 'created_at' | 'last_login_at' | 'portal_granted_at'> & {
  created_at: string;
  last_login_at: string | null;
  portal_granted_at: string | null;
};

/** The account after one event, or undefined when the event changes nothing a screen shows. */
function evolve(account: Account | undefined, id: string, e: SequencedEvent): Account | undefined {
  const event = e as unknown as UserEvent;
  const d = (e.data ?? {}) as Record<string, unknown>;
  if (event.type === 'UserRegistered') {
    // A second registration of the same id (a script's) rewrites the account but keeps its last login.
    return {
      id,
      email: indexedText(d.email) ?? '',
      name: indexedText(d.name) ?? '',
      first_name: textOr(d.firstName),
      last_name: textOr(d.lastName),
      roles: indexedList(d.roles),
      status: 'active',
      created_at: timestampOr(d.registeredAt, e.metadata?.occurredAt),
      last_login_at: account?.last_login_at ?? null,
      must_change_password: d.mustChangePassword === true,
      partner_id: account?.partner_id ?? null,
      portal_granted_at: account?.portal_granted_at ?? null,
    };
  }
  if (!account) return undefined; // an event of an account never registered changes no row
  switch (event.type) {
    case 'UserLoggedIn':
      return { ...account, last_login_at: timestamp(d.loggedInAt) ?? timestamp(e.metadata?.occurredAt) };
    case 'ProfileUpdated':
      return {
        ...account,
        name: indexedText(d.name) ?? '',
        first_name: textOr(d.firstName),
        last_name: textOr(d.lastName),
      };
    case 'RoleAssigned': {
      const role = textOr(d.role);
      return account.roles.includes(role) ? account : { ...account, roles: [...account.roles, role] };
    }
    case 'RoleRevoked':
      return { ...account, roles: account.roles.filter((r) => r !== textOr(d.role)) };
    case 'PortalAccessGranted': {
      const roles = account.roles.includes('partner') ? account.roles : [...account.roles, 'partner'];
      const since = timestamp(d.grantedAt) ?? timestampOr(undefined, e.metadata?.occurredAt);
      return { ...account, roles, partner_id: indexedText(d.partnerId) || null, portal_granted_at: since };
    }
    case 'PortalAccessWithdrawn':
      return {
        ...account,
        roles: account.roles.filter((r) => r !== 'partner'),
        partner_id: null,
        portal_granted_at: null,
      };
    case 'UserDeactivated':
      return { ...account, status: 'inactive' };
    case 'UserActivated':
      return { ...account, status: 'active' };
    case 'PasswordChanged':
    case 'PasswordResetCompleted':
      return account.must_change_password ? { ...account, must_change_password: false } : undefined;
    default:
      return undefined; // logouts and the other password events change nothing a screen shows
  }
}

const stored = (row: UserRow): Account => ({
  ...row,
  created_at: new Date(row.created_at).toISOString(),
  last_login_at: row.last_login_at ? new Date(row.last_login_at).toISOString() : null,
  portal_granted_at: row.portal_granted_at ? new Date(row.portal_granted_at).toISOString() : null,
});

const accountIdOf = (streamId: string) => indexedText(userIdOfStream(streamId)) || undefined;

/** The stored accounts a batch continues (those registered in it have none yet), in one select. */
async function storedAccounts(db: Db, events: readonly SequencedEvent[]): Promise<Map<string, Account>> {
  const ids = continuedIds(events, accountIdOf);
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', sql<string>`any(${ids}::text[])`)
    .execute();
  return new Map(rows.map((r) => [r.id, stored(r)]));
}

// A batch is folded per account in memory (the rows it continues loaded once), then written by one
// upsert: a rebuild costs one or two statements per batch, not one per event, and a row is the same
// whatever the batch boundaries (every event sets what it changes whole, from the event's own values).
async function apply(
  trx: Transaction<unknown>,
  events: readonly SequencedEvent[],
  t: TableNames<typeof USERS_TABLE | typeof USER_SESSIONS_TABLE>,
): Promise<Changed[]> {
  const db: Db = generationDb<UsersDatabase>(trx, t);
  const mine = events.flatMap((e) => {
    const id = accountIdOf(e.streamId);
    return id ? [{ id, e }] : [];
  });
  if (mine.length === 0) return [];
  const sessions = sessionChanges(mine);
  await writeSessions(db, t.user_sessions, sessions);
  const accounts = await storedAccounts(db, events);
  const changed = new Map<string, Account>();
  for (const { id, e } of mine) {
    const next = evolve(accounts.get(id), id, e);
    if (!next) continue;
    accounts.set(id, next);
    changed.set(id, next);
  }
  // A session that opened or ended is news to the token checks, even when no row of the list changed.
  if (changed.size > 0) {
    const columns = users.columns;
    const names = writtenColumns(columns);
    await db
      .insertInto('users')
      .columns(names)
      .expression((eb) => eb.selectFrom(unnestRows(columns, [...changed.values()])).select(names))
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => Object.fromEntries(names.map((n) => [n, eb.ref(`excluded.${n}`)]))),
      )
      .execute();
  }
  return [...new Set([...changed.keys(), ...sessions.userIds])].map((id) => ({ entity: 'user', id }));
}

export const usersProjection: Projection<typeof USERS_TABLE | typeof USER_SESSIONS_TABLE> = {
  name: 'users',
  version: 5, // 2: the sessions table; 3: must_change_password (issue 43); 4, 5: partner_id, portal_granted_at (issue 45)
  handles: USER_EVENT_TYPES,
  tables: [USERS_TABLE, USER_SESSIONS_TABLE],
  createTables: createUsersTables,
  createIndexes: createUsersIndexes,
  apply,
};
