import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { configOrExit } from '../config';
import { DEMO_USERS } from '../demo/users';
import { openAppDatabase } from './database';
import { buildFrontendIfStale } from './frontend-build';
import { startGateway } from './gateway';
import { buildParts, startPart, stopPart, waitForPort } from './processes';

// `npm start`: database (embedded unless DATABASE_URL), migrations, demo data, then the three
// parts as separate processes behind one address. Ctrl-C stops everything, the database last.
// Refuses production without JWT_SECRET; says once (here, not in each part) when the dev secret signs tokens.
const config = configOrExit({ warnDevSecret: true });
const port = Number(process.env.PORT ?? 3000);

buildFrontendIfStale();
const { url, embedded } = await openAppDatabase(config);
// Request logs are for debugging (LOG_LEVEL=info); a running shop prints warnings and errors.
// The demo accounts are seeded by the command-api unless FLORA_SEED_DEMO=0.
const seedDemo = process.env.FLORA_SEED_DEMO !== '0';
const env = { LOG_LEVEL: 'warn', ...process.env, DATABASE_URL: url, FLORA_SEED_DEMO: seedDemo ? '1' : '0' };

const PARTS = [
  { name: 'command-api', entry: 'command-api/server.ts' },
  { name: 'projections', entry: 'projections/worker.ts' },
  { name: 'read-api', entry: 'read-api/server.ts' },
];
// Inside the project, so the bundles resolve node_modules; one folder per launcher, removed on stop.
const buildDir = resolve('node_modules/.cache/flora', String(process.pid));
const scripts = await buildParts(PARTS, buildDir);
const parts = PARTS.map((part) => ({ part, child: startPart(part.name, scripts.get(part.name)!, env) }));

const gateway = await startGateway(port, config.host, {
  command: { host: config.host, port: config.commandPort },
  read: { host: config.host, port: config.readPort },
});

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nFlora is stopping…');
  gateway.close();
  await Promise.all(parts.map(({ child }) => stopPart(child)));
  await embedded?.stop();
  rmSync(buildDir, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
for (const { part, child } of parts) {
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${part.name} exited (${signal ?? code}); stopping Flora.`);
    void stop(1);
  });
}

await Promise.all([waitForPort(config.commandPort, config.host), waitForPort(config.readPort, config.host)]);

const where = config.databaseUrl ? 'DATABASE_URL' : `embedded Postgres, data in ${config.dataDir}/pg`;
console.log(`
Flora is running: http://${config.host}:${port}
  database:    ${where}
  event store: ${config.eventStore}
  API docs:    http://${config.host}:${port}/api/docs${seedDemo ? `\n${demoLogins()}` : ''}
Press Ctrl-C to stop.`);

function demoLogins(): string {
  const width = Math.max(...DEMO_USERS.map((u) => u.email.length));
  const lines = DEMO_USERS.map((u) => `    ${u.role.padEnd(15)} ${u.email.padEnd(width)}  ${u.password}`);
  return ['  demo logins (role, email, password):', ...lines].join('\n');
}
