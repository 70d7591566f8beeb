import type { AuditItem } from '../../domain/audit';
import type { AuditRow } from '../../projections/audit';
import { redactCredentials } from '../shared/stream-privacy';

// An audit row as the audit screen reads it: the event's metadata back in its shape, credentials masked.

export function toAuditItem(r: AuditRow): AuditItem {
  return {
    position: r.position,
    eventId: r.event_id,
    streamId: r.stream_id,
    revision: Number(r.revision),
    type: r.type,
    occurredAt: r.occurred_at.toISOString(),
    actor: { userId: r.actor_id, roles: r.actor_roles },
    commandId: r.command_id,
    correlationId: r.correlation_id,
    causationId: r.causation_id,
    source: { app: r.source_app, deviceId: r.device_id },
    data: redactCredentials(r.data),
  };
}
