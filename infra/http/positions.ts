import type { EventStore, Position } from '../event-store/port';
import { problem, type Problem } from './problem';

// The one reading of a caller's `?minPosition` (issue 39), for the read-api's waits and for the flag
// check of both APIs: a text the store can compare, and not past its last event (a position nobody
// was ever answered).

type Positions = Pick<EventStore, 'comparePositions' | 'headPosition'>;

/** Whether the store can compare `p` (the feed of read-api/sync checks its `after` the same way). */
export function isPosition(store: Pick<EventStore, 'comparePositions'>, p: string): boolean {
  if (p.length === 0 || p.length > 200) return false;
  try {
    store.comparePositions(p, p);
    return true;
  } catch {
    return false;
  }
}

/** A position past the store's last event was never answered to anyone: no wait can reach it. */
export async function beyondHead(store: Positions, p: Position): Promise<boolean> {
  const head = await store.headPosition();
  return head !== undefined && store.comparePositions(p, head) > 0;
}

export const invalidPosition = (): Problem =>
  problem(400, 'INVALID_POSITION', 'minPosition no es una posición válida.', [
    { path: 'minPosition', message: 'posición inválida' },
  ]);

export const positionNotRecorded = (): Problem =>
  problem(400, 'INVALID_POSITION', 'minPosition es posterior al último evento registrado.', [
    { path: 'minPosition', message: 'posición no registrada' },
  ]);

/** Why a caller's minPosition cannot be read at (undefined when it can). */
export async function positionRefusal(store: Positions, minPosition: string): Promise<Problem | undefined> {
  if (!isPosition(store, minPosition)) return invalidPosition();
  return (await beyondHead(store, minPosition)) ? positionNotRecorded() : undefined;
}
