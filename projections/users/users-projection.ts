import { sql, type Kysely, type Transaction } from 'kysely';
import { userIdOfStream, USER_EVENT_TYPES, type UserEvent } from '../../domain/users';
import { indexedList, indexedText, textOr, timestamp, timestampOr } from '../column-values';
import type { Changed, Projection, SequencedEvent, TableNames } from '../projection';
import { generationDb } from '../read-model-table';
import { createUsersIndexes, createUsersTables, USERS_TABLE, type UsersDatabase } from './tables';

// The accounts the users screen lists, and the profile GET /api/auth/me answers. Every value comes
// from the events (registeredAt, loggedInAt…), never from now(), so a rebuild is row-for-row the same.
// No secret is here: the events carry none. Values go through column-values, so an event a script
// wrote with a missing name or an impossible time lands as '' or UNKNOWN_TIME instead of stopping it.

type Db = Kysely<UsersDatabase>;

/** The statement an event makes, or undefined when it changes nothing a screen shows. */
function statementFor(db: Db, id: string, e: SequencedEvent): { execute(): Promise<unknown> } | undefined {
  const event = e as unknown as UserEvent;
  const d = (e.data ?? {}) as Record<string, unknown>;
  const update = () => db.updateTable('users').where('id', '=', id);
  switch (event.type) {
    case 'UserRegistered': {
      const row = {
        id,
        email: indexedText(d.email) ?? '',
        name: indexedText(d.name) ?? '',
        first_name: textOr(d.firstName),
        last_name: textOr(d.lastName),
        roles: indexedList(d.roles),
        status: 'active' as const,
        created_at: timestampOr(d.registeredAt, e.metadata?.occurredAt),
      };
      return db
        .insertInto('users')
        .values(row)
        .onConflict((oc) =>
          oc.column('id').doUpdateSet((eb) => ({
            email: eb.ref('excluded.email'),
            name: eb.ref('excluded.name'),
            first_name: eb.ref('excluded.first_name'),
            last_name: eb.ref('excluded.last_name'),
            roles: eb.ref('excluded.roles'),
            status: eb.ref('excluded.status'),
            created_at: eb.ref('excluded.created_at'),
          })),
        );
    }
    case 'UserLoggedIn':
      return update().set({ last_login_at: timestamp(d.loggedInAt) ?? timestamp(e.metadata?.occurredAt) });
    case 'ProfileUpdated':
      return update().set({
        name: indexedText(d.name) ?? '',
        first_name: textOr(d.firstName),
        last_name: textOr(d.lastName),
      });
    case 'RoleAssigned': {
      const role = textOr(d.role);
      return update()
        .set({ roles: sql<string[]>`roles || ${role}::text` })
        .where(sql<boolean>`not (${role}::text = any(roles))`);
    }
    case 'RoleRevoked':
      return update().set({ roles: sql<string[]>`array_remove(roles, ${textOr(d.role)}::text)` });
    case 'UserDeactivated':
      return update().set({ status: 'inactive' });
    case 'UserActivated':
      return update().set({ status: 'active' });
    default:
      return undefined; // logouts and password events change nothing a screen shows
  }
}

async function apply(
  trx: Transaction<unknown>,
  events: readonly SequencedEvent[],
  t: TableNames<typeof USERS_TABLE>,
): Promise<Changed[]> {
  const db = generationDb<UsersDatabase>(trx, t);
  const changed = new Set<string>();
  for (const event of events) {
    const id = indexedText(userIdOfStream(event.streamId));
    const statement = id ? statementFor(db, id, event) : undefined;
    if (!id || !statement) continue;
    await statement.execute();
    changed.add(id);
  }
  return [...changed].map((id) => ({ entity: 'user', id }));
}

export const usersProjection: Projection<typeof USERS_TABLE> = {
  name: 'users',
  version: 1,
  handles: USER_EVENT_TYPES,
  tables: [USERS_TABLE],
  createTables: createUsersTables,
  createIndexes: createUsersIndexes,
  apply,
};
