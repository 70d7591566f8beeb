import { Counter } from 'prom-client';
import { ConcurrencyError } from '../event-store/port';
import { boundedLabel, registry } from './registry';

// The command loop's conflicts (application/decide-all.ts): another writer appended to a stream
// first, or a refusal decided on this process's memory of a stream had to be checked on the stream
// itself. Labelled by the stream's category (`product`, `order`, `invoice`…), never its id.

const labelNames = ['stream_category'] as const;

const conflicts = new Counter({
  name: 'flora_command_conflicts_total',
  help: "Conflicts met by commands: reason 'concurrency' (another writer first) or 'refused-on-memory' (checked again on the stream)",
  labelNames: [...labelNames, 'reason'] as const,
  registers: [registry],
});
const retries = new Counter({
  name: 'flora_command_retries_total',
  help: 'Commands decided again after a conflict',
  labelNames,
  registers: [registry],
});
const exhausted = new Counter({
  name: 'flora_command_conflicts_exhausted_total',
  help: 'Commands that ran out of tries (answered 409)',
  labelNames,
  registers: [registry],
});

/** `product-7f…` → `product`; an id with no word before its first dash reads as `other`. */
const category = boundedLabel(50);
const categoryOf = (streamId: string) => category(/^([a-z]+)(?:-|$)/.exec(streamId)?.[1] ?? 'other');

/** Called by the command loop on each conflict it catches; `gaveUp` when it throws it on. */
export function noteCommandConflict(err: unknown, answerStream: string, gaveUp: boolean): void {
  const concurrency = err instanceof ConcurrencyError;
  const labels = { stream_category: categoryOf(concurrency ? err.streamId : answerStream) };
  conflicts.inc({ ...labels, reason: concurrency ? 'concurrency' : 'refused-on-memory' });
  (gaveUp ? exhausted : retries).inc(labels);
}
