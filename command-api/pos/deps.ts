import type { Kysely } from 'kysely';
import type { CommandHandler } from '../../application/handler';
import type { CommandResults } from '../../application/idempotency';
import type { AppDatabase } from '../../infra/db/app-tables';
import type { EventStore } from '../../infra/event-store/port';

/** What the counter's commands use: the handler, the kept answers, the store and the database (a session's register). */
export interface PosDeps {
  handler: CommandHandler;
  results: CommandResults;
  store: EventStore;
  db: Kysely<AppDatabase>;
}
