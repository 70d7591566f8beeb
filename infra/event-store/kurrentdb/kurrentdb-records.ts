import type {
  AllStreamRecordedEvent,
  Position as LogPosition,
  RecordedEvent as KurrentRecordedEvent,
} from '@kurrent/kurrentdb-client';
import type { Position, RecordedEvent } from '../port';
import { fromStored } from './property-metadata';

// Position = "<commit>/<prepare>": the event's place in the server's transaction log, which is
// the order of $all. Only this adapter reads it.
export function encodePosition(p: LogPosition): Position {
  return `${p.commit}/${p.prepare}`;
}

export function decodePosition(p: Position): LogPosition {
  const [commit, prepare] = p.split('/');
  if (commit === undefined || prepare === undefined || !/^\d+$/.test(commit) || !/^\d+$/.test(prepare)) {
    throw new Error(`not a KurrentDB event-store position: ${p}`);
  }
  return { commit: BigInt(commit), prepare: BigInt(prepare) };
}

export function compareLogPositions(a: LogPosition, b: LogPosition): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  return a.prepare === b.prepare ? 0 : a.prepare < b.prepare ? -1 : 1;
}

/** The server's own events ($-prefixed types and streams: stats, scavenges, links, metadata). */
export function isSystemEvent(e: { type: string; streamId: string }): boolean {
  return e.type.startsWith('$') || e.streamId.startsWith('$');
}

export function toRecorded(e: KurrentRecordedEvent | AllStreamRecordedEvent): RecordedEvent {
  // Positions on stream reads arrive from servers newer than 22.6 only; older ones are unsupported.
  if (!e.position)
    throw new Error(`KurrentDB returned ${e.streamId}@${e.revision} without a position (server older than 22.6?)`);
  if (!e.isJson) throw new Error(`event ${e.id} in ${e.streamId} is not JSON; Flora writes JSON only`);
  return {
    eventId: e.id,
    type: e.type,
    data: e.data,
    metadata: fromStored(e.metadata),
    streamId: e.streamId,
    revision: e.revision,
    position: encodePosition(e.position),
  };
}
