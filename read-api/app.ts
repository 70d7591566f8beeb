import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type pg from 'pg';
import type { Config } from '../infra/config';
import type { AppDatabase } from '../infra/db/app-tables';
import { createDb } from '../infra/db/pool';
import type { EventStore } from '../infra/event-store/port';
import { startUserAccess } from '../infra/auth/user-access-source';
import { useAuthorization, type AccountCheck } from '../infra/http/auth';
import { collectDeclaredRoutes } from '../infra/http/route-access';
import { trustGatewayHop, useClientAddress } from '../infra/http/client-address';
import { useAnswerSchemas } from '../infra/http/answers';
import { edgeFrameworkErrors, useEdgeChecks } from '../infra/http/edge';
import { registerOpenApi } from '../infra/http/openapi';
import { useSystemFlags } from '../infra/http/system-flags';
import { BODY_LIMIT } from '../infra/http/body-limit';
import { useProblemJson } from '../infra/http/problem';
import { useSecurityHeaders } from '../infra/http/security-headers';
import { useMetrics } from '../infra/metrics/http';
import { useTracing } from '../infra/tracing';
import type { ReadModels } from '../projections/read-models';
import { auditRoutes } from './audit/routes';
import { billingReadRoutes } from './billing/routes';
import { botRoutes, type BotRouteDeps } from './bot/routes';
import { catalogReadRoutes } from './catalog/routes';
import { catalogDebugRoutes } from './catalog-debug/routes';
import { consignmentReadRoutes } from './consignment/routes';
import { reportRoutes } from './reports/routes/reports';
import { DEFAULT_CONSISTENCY, type ConsistencyDeps, type ConsistencyOptions } from './shared/consistency';
import { serveFrontend } from './shared/frontend';
import { customerReadRoutes } from './customers/routes';
import { deliveriesReadRoutes } from './delivery/routes/deliveries';
import { deliveryReadRoutes } from './delivery/routes/zones';
import { dashboardReadRoutes } from './dashboards/routes';
import { hrReadRoutes } from './hr/routes/staff';
import { inventoryReadRoutes } from './inventory/routes/products';
import { lotReadRoutes } from './inventory/routes/lots';
import { opsMetricsRoutes } from './ops/routes/metrics';
import { opsRoutes } from './ops/routes/projections';
import { opsEventRoutes } from './ops/routes/events';
import { opsExportRoutes } from './ops/routes/exports';
import { orderReadRoutes } from './orders/routes';
import { posReadRoutes } from './pos/routes';
import { accountingReadRoutes } from './accounting/routes/books';
import { ProjectionFeed } from './shared/projection-feed';
import { everyReadTakesMinPosition } from './shared/read-position';
import { ReplicaGate } from './shared/replica-gate';
import { systemConfigFollowing } from './settings/queries';
import { systemConfigReadRoutes } from './settings/routes';
import { subscriptionReadRoutes } from './subscriptions/routes';
import { supportReadRoutes } from './support/routes';
import { syncReadRoutes } from './sync/routes';
import { TrackingWatch } from './track/routes/live';
import { trackReadRoutes } from './track/routes/tracking';
import { usersReadRoutes } from './users/routes';
import { useWebsocketDoor, PushHub, websocketRoutes, type ProjectionAccess } from './shared/ws';

export interface ReadApiOptions {
  consistency: ConsistencyOptions;
  /** Interval of websocket pings; a socket silent for one whole interval is dropped. */
  keepaliveMs: number;
  /** Origins besides the app's own that may open the websocket (FLORA_ALLOWED_ORIGINS, comma-separated). */
  allowedOrigins?: readonly string[];
  /** Overrides which permission hears of which projection (see PROJECTION_ACCESS). */
  projectionAccess?: Readonly<Record<string, ProjectionAccess>>;
  logger?: FastifyServerOptions['logger'];
  /** The built frontend to serve, when it exists. */
  frontendDir?: string;
  /** Who judges the account behind a token; by default a UserAccess over this database. */
  accounts?: AccountCheck;
  /**
   * The read side's clock (tests fix it): the delivery quote's cutoff and next delivery day, which
   * deliveries are late, whether a driver's position is fresh, a tracked order's arrival, and the
   * subscriptions' statuses and deliveries as of the shop's day.
   */
  now?: () => Date;
  /** Flora Bot's questions per user and address (tests and the benchmark raise it). */
  botLimit?: BotRouteDeps['limit'];
}

export interface ReadApiDeps {
  /** The write side's tables (accounts, snapshots, checkpoints); read models go through `pool`. */
  db: Kysely<AppDatabase>;
  store: EventStore;
  /** The primary: LISTEN, the operators' writes, the event store. */
  pool: pg.Pool;
  /** A streaming replica the read models are read from (DATABASE_REPLICA_URL); else the primary. */
  replica?: pg.Pool;
  config: Config;
  options?: Partial<ReadApiOptions>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's one LISTEN flora_projections connection. */
    projectionFeed: ProjectionFeed;
  }
}

