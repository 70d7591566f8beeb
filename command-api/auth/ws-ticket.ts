import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AppDatabase } from '../../infra/db/app-tables';

// A browser cannot set headers on a websocket, and a token in the URL lands in access logs. So the
// app trades its token for a ticket: random, good once, for 30 seconds (read-api/shared/ws.ts redeems it).
// The ticket stands for the token that asked, so the socket is judged like any request of it —
// and ends with its session.

export const TICKET_TTL_MS = 30_000;

export const wsTicketRoutes: FastifyPluginAsyncZod<{ db: Kysely<AppDatabase> }> = async (app, { db }) => {
  app.post(
    '/api/ws/ticket',
    {
      config: { access: 'any-account' },
      schema: {
        tags: ['auth'],
        summary: 'Un billete de un solo uso (30 s) para abrir el websocket: /api/ws?ticket=…',
        response: { 200: z.object({ ticket: z.string(), expiresAt: z.string() }) },
      },
    },
    async (req) => {
      const ticket = randomBytes(24).toString('base64url');
      const expiresAt = new Date(Date.now() + TICKET_TTL_MS);
      const token = req.headers.authorization!.slice('Bearer '.length);
      // Tickets never redeemed go with the next one issued (indexed on expires_at): the table stays small.
      await db.deleteFrom('ws_tickets').where('expires_at', '<', new Date()).execute();
      await db.insertInto('ws_tickets').values({ id: ticket, token, expires_at: expiresAt }).execute();
      return { ticket, expiresAt: expiresAt.toISOString() };
    },
  );
};
