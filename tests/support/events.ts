import { randomUUID } from 'node:crypto';
import type { EventMetadata, NewEvent } from '../../infra/event-store/port';

/** An event as a command would append it, with full audit metadata; override what a test needs. */
export function testEvent(type: string, data: unknown = {}, overrides: Partial<EventMetadata> = {}): NewEvent {
  const commandId = overrides.commandId ?? randomUUID();
  return {
    type,
    data,
    metadata: {
      commandId,
      correlationId: commandId,
      causationId: commandId,
      actor: { userId: 'tester', roles: ['owner'] },
      source: { app: 'test' },
      occurredAt: new Date().toISOString(),
      schemaVersion: 1,
      ...overrides,
    },
  };
}
