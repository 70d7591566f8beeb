import type { Kysely } from 'kysely';
import type { ReadModels } from '../../../projections/read-models';
import type { EventFilter } from '../../shared/event-filters';

// The operators' events, from the audit read model with its indexes on stream, type, actor, time and
// commit order; the explorer and the NDJSON export filter them alike.

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The filtered audit rows, streams the caller may not read left out (read-api/shared/stream-privacy.ts). */
export function filteredEvents(db: Kysely<ReadModels>, f: EventFilter, hidden: readonly string[]) {
  let q = db.selectFrom('audit_events');
  if (f.stream?.endsWith('*')) q = q.where('stream_id', 'like', `${escapeLike(f.stream.slice(0, -1))}%`);
  else if (f.stream) q = q.where('stream_id', '=', f.stream);
  if (f.type?.length) q = q.where('type', 'in', f.type);
  if (f.actor) q = q.where('actor_id', '=', f.actor);
  if (f.from) q = q.where('occurred_at', '>=', f.from);
  if (f.to) q = q.where('occurred_at', '<', f.to);
  for (const prefix of hidden) q = q.where('stream_id', 'not like', `${escapeLike(prefix)}%`);
  return q;
}
