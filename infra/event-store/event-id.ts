import { v5 as uuidv5 } from 'uuid';
import type { NewEvent, StreamAppend } from './port';

// Fixed namespace for Flora event ids: an event id is UUIDv5(commandId + ':' + index), so the
// same command retried produces the same ids and the store refuses to append it twice.
const FLORA_NAMESPACE = '5b0a5c5e-7f1e-4f0e-9a43-2c8e4b1f0a61';

export function eventIdFor(commandId: string, index: number): string {
  return uuidv5(`${commandId}:${index}`, FLORA_NAMESPACE);
}

/** Deterministic command id for a command sent by a reactor because of an event. */
export function commandIdFor(causeEventId: string, purpose: string): string {
  return uuidv5(`${causeEventId}:${purpose}`, FLORA_NAMESPACE);
}

/** A multi-stream append whose every event has its id. */
export type IdentifiedAppends = readonly (Omit<StreamAppend, 'events'> & {
  events: (NewEvent & { eventId: string })[];
})[];

/**
 * A command's events over several streams (appendToStreams), each with its id: its own, or derived
 * from its command id and its place among the command's events that came without one — numbered
 * across the streams, so no two share an id. Both adapters name them so.
 */
export function withEventIds(appends: readonly StreamAppend[]): IdentifiedAppends {
  let index = 0;
  return appends.map((a) => ({
    ...a,
    events: a.events.map((e) => ({ ...e, eventId: e.eventId ?? eventIdFor(e.metadata.commandId, index++) })),
  }));
}
