import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { POS_SELL } from '../../domain/identity';
import {
  closeSessionBody,
  openSessionBody,
  REGISTER_STREAM_PREFIX,
  registerDecider,
  registerStream,
} from '../../domain/pos';
import { notFound } from '../../domain/shared';
import { toCents } from '../../domain/shared/money';
import { commandIdFor } from '../../infra/event-store/event-id';
import { commandHeaders, commandResponses, problemBody } from '../schemas';
import { commandContext, sendCommand } from '../send-command';
import type { PosDeps } from './deps';

// A register's cash sessions (issue 17): a cashier opens one with the opening cash, and closes it
// counting the cash by denomination (the register decides the Z report). The session's id is all
// the client keeps; the register it belongs to is found from it (registerOfSession).

export const SESSION_NOT_FOUND = 'Sesión de caja no encontrada.';
export const sessionNotFound = () => notFound('REGISTER.SESSION_NOT_FOUND', SESSION_NOT_FOUND);

const params = z.object({ id: z.uuid({ error: SESSION_NOT_FOUND }) });
export const posResponses = {
  ...commandResponses,
  404: { description: SESSION_NOT_FOUND, content: { 'application/problem+json': { schema: problemBody } } },
};

/** The command that opens a session is named by it, so its kept answer names the register. */
const openingId = (sessionId: string) => commandIdFor(sessionId, 'open');

// A session's register never changes: once found, it is kept (bounded, it is only a shortcut).
const known = new Map<string, string>();
const KNOWN_AT_MOST = 10_000;

/**
 * The register a session belongs to. The session's opening is sent with an id derived from the
 * session (openingId), and command_results keeps its answer with the register's stream: a lookup
 * by primary key, whatever the event store. A session opened another way (a script, a seed) is
 * looked for in the Postgres events table, once. Unknown → 404.
 */
export async function registerOfSession(deps: Pick<PosDeps, 'results' | 'db'>, sessionId: string): Promise<string> {
  const cached = known.get(sessionId);
  if (cached) return cached;
  const kept = await deps.results.find(openingId(sessionId));
  let streamId = kept?.answer && kept.streamId;
  if (!streamId) {
    const row = await deps.db
      .selectFrom('events')
      .select('stream_id')
      .where('type', '=', 'CashSessionOpened')
      .where(sql<string>`data->>'sessionId'`, '=', sessionId)
      .limit(1)
      .executeTakeFirst();
    streamId = row?.stream_id;
  }
  if (!streamId?.startsWith(REGISTER_STREAM_PREFIX)) throw sessionNotFound();
  const registerId = streamId.slice(REGISTER_STREAM_PREFIX.length);
  if (known.size >= KNOWN_AT_MOST) known.clear();
  known.set(sessionId, registerId);
  return registerId;
}

/** Counted cash as the register takes it: centavos of the note or coin → how many. */
export function denominationsOf(counted: number | Record<string, number>): Record<string, number> {
  // A plain amount is one "note" of that value (nothing counted: no note at all).
  if (typeof counted === 'number') return counted > 0 ? { [String(toCents(counted))]: 1 } : {};
  const out: Record<string, number> = {};
  for (const [pesos, n] of Object.entries(counted)) {
    const cents = String(toCents(Number(pesos)));
    out[cents] = (out[cents] ?? 0) + n;
  }
  return out;
}

export const sessionRoutes: FastifyPluginAsyncZod<PosDeps> = async (app, deps) => {
  const schema = { tags: ['pos'], headers: commandHeaders, response: posResponses };

  app.post(
    '/api/pos/sessions',
    {
      config: { access: POS_SELL },
      schema: { ...schema, summary: 'Abre una sesión de caja con su fondo', body: openSessionBody },
    },
    (req, reply) => {
      const context = commandContext(req);
      // From the command id: an Idempotency-Key repeat is the same session.
      const sessionId = commandIdFor(context.commandId, 'session');
      // Without a location the register decides: where it stands, else the shop's counter (issue 39).
      const { registerId, openingCash, location } = req.body;
      const data = {
        registerId,
        sessionId,
        cashierId: context.actor.userId,
        openingCashCents: toCents(openingCash),
        ...(location === undefined ? {} : { locationId: location }),
      };
      // Kept like a keyed command even without a key: its kept answer is how the session finds its register.
      const opening = { ...context, commandId: openingId(sessionId), keyed: true };
      const toSend = {
        decider: registerDecider,
        id: sessionId,
        streamId: registerStream(registerId),
        command: { type: 'OpenCashSession' as const, data },
      };
      return sendCommand(deps, req, reply, toSend, { context: opening });
    },
  );

  app.post(
    '/api/pos/sessions/:id/close',
    {
      config: { access: POS_SELL },
      schema: {
        ...schema,
        summary: 'Cierra la sesión con el efectivo contado (reporte Z)',
        params,
        body: closeSessionBody,
      },
    },
    async (req, reply) => {
      const sessionId = req.params.id;
      const registerId = await registerOfSession(deps, sessionId);
      const data = {
        registerId,
        sessionId,
        denominations: denominationsOf(req.body.countedCash),
        notes: req.body.notes ?? '',
      };
      const command = { type: 'CloseCashSession' as const, data };
      return sendCommand(deps, req, reply, {
        decider: registerDecider,
        id: sessionId,
        streamId: registerStream(registerId),
        command,
      });
    },
  );
};
