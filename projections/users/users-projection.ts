import { sql, type Kysely } from 'kysely';
import { userIdOfStream, USER_EVENT_TYPES, type UserEvent } from '../../domain/users';
import { indexedList, indexedText, textOr, timestamp, timestampOr } from '../column-values';
import type { Changed, Projection, SequencedEvent } from '../projection';
import { USERS_TABLE } from './tables';

// The accounts the users screen lists, and the profile GET /api/auth/me answers. Every value comes
// from the events (registeredAt, loggedInAt…), never from now(), so a rebuild is row-for-row the same.
// No secret is here: the events carry none. Values go through column-values, so an event a script
// wrote with a missing name or an impossible time lands as '' or UNKNOWN_TIME instead of stopping it.

type Tables = Readonly<Record<typeof USERS_TABLE, string>>;

async function createTables(db: Kysely<any>, t: Tables): Promise<void> {
  await sql`
    create table ${sql.table(t.users)} (
      id text primary key,
      email text not null,
      name text not null,
      first_name text not null,
      last_name text not null,
      roles text[] not null,
      status text not null,
      created_at timestamptz not null,
      last_login_at timestamptz
    )`.execute(db);
}

/** The list sorts by name and filters by role and status; search scans name and email. */
async function createIndexes(db: Kysely<any>, t: Tables): Promise<void> {
  const table = sql.table(t.users);
  const index = (suffix: string) => sql.id(`${t.users}_${suffix}`);
  await sql`create index if not exists ${index('name')} on ${table} (lower(name), id)`.execute(db);
  await sql`create index if not exists ${index('email')} on ${table} (lower(email))`.execute(db);
  await sql`create index if not exists ${index('roles')} on ${table} using gin (roles)`.execute(db);
}

function statementFor(table: string, id: string, e: SequencedEvent) {
  const users = sql.table(table);
  const event = e as unknown as UserEvent;
  const d = (e.data ?? {}) as Record<string, unknown>;
  switch (event.type) {
    case 'UserRegistered': {
      const [name, email] = [indexedText(d.name) ?? '', indexedText(d.email) ?? ''];
      return sql`insert into ${users} (id, email, name, first_name, last_name, roles, status, created_at)
        values (${id}, ${email}, ${name}, ${textOr(d.firstName)}, ${textOr(d.lastName)}, ${indexedList(d.roles)}::text[], 'active',
          ${timestampOr(d.registeredAt, e.metadata?.occurredAt)})
        on conflict (id) do update set email = excluded.email, name = excluded.name, first_name = excluded.first_name,
          last_name = excluded.last_name, roles = excluded.roles, status = excluded.status, created_at = excluded.created_at`;
    }
    case 'UserLoggedIn':
      return sql`update ${users} set last_login_at = ${timestamp(d.loggedInAt) ?? timestamp(e.metadata?.occurredAt)} where id = ${id}`;
    case 'ProfileUpdated':
      return sql`update ${users} set name = ${indexedText(d.name) ?? ''}, first_name = ${textOr(d.firstName)},
        last_name = ${textOr(d.lastName)} where id = ${id}`;
    case 'RoleAssigned':
      return sql`update ${users} set roles = roles || ${textOr(d.role)}::text
        where id = ${id} and not (${textOr(d.role)}::text = any(roles))`;
    case 'RoleRevoked':
      return sql`update ${users} set roles = array_remove(roles, ${textOr(d.role)}::text) where id = ${id}`;
    case 'UserDeactivated':
      return sql`update ${users} set status = 'inactive' where id = ${id}`;
    case 'UserActivated':
      return sql`update ${users} set status = 'active' where id = ${id}`;
    default:
      return undefined; // logouts and password events change nothing a screen shows
  }
}

async function apply(trx: Kysely<any>, events: readonly SequencedEvent[], t: Tables): Promise<Changed[]> {
  const changed = new Set<string>();
  for (const event of events) {
    const id = indexedText(userIdOfStream(event.streamId));
    const statement = id ? statementFor(t.users, id, event) : undefined;
    if (!id || !statement) continue;
    await statement.execute(trx);
    changed.add(id);
  }
  return [...changed].map((id) => ({ entity: 'user', id }));
}

export const usersProjection: Projection<typeof USERS_TABLE> = {
  name: 'users',
  version: 1,
  handles: USER_EVENT_TYPES,
  tables: [USERS_TABLE],
  createTables,
  createIndexes,
  apply,
};