export async function buildReadApi({
  db,
  store,
  pool,
  replica,
  config,
  options = {},
}: ReadApiDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    trustProxy: trustGatewayHop,
    frameworkErrors: edgeFrameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  useTracing(app); // first: its span holds the whole request; installs nothing while traces are off
  useAnswerSchemas(app);
  useProblemJson(app);
  useEdgeChecks(app);
  useClientAddress(app, config.gatewaySecret);
  await useSecurityHeaders(app);

  // The read models' own Kysely over the same pool (Kysely's Database type is invariant); never
  // destroyed here: that would end the pool, which its owner closes.
  const readModels = createDb<ReadModels>(replica ?? pool);
  const accounts = options.accounts ?? (await startUserAccess(db, store, { log: app.log }));
  if (!options.accounts && accounts !== 'trust-token') app.addHook('onClose', async () => accounts.stop());
  const gate = replica ? new ReplicaGate(pool, replica, (a, b) => store.comparePositions(a, b), app.log) : undefined;
  const feed = new ProjectionFeed(pool, app.log, undefined, gate);
  await feed.start();
  app.decorate('projectionFeed', feed);
  // The users projection wrote: deactivations and role changes reach the next request (and open sockets).
  if (accounts !== 'trust-token') {
    feed.subscribe({
      notice: (n) => void (n.projection === 'users' && accounts.refresh()),
      resync: () => void accounts.refresh(),
    });
  }
  const hub = new PushHub(feed, {
    keepaliveMs: options.keepaliveMs ?? 30_000,
    access: options.projectionAccess,
    accounts: accounts === 'trust-token' ? undefined : accounts,
  });
  // Registered before the websocket plugin so sockets get our 1001 before its plain close.
  app.addHook('preClose', async () => hub.close());
  app.addHook('onClose', async () => feed.close());

  try {
    await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } });
    useWebsocketDoor(app, db, options.allowedOrigins);
    await registerOpenApi(app, {
      prefix: '/api/read-docs',
      title: 'Flora read-api',
      description: 'Consultas del back office de Flora',
    });
    collectDeclaredRoutes(app);
    useAuthorization(app, config.jwtSecret, accounts);
    useSystemFlags(app, systemConfigFollowing(feed, store)); // issue 20: spec 3's flags
    const consistency: ConsistencyDeps = {
      db: readModels,
      store,
      feed,
      options: { ...DEFAULT_CONSISTENCY, ...options.consistency },
    };
    everyReadTakesMinPosition(app, consistency); // issue 39: read-your-writes on every GET
    useMetrics(app, { service: 'read-api', store }); // per-route series and /metrics on this port (issue 42)
    await app.register(auditRoutes, { db: readModels, consistency });
    await app.register(opsRoutes, { db, store, pool, hub });
    await app.register(opsMetricsRoutes, { db, store, pool, replica }); // GET /api/metrics, the followers' series
    await app.register(opsEventRoutes, { db: readModels });
    await app.register(opsExportRoutes, { db: readModels, pool: replica ?? pool });
    await app.register(usersReadRoutes, { db: readModels, appDb: db, store, consistency });
    // The pool too: the list's page is a named statement, parsed and planned once per connection (issue 42).
    await app.register(inventoryReadRoutes, { db: readModels, pool: replica ?? pool, consistency });
    await app.register(lotReadRoutes, { db: readModels, consistency, store, now: options.now }); // issue 44
    await app.register(consignmentReadRoutes, { db: readModels, consistency, store });
    await app.register(billingReadRoutes, { db: readModels, store, consistency });
    await app.register(reportRoutes, { db: readModels, consistency });
    await app.register(orderReadRoutes, { db: readModels, consistency });
    const watch = new TrackingWatch(feed, readModels, options.keepaliveMs ?? 30_000);
    app.addHook('preClose', async () => watch.close());
    await app.register(trackReadRoutes, { db: readModels, consistency, watch, now: options.now });
    await app.register(catalogReadRoutes, { db: readModels, consistency });
    // The delivery area: the public zones and quote, then the deliveries and their drivers.
    await app.register(deliveryReadRoutes, { store, now: options.now });
    await app.register(deliveriesReadRoutes, { db: readModels, consistency, store, now: options.now });
    await app.register(subscriptionReadRoutes, { db: readModels, consistency, store, now: options.now });
    await app.register(posReadRoutes, { db: readModels, consistency, store });
    await app.register(syncReadRoutes, { db: readModels, store, now: options.now }); // issue 21: the offline copy
    await app.register(accountingReadRoutes, { db: readModels, consistency, store, now: options.now });
    await app.register(hrReadRoutes, { db: readModels, consistency, store, now: options.now });
    await app.register(supportReadRoutes, { db: readModels, consistency });
    await app.register(dashboardReadRoutes, { db: readModels, appDb: db, store, consistency, now: options.now });
    await app.register(customerReadRoutes, { store });
    await app.register(systemConfigReadRoutes, { store });
    await app.register(catalogDebugRoutes, { db: readModels, consistency });
    await app.register(botRoutes, { db: readModels, appDb: db, store, limit: options.botLimit, now: options.now });
    await app.register(websocketRoutes, { hub });
    const health = z.object({ status: z.literal('ok'), service: z.literal('read-api') });
    const healthSchema = { tags: ['ops'], summary: 'Estado del read-api', security: [], response: { 200: health } };
    app.get('/api/health', { config: { access: 'public' }, schema: healthSchema }, async () => {
      await sql`select 1`.execute(readModels);
      return { status: 'ok', service: 'read-api' };
    });
    if (options.frontendDir) await serveFrontend(app, options.frontendDir);
  } catch (err) {
    await app.close().catch(() => {});
    throw err;
  }
  return app;
}
