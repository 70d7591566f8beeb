import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import jwt from 'jsonwebtoken';
import type { WebSocket } from 'ws';
import type { DriverPosition, PositionMessage } from '../../domain/delivery';
import type { Permission } from '../../domain/identity';
import {
  ACCOUNTING_BOOKS,
  BILLING,
  HR_PERFORMANCE,
  HR_STAFF,
  PAYROLL,
  POS_READ,
  REPORTS,
  SUBSCRIPTION_RUN,
  SUPPORT_DESK,
  type RouteRule,
} from '../../domain/identity';
import { AuthError, type Principal } from '../../infra/auth/jwt';
import type { UserAccess } from '../../infra/auth/user-access';
import type { Kysely } from 'kysely';
import type { AppDatabase } from '../../infra/db/app-tables';
import { accessAllows } from '../../infra/http/auth';
import { problem, sendProblem } from '../../infra/http/problem';
import { noticeViewOf } from './notice-views';
import type { ProjectionFeed, ProjectionNotice } from './projection-feed';

// Websocket push: the shared projection feed fanned out to every socket whose user may see
// what changed. Screens refetch on a message; the data itself always comes through the GETs.

/**
 * Which permission (or, for a screen whose API answers its route rule, which rule) lets a user hear
 * of a projection's changes. Projections not listed reach operators only.
 */
export type ProjectionAccess = Permission | RouteRule;
export const PROJECTION_ACCESS: Readonly<Record<string, ProjectionAccess>> = {
  audit: 'accounting-view',
  users: 'manage-users',
  inventory: 'view-inventory',
  'stock-ledger': 'view-inventory',
  lots: 'view-inventory',
  consignment: 'manage-consignments',
  billing: BILLING,
  reports: REPORTS,
  // The staff hear of every order; a customer of their own only (ownNotice).
  orders: { permissions: ['process-orders', 'view-deliveries'] },
  // The delivery staff hear of every delivery; a driver of their own only (ownNotice).
  deliveries: { permissions: ['view-deliveries'] },
  // The subscription admin and the delivery staff (the run sheet) hear of every subscription; a customer of their own only.
  subscriptions: SUBSCRIPTION_RUN,
  // The counter's staff (cashier, pos_supervisor) and the admin and owner hear of every session and sale.
  pos: POS_READ,
  // The books move when the posting reactor or accounting writes: accounting, the admin and the owner hear it.
  ledger: ACCOUNTING_BOOKS,
  expenses: ACCOUNTING_BOOKS,
  // HR's read model holds the staff, their shifts and the payroll runs: whoever reads any of them
  // (HR, the payroll's accounting, staff-performance) hears it; the screens refetch what they may read.
  hr: {
    roles: HR_STAFF.roles,
    permissions: [...new Set([...HR_STAFF.permissions!, ...PAYROLL.permissions!, ...HR_PERFORMANCE.permissions!])],
  },
  // Issue 22: the messages chat users leave for a person reach the support desk (admin, owner).
  'help-requests': SUPPORT_DESK,
};
const OPERATORS_ONLY: Permission = 'system-config';
/** Who sees every driver move on the map (spec 6: delivery, admin, owner). */
const SEES_POSITIONS: Permission = 'view-deliveries';

/** A socket that cannot keep up is dropped (it reconnects and refetches) rather than buffered without end. */
const MAX_BUFFERED_BYTES = 1 << 20;
const MAX_TIMER_MS = 2 ** 31 - 1;

interface Listener {
  socket: WebSocket;
  principal: Principal;
  alive: boolean;
  expiry?: NodeJS.Timeout;
}

export interface PushOptions {
  keepaliveMs: number;
  access?: Readonly<Record<string, ProjectionAccess>>;
  /** Open sockets follow their accounts: closed on deactivation, notices filtered by the current roles. */
  accounts?: UserAccess;
}

/** The code the app treats as a session that ended (it logs out): an expired token or an account changed under it. */
const SESSION_ENDED = 4401;

export class PushHub {
  private readonly listeners = new Set<Listener>();
  private readonly stopFeed: () => void;
  private readonly keepalive: NodeJS.Timeout;
  private readonly access: Readonly<Record<string, ProjectionAccess>>;
  private readonly stopJudging?: () => void;

  constructor(feed: ProjectionFeed, options: PushOptions) {
    this.access = options.access ?? PROJECTION_ACCESS;
    const accounts = options.accounts;
    if (accounts) this.stopJudging = accounts.onRefresh(() => this.rejudge(accounts));
    this.stopFeed = feed.subscribe({
      notice: (n) => this.forward(n),
      // Notices may have been lost while the LISTEN connection was down: everyone refetches.
      resync: () => this.listeners.forEach((l) => this.send(l, { type: 'resync' })),
      position: (p) => this.position(p),
    });
    this.keepalive = setInterval(() => this.ping(), options.keepaliveMs);
    this.keepalive.unref();
  }

  get size(): number {
    return this.listeners.size;
  }

