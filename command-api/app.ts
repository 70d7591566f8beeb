import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { AppDatabase } from '../infra/db/app-tables';
import { z } from 'zod';
import type { Config } from '../infra/config';
import type { EventStore } from '../infra/event-store/port';
import { SnapshotStore } from '../infra/event-store/snapshots';
import type { Clock, ThrottlePolicy } from '../infra/auth/login-throttle';
import { startUserAccess } from '../infra/auth/user-access-source';
import { useAuthorization, type AccountCheck } from '../infra/http/auth';
import { collectDeclaredRoutes } from '../infra/http/route-access';
import { trustGatewayHop, useClientAddress } from '../infra/http/client-address';
import { useAnswerSchemas } from '../infra/http/answers';
import { edgeFrameworkErrors, useEdgeChecks } from '../infra/http/edge';
import { registerOpenApi } from '../infra/http/openapi';
import { SystemConfigCache, useSystemFlags } from '../infra/http/system-flags';
import { BODY_LIMIT } from '../infra/http/body-limit';
import { useProblemJson } from '../infra/http/problem';
import { useSecurityHeaders } from '../infra/http/security-headers';
import { useMetrics } from '../infra/metrics/http';
import { useTracing } from '../infra/tracing';
import { accountingRoutes } from './accounting/routes';
import { hrRoutes } from './hr/routes';
import { seedDemoUsers } from './seed/users';
import { seedDemoPartnerUsers } from './seed/partner-portal';
import { createIdentity } from './auth/identity';
import { wsTicketRoutes } from './auth/ws-ticket';
import { authRoutes } from './auth/routes';
import { seedDemoBilling } from './seed/billing';
import { billingRoutes } from './billing/routes';
import { seedDemoConsignment } from './seed/consignment';
import { consignmentRoutes } from './consignment/routes';
import { portalAccessRoutes } from './consignment/portal-access';
import { partnerWriteRoutes } from './consignment/partner-writes';
import { customerRoutes } from './customers/routes';
import { seedDemoOrders } from './seed/orders';
import { orderRoutes } from './orders/routes';
import { deliveryRoutes } from './delivery/routes';
import { driverRoutes } from './delivery/driver-routes';
import { zoneRoutes } from './delivery/zone-routes';
import { seedDemoDeliveries } from './seed/delivery';
import { CommandHandler } from '../application/handler';
import { healthRoutes } from './health';
import { CommandResults } from '../application/idempotency';
import { seedDemoInventory } from './seed/inventory';
import { inventoryRoutes } from './inventory/routes';
import { settingsRoutes } from './settings/routes';
import { seedDemoSubscriptions } from './seed/subscriptions';
import { seedDemoPos } from './seed/pos';
import { seedDemoAccounting } from './seed/accounting';
import { seedDemoHr } from './seed/hr';
import { planRoutes } from './subscriptions/plan-routes';
import { posRoutes } from './pos/routes';
import { subscriptionRoutes } from './subscriptions/routes';
import { seedDemoHelpRequests } from './seed/support';
import { supportRoutes } from './support/routes';
import { usersRoutes } from './users/routes';

export interface CommandApiOptions {
  store: EventStore;
  db: Kysely<AppDatabase>;
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** Events past the last snapshot before a new one is taken. */
  snapshotEvery?: number;
  /** The login throttle's clock and policy (tests move the clock instead of waiting). */
  clock?: Clock;
  throttle?: ThrottlePolicy;
  /** Registers the demo users of every role before answering (FLORA_SEED_DEMO=1). */
  seedDemo?: boolean;
  /** Registrations per client address and hour (FLORA_REGISTRATIONS_PER_HOUR; default 20). */
  registrationsPerHour?: number;
  /** Who judges the account behind a token; by default a UserAccess over this database. */
  accounts?: AccountCheck;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The generic command handler (tests and shutdown wait on its background snapshots). */
    commands: CommandHandler;
  }
}

