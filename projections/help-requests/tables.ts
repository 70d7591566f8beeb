import { sql, type Kysely } from 'kysely';
import type { TableNames } from '../engine/projection';
import { withoutJsonbStatistics } from '../engine/jsonb-columns';
import { column, createTable, table, type DatabaseOf, type RowOf } from '../engine/read-model-table';

// The messages chat users left for staff through Flora Bot (issue 22's hand-off), one row each.

export interface HelpTranscriptLine {
  from: 'user' | 'bot';
  text: string;
  at: string;
}

export const helpRequests = table(
  'help_requests',
  {
    id: column.text(),
    /** The account's id, or 'guest'. */
    requester: column.text(),
    requester_name: column.text().nullable(),
    contact: column.text().nullable(),
    channel: column.text(),
    session_id: column.text(),
    message: column.text(),
    transcript: column.jsonb<HelpTranscriptLine[]>(),
    lang: column.text<'es' | 'en'>(),
    status: column.text<'open' | 'resolved'>(),
    requested_at: column.timestamptz(),
    resolved_at: column.timestamptz().nullable(),
    resolved_by: column.text().nullable(),
    note: column.text().nullable(),
    /** HelpRequested's place in commit order: the list's tie-break, the same on every rebuild. */
    ordinal: column.bigint(),
  },
  { primaryKey: ['id'] },
);

export type HelpRequestsDatabase = DatabaseOf<typeof helpRequests>;
export type HelpRequestRow = RowOf<typeof helpRequests>;

export const HELP_REQUESTS_TABLE = helpRequests.name;
type Tables = TableNames<typeof HELP_REQUESTS_TABLE>;

/** No planner statistics for the transcript (withoutJsonbStatistics): no reader filters on it. */
export async function createHelpRequestsTables(db: Kysely<unknown>, t: Tables): Promise<void> {
  await createTable(db, helpRequests, t.help_requests);
  await withoutJsonbStatistics(db, helpRequests, t.help_requests);
}

/** Staff read one status at a time, the newest (or, open ones, the oldest) first. */
export async function createHelpRequestsIndexes(db: Kysely<unknown>, t: Tables): Promise<void> {
  const index = sql.id(`${t.help_requests}_status`);
  await sql`create index if not exists ${index} on ${sql.table(t.help_requests)} (status, requested_at, ordinal)`.execute(
    db,
  );
}
