import type { EventSummary, EventWhole } from '../../../domain/ops';
import type { AuditRow } from '../../../projections/audit';
import { redactCredentials } from '../../shared/stream-privacy';

// An audit row as the explorer and the export show an event: its summary, or the event whole.

export const summaryOf = (r: AuditRow): EventSummary => ({
  eventId: r.event_id,
  position: r.position,
  streamId: r.stream_id,
  type: r.type,
  revision: Number(r.revision),
  recordedAt: r.occurred_at.toISOString(),
  actor: r.actor_id,
});

/** An event whole: its data (credentials masked, as everywhere) and its metadata back in the store's shape. */
export const eventOf = (r: AuditRow): EventWhole => ({
  ...summaryOf(r),
  data: redactCredentials(r.data),
  metadata: {
    commandId: r.command_id,
    correlationId: r.correlation_id,
    causationId: r.causation_id,
    actor: { userId: r.actor_id, roles: r.actor_roles },
    source: { app: r.source_app, deviceId: r.device_id },
    occurredAt: r.occurred_at.toISOString(),
  },
});
