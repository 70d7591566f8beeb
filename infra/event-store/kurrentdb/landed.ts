import { BACKWARDS, END, ErrorType, type KurrentDBClient } from '@kurrent/kurrentdb-client';
import type { AppendResult } from '../port';
import { toRecorded } from './kurrentdb-records';

// Where a retried command's events landed: the server takes the same event ids again without
// appending them, or answers a conflict when the stream has moved on since; either way the first
// answer is what the caller needs.

// How far back from the end of a stream to look for a retried command's events.
const RETRY_LOOKBACK = 100;

/** Where the event `eventId` sits, if it is among the last events of the stream. */
export async function findAppended(
  client: KurrentDBClient,
  streamId: string,
  eventId: string,
): Promise<AppendResult | undefined> {
  try {
    const tail = client.readStream(streamId, { fromRevision: END, direction: BACKWARDS, maxCount: RETRY_LOOKBACK });
    for await (const r of tail) {
      if (r.event?.id === eventId) return { nextRevision: r.event.revision, position: toRecorded(r.event).position };
    }
  } catch (err) {
    if (!isError(err, ErrorType.STREAM_NOT_FOUND)) throw err;
  }
  return undefined;
}

/** By the client's error type tag rather than instanceof, which breaks across module copies. */
export function isError(err: unknown, type: ErrorType): boolean {
  return typeof err === 'object' && err !== null && (err as { type?: unknown }).type === type;
}
