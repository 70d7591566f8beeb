import type { RebuildJobMessage } from '../../domain/ops';
import type { RebuildProgress } from './rebuild-progress';

// A rebuild job's step as the operators see it (issue 20): pushed over the websocket after a NOTIFY
// on OPS_CHANNEL, and listed (with its times) by GET /api/ops/jobs.

export const OPS_CHANNEL = 'flora_ops';

// Their shapes are the answer's (GET /api/ops/jobs): one definition, in domain/ops.
export type { RebuildJob, RebuildJobMessage } from '../../domain/ops';

/** Caught up: the share of the events counted at the start; the last percent waits for the switch. */
export function percentOf(p: RebuildProgress): number {
  if (p.phase === 'done') return 100;
  if (p.phase !== 'catching-up' || !p.total) return p.phase === 'catching-up' ? 0 : 99;
  return Math.min(99, Math.floor((p.eventsDone * 100) / p.total));
}

/** A message heard on OPS_CHANNEL, if it has the announced shape (anything else is ignored). */
export function parseJobMessage(payload: string | undefined): RebuildJobMessage | undefined {
  try {
    const m = JSON.parse(payload ?? '') as Partial<RebuildJobMessage>;
    const numbers = [m.generation, m.eventsApplied, m.totalEvents, m.percent].every((n) => Number.isFinite(n));
    if (m.type !== 'rebuild-progress' || typeof m.name !== 'string' || typeof m.jobId !== 'string') return undefined;
    if (!numbers || typeof m.done !== 'boolean') return undefined;
    if (m.error !== undefined && typeof m.error !== 'string') return undefined;
    return m as RebuildJobMessage;
  } catch {
    return undefined;
  }
}
