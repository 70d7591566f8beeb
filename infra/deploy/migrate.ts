import { migrateToLatest } from '../db/migrate';
import { createDb, createPool } from '../db/pool';

// `node --import tsx infra/deploy/migrate.ts`: what `npm start` does before it starts the parts, for
// a deployment, where nothing else migrates. Every part waits for it (compose: depends_on; k8s: an
// init container of each Deployment). Kysely's migrator takes a Postgres lock, so several at once
// are safe: one migrates, the others find nothing left to do.
const url = process.env.DATABASE_URL;
if (!url) {
  process.stderr.write('Flora cannot migrate: DATABASE_URL is not set (the Postgres primary)\n');
  process.exit(1);
}
const db = createDb(createPool(url, 2));
try {
  await migrateToLatest(db);
  process.stdout.write('migrated to the latest schema\n');
} finally {
  await db.destroy();
}