export async function buildCommandApi(options: CommandApiOptions) {
  const { store, db, config, logger = false, snapshotEvery = 100 } = options;
  // Validation messages (type errors, unknown fields) in the shop's language.
  z.config(z.locales.es());
  // trustProxy: one hop, the gateway of `npm start`, believed only with its secret (useClientAddress).
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT,
    trustProxy: trustGatewayHop,
    frameworkErrors: edgeFrameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  useTracing(app); // first: its span holds the whole request; installs nothing while traces are off
  useAnswerSchemas(app);
  useProblemJson(app);
  useEdgeChecks(app);
  useClientAddress(app, config.gatewaySecret);
  await useSecurityHeaders(app);
  // Commands are JSON only: anything else is a 415, not a string handed to the schema.
  app.removeContentTypeParser(['text/plain']);
  collectDeclaredRoutes(app);
  const accounts = options.accounts ?? (await startUserAccess(db, store, { log: app.log }));
  if (!options.accounts && accounts !== 'trust-token') app.addHook('onClose', async () => accounts.stop());
  useAuthorization(app, config.jwtSecret, accounts);
  useSystemFlags(app, new SystemConfigCache(store)); // issue 20: spec 3's flags
  await registerOpenApi(app, {
    prefix: '/api/docs',
    title: 'Flora command-api',
    description: 'Comandos del back office de Flora',
  });
  useMetrics(app, { service: 'command-api', store }); // per-route series and /metrics on this port (issue 42)

  const handler = new CommandHandler({
    store,
    snapshots: new SnapshotStore(db),
    snapshotEvery,
    onBackgroundError: (err) => app.log.warn({ err }, 'snapshot failed; the stream loads from further back'),
  });
  app.decorate('commands', handler);
  app.addHook('onClose', () => handler.idle());
  const deps = { handler, results: new CommandResults(db) };
  await app.register(healthRoutes, { store, db });
  await app.register(settingsRoutes, deps);
  const identity = createIdentity({
    handler,
    store,
    db,
    config,
    clock: options.clock,
    throttle: options.throttle,
  });
  await app.register(authRoutes, {
    identity,
    accounts,
    commands: deps,
    registrationsPerHour: options.registrationsPerHour,
  });
  await app.register(wsTicketRoutes, { db });
  await app.register(usersRoutes, { ...deps, accounts, identity });
  await app.register(inventoryRoutes, { ...deps, store, db, now: options.clock });
  await app.register(consignmentRoutes, { ...deps, db });
  await app.register(portalAccessRoutes, { ...deps, accounts, identity });
  await app.register(partnerWriteRoutes, { ...deps, store });
  await app.register(billingRoutes, deps);
  await app.register(orderRoutes, { ...deps, now: options.clock });
  await app.register(customerRoutes, deps);
  await app.register(deliveryRoutes, { ...deps, db, now: options.clock });
  await app.register(driverRoutes, { ...deps, db, now: options.clock });
  await app.register(zoneRoutes, deps);
  await app.register(planRoutes, deps);
  await app.register(subscriptionRoutes, { ...deps, now: options.clock });
  await app.register(posRoutes, { ...deps, store, db });
  await app.register(accountingRoutes, { ...deps, db, now: options.clock });
  await app.register(hrRoutes, { ...deps, db, now: options.clock });
  await app.register(supportRoutes, deps);
  if (options.seedDemo) {
    const seeded = await seedDemoUsers(identity);
    app.log.info({ created: seeded.created.length, skipped: seeded.skipped.length }, 'demo users seeded');
    app.log.info(await seedDemoInventory({ handler, store, db }), 'demo inventory seeded');
    app.log.info(await seedDemoConsignment({ handler, store, db }), 'demo consignment seeded');
    app.log.info(await seedDemoPartnerUsers(identity), 'demo partner portal users seeded');
    app.log.info(await seedDemoBilling({ handler, store }), 'demo billing seeded');
    app.log.info(await seedDemoOrders(handler), 'demo orders seeded');
    app.log.info(await seedDemoDeliveries({ handler, store }), 'demo deliveries seeded');
    app.log.info(await seedDemoSubscriptions(handler), 'demo subscriptions seeded');
    app.log.info(await seedDemoPos({ ...deps, store, db }), 'demo counter sales seeded');
    app.log.info(await seedDemoAccounting(handler), 'demo books seeded');
    app.log.info(await seedDemoHr({ handler, db }), 'demo staff seeded');
    app.log.info(await seedDemoHelpRequests(handler), 'demo help request seeded');
  }
  return app;
}
