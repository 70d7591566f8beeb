import type { SequencedEvent } from './projection';

/**
 * An event's metadata as a writer may have left it: the store never refuses an event for its
 * metadata, so any field may be missing or of another shape, and column-values makes each storable.
 */
export interface LooseMetadata {
  commandId?: unknown;
  correlationId?: unknown;
  causationId?: unknown;
  actor?: { userId?: unknown; roles?: unknown } | null;
  source?: { app?: unknown; deviceId?: unknown } | null;
  occurredAt?: unknown;
}

export const metadataOf = (e: SequencedEvent): LooseMetadata => (e.metadata ?? {}) as LooseMetadata;
