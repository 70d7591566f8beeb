import { Counter, Gauge } from 'prom-client';
import { registry } from './registry';

// A worker's own runners, from their events (projections/engine/runner.ts): which followers this
// process applies (active) or waits for (standby), and the events it applied itself. The
// database's view of every follower (lag, fault, rebuild) is the read-api's (followers.ts).

/** What this file needs of a FollowerRunner (infra does not import the projections). */
export interface ObservedRunner {
  readonly follower: { readonly name: string; readonly kind: string };
  state: string;
  on(event: 'state', listener: (state: string) => void): unknown;
  on(event: 'checkpoint' | 'batch', listener: (checkpoint: { eventsApplied: bigint }) => void): unknown;
  on(event: 'retry' | 'fault', listener: (err: unknown) => void): unknown;
}

export const RUNNER_STATES = ['idle', 'standby', 'active', 'faulted', 'stopped'] as const;
const who = ['follower', 'kind'] as const;

const observed = new Set<ObservedRunner>();
const labelsOf = (r: ObservedRunner) => ({ follower: r.follower.name, kind: r.follower.kind });

new Gauge({
  name: 'flora_runner_state',
  help: `1 for the state of this worker's runner: ${RUNNER_STATES.join(', ')}`,
  labelNames: [...who, 'state'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const r of observed)
      for (const state of RUNNER_STATES) this.set({ ...labelsOf(r), state }, r.state === state ? 1 : 0);
  },
});
const events = new Counter({
  name: 'flora_runner_events_total',
  help: 'Events this worker applied (passed) per follower: rate() is its events per second',
  labelNames: who,
  registers: [registry],
});
const batches = new Counter({
  name: 'flora_runner_batches_total',
  help: 'Batches this worker committed per follower',
  labelNames: who,
  registers: [registry],
});
const retries = new Counter({
  name: 'flora_runner_retries_total',
  help: 'Transient errors this worker met per follower (it follows again after a pause)',
  labelNames: who,
  registers: [registry],
});
const faults = new Counter({
  name: 'flora_runner_faults_total',
  help: 'Faults this worker recorded per follower (an event it could not apply)',
  labelNames: who,
  registers: [registry],
});

/** Follows the runners' events; call before they start so no batch is missed. */
export function observeRunners(runners: readonly ObservedRunner[]): void {
  for (const runner of runners) {
    observed.add(runner);
    const labels = labelsOf(runner);
    // A checkpoint counts every event the follower passed; a batch's share is the difference from the
    // one before. A checkpoint loaded (at start, after a rebuild switched in) moves the mark uncounted.
    let passed: bigint | undefined;
    runner.on('batch', (c) => {
      batches.inc(labels);
      if (passed !== undefined && c.eventsApplied > passed) events.inc(labels, Number(c.eventsApplied - passed));
    });
    runner.on('checkpoint', (c) => (passed = c.eventsApplied));
    runner.on('retry', () => retries.inc(labels));
    runner.on('fault', () => faults.inc(labels));
    // Zero from the start: rate() over a counter needs its first sample.
    for (const counter of [events, batches, retries, faults]) counter.inc(labels, 0);
  }
}
