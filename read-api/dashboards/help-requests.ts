import type { Kysely } from 'kysely';
import type { ReadModels } from '../../projections/read-models';

// Issue 22: the messages Flora Bot left for a person and nobody has attended yet — the owner and the
// admin are the ones who answer them (/admin/help-requests), so their landings count them.

export async function openHelpRequests(db: Kysely<ReadModels>): Promise<{ open: number }> {
  const row = await db
    .selectFrom('help_requests')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  return { open: Number(row.n) };
}
