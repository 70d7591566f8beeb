import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  OpenSessionsAnswer,
  portalAccessParams,
  PortalUsers,
  ProfileAnswer,
  succeededWith,
  USER_MESSAGES,
  UserPage,
} from '../../domain/users';
import type { AppDatabase } from '../../infra/db/app-tables';
import { problem, sendProblem } from '../../infra/http/problem';
import type { ReadModels } from '../../projections/read-models';
import { readYourWrites, type ConsistencyDeps } from '../shared/consistency';
import { useReadModelErrors } from '../shared/read-model-errors';
import { pageOf } from '../shared/paging';
import { USERS_ACCESS } from '../shared/stream-privacy';
import { profileOf, type ProfileStore } from './queries/profile';
import { portalUsersOf } from './queries/portal-users';
import { openSessionsOf } from './queries/sessions';
import { listUsers } from './queries/users';
import * as q from './query-schemas';
import { toSessionUser } from './to-response';

export interface UsersRouteDeps {
  db: Kysely<ReadModels>;
  store: ProfileStore;
  consistency: ConsistencyDeps;
  /** The primary, for what only it holds (the sessions' last-seen times). */
  appDb: Kysely<AppDatabase>;
}

export const usersReadRoutes: FastifyPluginAsyncZod<UsersRouteDeps> = async (
  app,
  { db, appDb, store, consistency },
) => {
  useReadModelErrors(app);
  const waitForUsers = readYourWrites(consistency, ['users']);

  // The caller's own open sessions, for /profile's list ("Cerrar sesión en este dispositivo" / "en todos").
  app.get(
    '/api/auth/sessions',
    {
      config: { access: 'any-account' },
      schema: {
        tags: ['auth'],
        summary: 'Mis sesiones abiertas',
        querystring: q.sessionsQuery,
        response: { 200: OpenSessionsAnswer },
      },
      preHandler: waitForUsers,
    },
    async (req) => {
      const { userId, sessionId } = req.principal!;
      const open = await openSessionsOf(db, appDb, userId);
      return succeededWith({ sessions: open.map((s) => ({ ...s, current: s.id === sessionId })) });
    },
  );

  app.get(
    '/api/users',
    {
      config: { access: USERS_ACCESS },
      schema: { querystring: q.userListQuery, response: { 200: UserPage } },
      preHandler: waitForUsers,
    },
    async (req) => {
      const { search, role, status, page, pageSize } = req.query;
      const found = await listUsers(db, { search: search || undefined, role, status }, { page, pageSize });
      return pageOf(found.items, found.total, page, pageSize);
    },
  );

  // Issue 45: who reads a consignment partner's portal, for the admin's partner page (the partners' rule).
  app.get(
    '/api/consignment/partners/:id/portal-access',
    {
      config: { access: 'manager' },
      schema: {
        tags: ['consignment'],
        summary: 'Las personas con acceso al portal del socio',
        params: portalAccessParams,
        querystring: q.portalUsersQuery,
        response: { 200: PortalUsers },
      },
      preHandler: waitForUsers,
    },
    async (req, reply) => {
      const found = await portalUsersOf(db, req.params.id);
      if (!found) return sendProblem(reply, problem(404, 'PARTNER.NOT_FOUND', 'Socio no encontrado.'));
      return found;
    },
  );

  // Issue 14 names the same profile GET /api/profile: one handler for both paths.
  for (const path of ['/api/auth/me', '/api/profile'])
    app.get(
      path,
      {
        // Read before the temporary password is changed: it is what tells the app to ask for the change.
        config: { access: 'any-account', beforePasswordChange: true },
        schema: { querystring: q.profileQuery, response: { 200: ProfileAnswer } },
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
