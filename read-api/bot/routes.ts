import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  BotOrderInfo,
  BotProductInfo,
  BotProductSearch,
  BotReply,
  BotResetAnswer,
  BotZoneInfo,
} from '../../domain/bot';
import type { AppDatabase } from '../../infra/db/app-tables';
import type { EventStore } from '../../infra/event-store/port';
import { problem, sendProblem } from '../../infra/http/problem';
import type { ReadModels } from '../../projections/read-models';
import { useReadModelErrors } from '../shared/read-model-errors';
import { requestLimit, type RequestLimit } from '../shared/rate-limit';
import { createBot } from './bot';
import { GUEST, type Asker, type ChatLine } from './contract';
import { botMessageBody, botResetBody, safeId } from './query-schemas';
import { Conversations } from './queries/conversations';
import { handOffToStaff } from './handoff';
import { CommandHandler } from '../../application/handler';
import { SnapshotStore } from '../../infra/event-store/snapshots';

// Issue 22, architecture section 7: Flora Bot's routes. Public — a guest may ask — with the user taken
// from the token when there is one (spec 6). The flag enableBotSupport (off by default) answers every
// one of them 503 'Flora-Bot is disabled' before this code runs (infra/http/system-flags.ts).

export interface BotRouteDeps {
  db: Kysely<ReadModels>;
  /** The write side's tables: the conversations are kept there. */
  appDb: Kysely<AppDatabase>;
  store: EventStore;
  /** Questions per user and client address (tests and the benchmark raise it); 30 a minute by default. */
  limit?: RequestLimit;
  now?: () => Date;
}

export const BOT_LIMIT: RequestLimit = { max: 30, windowMs: 60 * 1000 };

// Public, yet a token names who asks: a customer's own orders, a hand-off signed with their name.
const config = { access: 'public' as const, identifyIfSigned: true };
const USER_MISMATCH = 'El usuario no coincide con la sesión.';
const askerOf = (req: FastifyRequest): Asker => req.principal ?? { userId: GUEST, roles: [] };
const anyId = safeId('Identificador no válido.');
const notFound = (what: string) => problem(404, 'BOT.NOT_FOUND', what);
/** Spec 9: a session id from the time and a random string. */
const newSessionId = () => `${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`;

export const botRoutes: FastifyPluginAsyncZod<BotRouteDeps> = async (app, deps) => {
  useReadModelErrors(app);
  const now = deps.now ?? (() => new Date());
  const bot = await createBot({
    db: deps.db,
    feed: app.projectionFeed,
    store: deps.store,
    handOff: handOffToStaff({
      handler: new CommandHandler({ store: deps.store, snapshots: new SnapshotStore(deps.appDb) }),
      db: deps.db,
    }),
    now,
  });
  const conversations = new Conversations(deps.appDb, now);
  const limited = await requestLimit(app, deps.limit ?? BOT_LIMIT, {
    key: (req) => `bot|${askerOf(req).userId}|${req.ip}`,
    code: 'BOT.TOO_MANY_REQUESTS',
    message: (seconds) => `Demasiados mensajes al asistente. Intenta de nuevo en ${seconds} s.`,
  });
  /** Spec 7's userId is the token's (or guest): a caller's other value is refused, naming the field. */
  const sameUser = (req: FastifyRequest, userId: string | undefined) =>
    userId === undefined || userId === askerOf(req).userId
      ? undefined
      : problem(400, 'VALIDATION', `userId: ${USER_MISMATCH}`, [{ path: 'userId', message: USER_MISMATCH }]);

  app.post(
    '/api/bot/message',
    {
      config,
      preHandler: limited,
      schema: { summary: 'Pregunta a Flora Bot', security: [], body: botMessageBody, response: { 200: BotReply } },
    },
    async (req, reply): Promise<BotReply | void> => {
      const { text, sessionId, lang, context, userId } = req.body;
      const mismatch = sameUser(req, userId);
      if (mismatch) return sendProblem(reply, mismatch);
      const question = text.trim();
      if (!question) return sendProblem(reply, problem(400, 'BOT.EMPTY_MESSAGE', 'Escribe un mensaje.'));
      const asker = askerOf(req);
      const kept = await conversations.load(asker.userId, sessionId);
      // The server's memory of the session wins; the client's echo stands in after a forget.
      const turnContext = kept.history.length > 0 ? kept.context : context;
      const answer = await bot.reply({
        text: question,
        lang,
        context: turnContext,
        asker,
        sessionId,
        history: kept.history,
      });
      const at = now().toISOString();
      const lines: ChatLine[] = [
        { from: 'user', text: question, at },
        { from: 'bot', text: answer.reply, at },
      ];
      const { intent: _, ...replied } = answer;
      await conversations.save(asker.userId, sessionId, { ...answer.context, intent: answer.intent }, [
        ...kept.history,
        ...lines,
      ]);
      return replied;
    },
  );

  app.post(
    '/api/bot/reset',
    {
      config,
      preHandler: limited,
      schema: {
        summary: 'Reinicia la conversación',
        security: [],
        body: botResetBody,
        response: { 200: BotResetAnswer },
      },
    },
    async (req, reply) => {
      const mismatch = sameUser(req, req.body.userId);
      if (mismatch) return sendProblem(reply, mismatch);
      if (req.body.sessionId) await conversations.forget(askerOf(req).userId, req.body.sessionId);
      return { success: true, message: 'Conversación reiniciada.', sessionId: newSessionId() };
    },
  );

  app.get(
    '/api/bot/orders/:orderId',
    {
      config,
      preHandler: limited,
      schema: {
        summary: 'Un pedido propio',
        security: [],
        params: z.object({ orderId: anyId }),
        response: { 200: BotOrderInfo },
      },
    },
    // Someone else's order and a missing one answer alike: the bot never says which exists.
    async (req, reply) =>
      (await bot.orderInfo(req.params.orderId, askerOf(req))) ??
      sendProblem(reply, notFound('No encontramos ese pedido entre tus pedidos.')),
  );

  app.get(
    '/api/bot/products/:productId',
    {
      config,
      preHandler: limited,
      schema: {
        summary: 'Un producto',
        security: [],
        params: z.object({ productId: anyId }),
        response: { 200: BotProductInfo },
      },
    },
    async (req, reply) =>
      (await bot.productInfo(req.params.productId)) ?? sendProblem(reply, notFound('Producto no encontrado.')),
  );

  app.get(
    '/api/bot/products',
    {
      config,
      preHandler: limited,
      schema: {
        summary: 'Busca productos',
        security: [],
        querystring: z.object({ query: z.string().trim().min(1, { error: 'Escribe qué buscas.' }).max(100) }).strict(),
        response: { 200: BotProductSearch },
      },
    },
    async (req) => bot.searchProducts(req.query.query),
  );

  app.get(
    '/api/bot/zones/:zoneId',
    {
      config,
      preHandler: limited,
      schema: {
        summary: 'Una zona de entrega',
        security: [],
        params: z.object({ zoneId: anyId }),
        response: { 200: BotZoneInfo },
      },
    },
    async (req, reply) =>
      (await bot.zoneInfo(req.params.zoneId)) ?? sendProblem(reply, notFound('Zona de entrega no encontrada.')),
  );
};
