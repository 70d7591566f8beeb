import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { partnerDecider, partnerNotFound, partnerStream } from '../../domain/consignment';
import {
  PortalAccessAnswer,
  portalAccessBody,
  portalAccessEmailParams,
  portalAccessParams,
  userDecider,
  userError,
  userStream,
} from '../../domain/users';
import type { AccountCheck } from '../../infra/http/auth';
import type { Identity } from '../auth';
import { createUser, keyedAccountId } from '../users';
import { commandHeaders, commandResponses, problemBody } from '../schemas';
import { commandAnswer, commandContext, sendCommand, type CommandDeps } from '../send-command';

// Issue 45 (decision 0138): from a consignment partner's page, the admin gives a person access to that
// partner's portal, or takes it away. A new e-mail gets an account of its own — made as POST /api/users
// makes one (users/create-user.ts: a temporary password answered once, to be changed at the first
// sign-in; an Idempotency-Key repeat answers the same 201, password included); an existing customer's
// account is linked. Withdrawal ends the account's sessions in the same append, and this process reads
// the account again before answering, so an old token is refused at once.

/** What a key's account id is derived for here (POST /api/users has its own). */
const PURPOSE = 'partner-portal-access';
/** The partners' rule (admin, and whoever holds manager): the same as the partner's other writes. */
const access = 'manager' as const;
const notFound = {
  404: {
    description: 'Socio no encontrado, o la cuenta no tiene acceso a su portal',
    content: { 'application/problem+json': { schema: problemBody } },
  },
};

export const portalAccessRoutes: FastifyPluginAsyncZod<
  CommandDeps & { accounts: AccountCheck; identity: Identity }
> = async (app, deps) => {
  const { accounts, identity } = deps;
  // This process's token check follows the account before the answer goes out; the others within their refresh.
  const follow = async (userId: string) => void (accounts !== 'trust-token' && (await accounts.changed(userId)));
  const partnerExists = async (partnerId: string) => {
    const { state } = await deps.handler.load(partnerDecider, partnerStream(partnerId));
    if (state.status === 'absent') throw partnerNotFound();
  };

  app.post(
    '/api/consignment/partners/:id/portal-access',
    {
      config: { access },
      schema: {
        tags: ['consignment'],
        summary: 'Da a una persona acceso al portal del socio (cuenta nueva con contraseña temporal, o la suya)',
        headers: commandHeaders,
        params: portalAccessParams,
        body: portalAccessBody,
        response: { ...commandResponses, ...notFound, 200: PortalAccessAnswer, 201: PortalAccessAnswer },
      },
    },
    async (req, reply) => {
      const partnerId = req.params.id;
      const { email, name } = req.body;
      await partnerExists(partnerId);
      const context = commandContext(req);
      const holder = await identity.credentials.byEmail(email);
      // No account yet, or the one this same key made (a repeat): the account is this invitation's.
      if (!holder || (context.keyed && holder.userId === keyedAccountId(context.commandId, PURPOSE))) {
        const created = await createUser(deps, req, { name, email, portalOf: partnerId }, PURPOSE);
        await follow(created.id);
        return reply.code(201).send({ ...created, email });
      }
      const userId = holder.userId;
      const toSend = {
        decider: userDecider,
        id: userId,
        streamId: userStream(userId),
        command: { type: 'GrantPortalAccess' as const, data: { partnerId } },
      };
      const { status, answer } = await commandAnswer(deps, req, toSend, { context, after: () => follow(userId) });
      return reply.code(status).send({ ...answer, email });
    },
  );

  app.delete(
    '/api/consignment/partners/:id/portal-access/:email',
    {
      config: { access },
      schema: {
        tags: ['consignment'],
        summary: 'Retira el acceso de la persona al portal del socio: sus sesiones terminan en el acto',
        headers: commandHeaders,
        params: portalAccessEmailParams,
        response: { ...commandResponses, ...notFound },
      },
    },
    async (req, reply) => {
      const { id: partnerId, email } = req.params;
      await partnerExists(partnerId);
      const holder = await identity.credentials.byEmail(email);
      if (!holder) throw userError('PORTAL.NOT_GRANTED', 'email');
      const userId = holder.userId;
      return sendCommand(
        deps,
        req,
        reply,
        {
          decider: userDecider,
          id: userId,
          streamId: userStream(userId),
          command: { type: 'WithdrawPortalAccess', data: { partnerId } },
        },
        { after: () => follow(userId) },
      );
    },
  );
};
