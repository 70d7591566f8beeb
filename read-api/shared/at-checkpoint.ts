import type { Kysely } from 'kysely';
import type { ReadModels } from '../../projections/read-models';

/**
 * Reads inside one repeatable-read snapshot, handing `read` the position the projection's checkpoint
 * stands at there (null before it applied anything). The runner commits rows and checkpoint together,
 * so what `read` sees is exactly the state at that position — an export can print it (ARCHITECTURE 6).
 */
export async function readAtCheckpoint<T>(
  db: Kysely<ReadModels>,
  projection: string,
  read: (trx: Kysely<ReadModels>, position: string | null) => Promise<T>,
): Promise<T> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const checkpoint = await trx
        .selectFrom('projection_checkpoints')
        .select('position')
        .where('name', '=', projection)
        .executeTakeFirst();
      return read(trx, checkpoint?.position ?? null);
    });
}