  add(socket: WebSocket, principal: Principal, expiresAt?: number): void {
    const listener: Listener = { socket, principal, alive: true };
    this.listeners.add(listener);
    socket.on('pong', () => (listener.alive = true));
    socket.on('close', () => {
      clearTimeout(listener.expiry);
      this.listeners.delete(listener);
    });
    if (expiresAt !== undefined) {
      // A socket outlives no token: the client logs in again and reconnects.
      const ms = Math.min(Math.max(expiresAt - Date.now(), 0), MAX_TIMER_MS);
      listener.expiry = setTimeout(() => socket.close(SESSION_ENDED, 'La sesión ha expirado'), ms);
    }
    this.send(listener, { type: 'ready' });
  }

  /** Going away (1001): clients reconnect to another instance or after the restart. */
  close(): void {
    clearInterval(this.keepalive);
    this.stopFeed();
    this.stopJudging?.();
    for (const l of this.listeners) l.socket.close(1001, 'El servidor se está reiniciando');
  }

  private forward(notice: ProjectionNotice): void {
    const access = this.access[notice.projection] ?? OPERATORS_ONLY;
    const shownTo = noticeViewOf(notice);
    for (const l of this.listeners) {
      const shown = shownTo(l.principal, accessAllows(l.principal, access));
      if (shown) this.send(l, shown);
    }
  }

  /** Operators' own messages (issue 20: rebuild progress): only to sockets whose user has system-config. */
  toOperators(message: object): void {
    for (const l of this.listeners) if (accessAllows(l.principal, OPERATORS_ONLY)) this.send(l, message);
  }

  /** A driver's position (issue 15): to whoever sees the deliveries, and to the driver themselves. */
  private position(p: DriverPosition): void {
    const message: PositionMessage = { type: 'position', ...p };
    for (const l of this.listeners)
      if (l.principal.userId === p.driverId || accessAllows(l.principal, SEES_POSITIONS)) this.send(l, message);
  }

  private send(l: Listener, message: object): void {
    if (l.socket.readyState !== l.socket.OPEN) return;
    if (l.socket.bufferedAmount > MAX_BUFFERED_BYTES) return void l.socket.terminate();
    l.socket.send(JSON.stringify(message));
  }

  /** After each reload of the accounts (memory only, no lookups): a deactivated account's sockets close. */
  private rejudge(accounts: UserAccess): void {
    for (const l of this.listeners) {
      const verdict = accounts.judgeNow(l.principal);
      if (verdict instanceof AuthError) l.socket.close(SESSION_ENDED, verdict.message);
      else if (verdict) l.principal = verdict;
    }
  }

  /** A socket that did not answer the last ping is dead (a dropped phone, a sleeping laptop). */
  private ping(): void {
    for (const l of this.listeners) {
      if (!l.alive) {
        l.socket.terminate();
        continue;
      }
      l.alive = false;
      l.socket.ping();
    }
  }
}

/**
 * The websocket's door, installed before useAuthorization. A browser cannot set headers on a
 * websocket, so it brings a one-use ticket (`?ticket=`, from POST /api/ws/ticket): redeemed here, it
 * becomes the Authorization header of the token that asked for it, and the one authorization hook
 * judges it like any other request. A client that can set headers (a script, the bot) sends its
 * token there. An `Origin` (what a browser always sends) must be the app's own — the host the
 * caller addressed — or one of `allowedOrigins`: another site's page cannot open a socket with the
 * shop's cookies or tickets.
 */
export function useWebsocketDoor(
  app: FastifyInstance,
  db: Kysely<AppDatabase>,
  allowedOrigins: readonly string[] = [],
): void {
  app.addHook('onRequest', async (req, reply) => {
    if (req.headers.upgrade?.toLowerCase() !== 'websocket') return;
    const origin = req.headers.origin;
    if (origin !== undefined && !sameOrigin(origin, req.host) && !allowedOrigins.includes(origin))
      return sendProblem(
        reply,
        problem(403, 'ORIGIN_REFUSED', 'Este origen no puede abrir el websocket de la tienda.'),
      );
    const ticket = (req.query as Record<string, unknown> | undefined)?.ticket;
    if (req.headers.authorization || typeof ticket !== 'string' || !/^[\w-]{16,64}$/.test(ticket)) return;
    const redeemed = await db
      .deleteFrom('ws_tickets')
      .where('id', '=', ticket)
      .where('expires_at', '>', new Date())
      .returning('token')
      .executeTakeFirst();
    if (redeemed) req.headers.authorization = `Bearer ${redeemed.token}`;
  });
}

function sameOrigin(origin: string, host: string): boolean {
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

function tokenExpiry(req: FastifyRequest): number | undefined {
  const token = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
  const claims = jwt.decode(token);
  return claims && typeof claims === 'object' && typeof claims.exp === 'number' ? claims.exp * 1000 : undefined;
}

export const websocketRoutes: FastifyPluginAsync<{ hub: PushHub }> = async (app, { hub }) => {
  // Any signed-in user may connect; what each one hears is filtered per notice by permission.
  app.get('/api/ws', { websocket: true, config: { access: 'any-account' } }, (socket, req) => {
    socket.on('message', () => {}); // clients have nothing to say; messages are ignored
    hub.add(socket, req.principal!, tokenExpiry(req));
  });
};
