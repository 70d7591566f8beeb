import type { HelpRequestView } from '../../domain/support';
import type { HelpRequestRow } from '../../projections/help-requests';

// A help request's row as staff read it: who asked (and how to reach them), what for, and what the
// bot and the person said before the hand-off.

const iso = (t: Date | string | null) => (t === null ? null : new Date(t).toISOString());

export const toHelpRequestView = (r: HelpRequestRow): HelpRequestView => ({
  id: r.id,
  requester: { userId: r.requester, name: r.requester_name, contact: r.contact, guest: r.requester === 'guest' },
  channel: r.channel,
  sessionId: r.session_id,
  message: r.message,
  transcript: r.transcript,
  lang: r.lang,
  status: r.status,
  requestedAt: iso(r.requested_at)!,
  resolvedAt: iso(r.resolved_at),
  resolvedBy: r.resolved_by,
  note: r.note,
});
