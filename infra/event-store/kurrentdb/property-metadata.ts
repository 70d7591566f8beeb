import type { EventMetadata } from '../port';

// multiStreamAppend (KurrentDB ≥ 25.1) takes an event's metadata as properties: string keys, string
// values, nothing nested. Readers get them back as one JSON object beside the server's own `$schema.*`
// keys. Our metadata nests (actor, source) and counts (schemaVersion): those fields travel as JSON
// text, named in JSON_FIELDS so that exactly they are parsed back, and an event reads the same
// whichever way it was appended (old events, appended whole, are read as they are).

const JSON_FIELDS = 'flora.json';
/** On a commit's last event only: the call that appended it (multi-append.ts tells a repeat by it). */
const APPENDED_BY = 'flora.appendedBy';

export function toProperties(metadata: EventMetadata, appendedBy?: string): Record<string, string> {
  const properties: Record<string, string> = {};
  const json: string[] = [];
  for (const [key, value] of Object.entries(metadata) as [string, unknown][]) {
    if (value === undefined) continue;
    if (typeof value === 'string') properties[key] = value;
    else {
      properties[key] = JSON.stringify(value);
      json.push(key);
    }
  }
  properties[JSON_FIELDS] = json.join(',');
  if (appendedBy !== undefined) properties[APPENDED_BY] = appendedBy;
  return properties;
}

/** The metadata as the command wrote it, whether it was stored whole or as properties. */
export function fromStored(stored: unknown): EventMetadata {
  const json = propertyOf(stored, JSON_FIELDS);
  if (json === undefined) return stored as EventMetadata;
  const parsed = new Set(json.split(',').filter(Boolean));
  const metadata: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(stored as Record<string, unknown>)) {
    // The server's keys ($schema.name, $schema.format) and our own markers are not the command's.
    if (key.startsWith('$') || key.startsWith('flora.')) continue;
    metadata[key] = parsed.has(key) && typeof value === 'string' ? JSON.parse(value) : value;
  }
  return metadata as unknown as EventMetadata;
}

export function appendedByOf(stored: unknown): string | undefined {
  return propertyOf(stored, APPENDED_BY);
}

function propertyOf(stored: unknown, key: string): string | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  const value = (stored as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}
