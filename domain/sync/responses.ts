import { z } from 'zod';
import { SYNC_TABLES } from './changes';

// What GET /api/sync/changes answers (issue 21's feed), as zod schemas the route serialises with and
// the app's sync reads (issue 39: the types are inferred, never written again by hand).

/** One row that changed: its current state, or null when it no longer exists. */
export const SyncChange = z.object({
  table: z.enum(SYNC_TABLES),
  id: z.string(),
  /** The row as its table's own list route answers one item (GET /api/inventory/products…). */
  row: z.record(z.string(), z.unknown()).nullable(),
});
export type SyncChange = z.infer<typeof SyncChange>;

/** GET /api/sync/changes */
export const SyncChangesPage = z.object({
  changes: z.array(SyncChange),
  /**
   * Present when this answer is not the last page: send it back as `cursor` (with the same tables).
   * Absent: `position` is where the next sync starts (`after`).
   */
  cursor: z.string().optional(),
  /** The event position every row of this answer (and the pages before it) is at least as new as. */
  position: z.string().nullable(),
});
export type SyncChangesPage = z.infer<typeof SyncChangesPage>;
