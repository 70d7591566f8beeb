import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { AppDatabase } from './app-tables';
import * as eventStore from './migrations/2026-11-21-01-event-store';
import * as projections from './migrations/2026-11-21-02-projections';
import * as identity from './migrations/2026-11-21-03-identity';
import * as inventory from './migrations/2026-11-21-04-inventory';
import * as consignment from './migrations/2026-11-21-05-consignment';
import * as partnerKeys from './migrations/2026-11-21-10-partner-keys';
import * as commandAnswers from './migrations/2026-11-23-01-command-answers';
import * as oneFollowerEngine from './migrations/2026-11-23-05-one-follower-engine';
import * as catalogText from './migrations/2026-11-25-01-catalog-text';
import * as driverPositions from './migrations/2026-11-25-02-driver-positions';
import * as botConversations from './migrations/2026-11-26-01-bot-conversations';
import * as sessions from './migrations/2026-11-29-01-sessions';
import * as payrollPeriodDays from './migrations/2026-11-29-38-payroll-period-days';
import * as appendToStreams from './migrations/2026-11-29-41-append-to-streams';
import * as groupCommit from './migrations/2026-11-29-42-group-commit';

// Migrations are listed here rather than read from the folder so they work the same under tsx,
// vitest and a bundler. Later read models add their own entries, date-prefixed.
const migrations: Record<string, Migration> = {
  '2026-11-21-01-event-store': eventStore,
  '2026-11-21-02-projections': projections,
  '2026-11-21-03-identity': identity,
  '2026-11-21-04-inventory': inventory,
  '2026-11-21-05-consignment': consignment,
  '2026-11-21-10-partner-keys': partnerKeys,
  '2026-11-23-01-command-answers': commandAnswers,
  '2026-11-23-05-one-follower-engine': oneFollowerEngine,
  '2026-11-25-01-catalog-text': catalogText,
  '2026-11-25-02-driver-positions': driverPositions,
  '2026-11-26-01-bot-conversations': botConversations,
  '2026-11-29-01-sessions': sessions,
  '2026-11-29-38-payroll-period-days': payrollPeriodDays,
  '2026-11-29-41-append-to-streams': appendToStreams,
  '2026-11-29-42-group-commit': groupCommit,
};

class StaticProvider implements MigrationProvider {
  async getMigrations() {
    return migrations;
  }
}

export async function migrateToLatest(db: Kysely<AppDatabase>): Promise<void> {
  const migrator = new Migrator({ db, provider: new StaticProvider() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
