import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ROLES } from '../../domain/identity';
import { ProfileAnswer, succeededWith, USER_MESSAGES, UserPage } from '../../domain/users';
import type { AppDatabase } from '../../infra/db/app-tables';
import type { EventStore, Position } from '../../infra/event-store/port';
import { problem, sendProblem } from '../../infra/http/problem';
import type { ReadModels } from '../../projections/read-models';
import { minPositionQuery, readYourWrites, type ConsistencyDeps } from '../consistency';
import { useReadModelErrors } from '../read-model-errors';
import { pageOf } from '../shared/paging';
import { findUser, listUsers, type UserItem } from './queries';
import { sessionsReadRoutes } from './sessions';
import { toSessionUser } from './to-response';

export interface UsersRouteDeps {
  db: Kysely<ReadModels>;
  store: Pick<EventStore, 'headPosition' | 'comparePositions'>;
  consistency: ConsistencyDeps;
  /** The primary, for what only it holds (the sessions' last-seen times). */
  appDb: Kysely<AppDatabase>;
}

const listQuery = z.object({
  search: z.string().trim().max(200).optional(),
  role: z.enum(ROLES).optional(),
  status: z.enum(['active', 'inactive']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  ...minPositionQuery,
});

/** Who may list the accounts; the audit shows account streams to the same people (audit/privacy.ts). */
export const USERS_ACCESS = 'manage-users' as const;

/** A user who just registered may ask for the profile before the projection has written it. */
const PROFILE_WAIT_MS = 3000;

export const usersReadRoutes: FastifyPluginAsyncZod<UsersRouteDeps> = async (
  app,
  { db, appDb, store, consistency },
) => {
  useReadModelErrors(app);
  const waitForUsers = readYourWrites(consistency, ['users']);
  await app.register(sessionsReadRoutes, { db, appDb, consistency });

  app.get(
    '/api/users',
    {
      config: { access: USERS_ACCESS },
      schema: { querystring: listQuery, response: { 200: UserPage } },
      preHandler: waitForUsers,
    },
    async (req) => {
      const { search, role, status, page, pageSize } = req.query;
      const found = await listUsers(db, { search: search || undefined, role, status }, { page, pageSize });
      return pageOf(found.items, found.total, page, pageSize);
    },
  );

  // Issue 14 names the same profile GET /api/profile: one handler for both paths.
  for (const path of ['/api/auth/me', '/api/profile'])
    app.get(
      path,
      {
        config: { access: 'authenticated' },
        schema: { querystring: z.object(minPositionQuery), response: { 200: ProfileAnswer } },
        preHandler: waitForUsers,
      },
      async (req, reply) => {
        const user = await profileOf(db, store, consistency, req.principal!.userId);
        if (!user)
          return sendProblem(
            reply,
            problem(404, 'USER.NO_AUTHENTICATED_USER', USER_MESSAGES['USER.NO_AUTHENTICATED_USER']),
          );
        // A deactivated account's token no longer stands for a session: 401 makes the app log out.
        if (user.status === 'inactive')
          return sendProblem(reply, problem(401, 'USER.DEACTIVATED', USER_MESSAGES['USER.DEACTIVATED']));
        return succeededWith({ user: toSessionUser(user) });
      },
    );
};

/**
 * The profile. When it is not there and the users projection is behind the store's head (a user who
 * has just registered), waits — bounded, woken by the projection's notices — for it to catch up.
 */
async function profileOf(
  db: Kysely<ReadModels>,
  store: UsersRouteDeps['store'],
  consistency: ConsistencyDeps,
  id: string,
): Promise<UserItem | undefined> {
  const deadline = Date.now() + PROFILE_WAIT_MS;
  const head = await store.headPosition();
  for (;;) {
    const user = await findUser(db, id);
    const left = deadline - Date.now();
    if (user || left <= 0 || !head || (await caughtUp(consistency, store, head)))
      return user ?? (await findUser(db, id));
    await nextNotice(consistency, Math.min(left, consistency.options.pollMs));
  }
}

async function caughtUp(
  consistency: ConsistencyDeps,
  store: UsersRouteDeps['store'],
  head: Position,
): Promise<boolean> {
  const row = await consistency.db
    .selectFrom('projection_checkpoints')
    .select('position')
    .where('name', '=', 'users')
    .executeTakeFirst();
  return Boolean(row?.position && store.comparePositions(row.position, head) >= 0);
}

function nextNotice(consistency: ConsistencyDeps, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    const stop = consistency.feed.subscribe({
      advanced: (n) => n.projection === 'users' && done(),
      resync: done,
    });
    function done() {
      clearTimeout(timer);
      stop();
      resolve();
    }
  });
}
