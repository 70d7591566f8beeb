import { v5 as uuidv5 } from 'uuid';

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
