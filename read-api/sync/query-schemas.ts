import { z } from 'zod';
import { SYNC_TABLES, type SyncTable } from '../../domain/sync/changes';

// The feed's cursor: opaque to the app (base64url of a small JSON), checked field by field on the way
// back in, so a cursor the server did not write is a 400 naming `cursor`, never a failed query.

/** No control characters: a NUL would reach the query and fail there instead of here. */
const printable = (s: string) => Array.from(s).every((c) => c.charCodeAt(0) >= 0x20);

const position = z.string().min(1).max(200);
const tables = z.array(z.enum(SYNC_TABLES)).min(1).max(SYNC_TABLES.length);

/** A snapshot part-way: at position `p`, in table `t` (index in `tables`) after id `id` (null: from its start). */
const snapshotCursor = z
  .object({
    k: z.literal('s'),
    tables,
    p: position.nullable(),
    t: z.number().int().min(0).max(SYNC_TABLES.length),
    id: z.string().min(1).max(200).refine(printable).nullable(),
  })
  .strict();

/** Changes part-way: the events after `from` are still to be read. */
const changesCursor = z.object({ k: z.literal('c'), tables, from: position }).strict();

const cursorBody = z.discriminatedUnion('k', [snapshotCursor, changesCursor]);
export type SyncCursor = z.infer<typeof cursorBody>;
export type SnapshotCursor = z.infer<typeof snapshotCursor>;

export const encodeCursor = (cursor: SyncCursor): string =>
  Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');

/**
 * The cursor, if it is one this feed wrote for these tables (its positions ones the store reads:
 * `isPosition`); undefined for anything else.
 */
export function decodeCursor(
  text: string,
  wanted: readonly SyncTable[],
  isPosition: (p: string) => boolean,
): SyncCursor | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = cursorBody.safeParse(body);
  if (!parsed.success) return undefined;
  const cursor = parsed.data;
  // A page of other tables would skip or repeat rows: the cursor goes with the tables it was given for.
  if (cursor.tables.join(',') !== wanted.join(',')) return undefined;
  if (cursor.k === 'c') return isPosition(cursor.from) ? cursor : undefined;
  if (cursor.t >= wanted.length || (cursor.p !== null && !isPosition(cursor.p))) return undefined;
  return cursor;
}
