import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { configOrExit } from '../config';
import { createPool } from '../db/pool';
import type { EmbeddedServer } from '../db/embedded';
import { DEMO_PARTNER_USERS, DEMO_USERS } from '../demo/users';
import { openAppDatabase, openReplica, superviseDatabase } from './database';
import { buildFrontendIfStale } from './frontend-build';
import { startGateway } from './gateway';
import { shopHealth } from './health';
import { clusterLayout, kindsOf, singleLayout } from './layout';
import { buildParts, startPart, waitForPort } from './processes';
import { DEFAULT_POLICY, Supervisor } from './supervisor';

// `npm start`: database (embedded unless DATABASE_URL), migrations, demo data, then the three
// parts as separate processes behind one address, each restarted when it dies (supervisor.ts).
// `npm run cluster` (--cluster): two of each part and a streaming replica (layout.ts).
// Ctrl-C stops everything, the databases last.
// Refuses production without JWT_SECRET; elsewhere makes the data folder's own secret before any part starts.
const config = configOrExit();
const port = Number(process.env.PORT ?? 3000);
const cluster = process.argv.includes('--cluster');

buildFrontendIfStale();
const { url, embedded } = await openAppDatabase(config);
const asked = Number(process.env.FLORA_RESTART_LIMIT || NaN);
const restartLimit = Number.isInteger(asked) && asked >= 0 ? asked : DEFAULT_POLICY.maxRestartsPerMinute;
const policy = { ...DEFAULT_POLICY, maxRestartsPerMinute: restartLimit };
// Restarted like the other parts, from now on: the parts reconnect by themselves once it is back.
const databaseSupervisor = superviseDatabase(embedded, policy);
const databases: (EmbeddedServer | undefined)[] = [embedded];
const replica = cluster ? await openReplica(config) : undefined;
databases.unshift(replica?.embedded);
const layout = replica ? clusterLayout(config, replica.url) : singleLayout(config);
// Request logs are for debugging (LOG_LEVEL=info); a running shop prints warnings and errors.
// The demo accounts are seeded by the command-api unless FLORA_SEED_DEMO=0.
const seedDemo = process.env.FLORA_SEED_DEMO !== '0';
// A new secret each launch: only this gateway can tell the APIs who the caller is.
const gatewaySecret = process.env.FLORA_GATEWAY_SECRET || randomBytes(32).toString('base64url');
const env = {
  LOG_LEVEL: 'warn',
  ...process.env,
  DATABASE_URL: url,
  FLORA_SEED_DEMO: seedDemo ? '1' : '0',
  FLORA_GATEWAY_SECRET: gatewaySecret,
};

// Inside the project, so the bundles resolve node_modules; one folder per launcher, removed on stop.
const buildDir = resolve('node_modules/.cache/flora', String(process.pid));
const scripts = await buildParts(kindsOf(layout), buildDir);
const supervisor = new Supervisor(
  layout.parts.map((part) => ({
    name: part.name,
    start: () => startPart(part.name, scripts.get(part.kind)!, { ...env, ...part.env }),
  })),
  policy,
);
supervisor.start();

const upstreams = { command: layout.command, read: layout.read };
const healthPool = createPool(url, 1);
const gateway = await startGateway(port, config.host, upstreams, {
  secret: gatewaySecret,
  health: () =>
    shopHealth({
      parts: () => [...(databaseSupervisor?.status() ?? []), ...supervisor.status()],
      upstreams,
      eventStore: config.eventStore,
      pool: healthPool,
      replica: cluster,
    }),
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  console.log('\nFlora is stopping…');
  void gateway.close().catch(() => {});
  databaseSupervisor?.stopRestarting();
  await supervisor.stop();
  await healthPool.end().catch(() => {});
  for (const database of databases) await database?.stop();
  rmSync(buildDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

await Promise.all([...layout.command, ...layout.read].map((up) => waitForPort(up.port, up.host)));

const where = config.databaseUrl ? 'DATABASE_URL' : `embedded Postgres, data in ${config.dataDir}/pg`;
const replicaLine = replica
  ? `\n  replica:     ${replica.embedded ? `embedded, data in ${config.dataDir}/replica` : 'DATABASE_REPLICA_URL'}`
  : '';
const instances = cluster ? `\n  parts:       ${layout.parts.map((p) => p.name).join(', ')}` : '';
console.log(`
Flora is running: http://${config.host}:${port}
  database:    ${where}${replicaLine}
  event store: ${config.eventStore}${instances}
  tokens:      signed with ${config.secretFile ? `the secret kept in ${config.secretFile}` : 'JWT_SECRET'}
  API docs:    http://${config.host}:${port}/api/docs${seedDemo ? `\n${demoLogins()}` : ''}
Press Ctrl-C to stop.`);

function demoLogins(): string {
  // Issue 45: the partners' portal accounts, one per demo partner, after the staff's and the client's.
  const logins = [...DEMO_USERS, ...DEMO_PARTNER_USERS.map((u) => ({ ...u, role: 'partner' }))];
  const width = Math.max(...logins.map((u) => u.email.length));
  const lines = logins.map((u) => `    ${u.role.padEnd(15)} ${u.email.padEnd(width)}  ${u.password}`);
  return ['  demo logins (role, email, password):', ...lines].join('\n');
}
