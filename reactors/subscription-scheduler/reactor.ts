import { sql, type QueryExecutorProvider } from 'kysely';
import type pg from 'pg';
import type { CommandHandler } from '../../application/handler';
import { shopToday } from '../../application/shop-facts';
import { flagOn } from '../../domain/identity';
import { SETTINGS_STREAM, settingsDecider } from '../../domain/settings';
import { DomainError } from '../../domain/shared';
import {
  cyclesDue,
  DEFAULT_DAYS_AHEAD,
  subscriptionDecider,
  subscriptionStream,
  type ScheduleSubscriptionCycle,
} from '../../domain/subscriptions';
import { commandIdFor } from '../../infra/event-store/event-id';
import { AdvisoryLock } from '../../projections/engine/advisory-lock';

// Issue 16: each subscription's cycles are made a few days ahead of their delivery (default 2): the
// cycle's charge with it, and its delivery through the reactor engine (reactors/delivery-follows-
// subscription). Exactly once per subscription and day, whatever happens around it:
//   - the subscription takes a cycle once (decide() answers nothing for one it holds), and two
//     writers meet at the stream's expected revision, so a second worker or a rerun adds nothing;
//   - the command's id and the delivery's id come from the subscription and the cycle's day, so a
//     run that dies half-way and the one after it send the very same commands;
//   - which subscriptions to look at comes from the read model, but what each owes is decided on
//     its own stream: a read model being rebuilt can only delay a cycle to the next tick, never
//     double one. Only one worker runs at a time (an advisory lock); the others skip that tick.

export const SCHEDULER_LOCK = 'subscription-scheduler';
const ACTOR = { userId: 'system:subscription-scheduler', roles: [] as string[] };

export interface SchedulerLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface SubscriptionSchedulerDeps {
  handler: CommandHandler;
  // The read models' database (the `subscriptions` table).
  db: QueryExecutorProvider;
  pool: pg.Pool;
  /** The scheduler's clock (tests pin it). */
  now: () => Date;
  daysAhead?: number;
  log?: SchedulerLog;
  /** Called after each cycle is sent (a test stops a run half-way here). */
  onCycle?: (cycle: ScheduleSubscriptionCycle['data']) => void | Promise<void>;
}

export interface SchedulerRun {
  /** Another worker held the lock: this tick did nothing. */
  busy: boolean;
  /** Issue 20: subscriptions are switched off in the system config; no cycle (nor delivery) is made. */
  switchedOff?: boolean;
  today: string;
  /** Cycles this run added (a cycle already made is not counted). */
  scheduled: number;
  refused: number;
}

/** One tick: every cycle owed today, each sent with its own deterministic id. */
export async function scheduleDueCycles(deps: SubscriptionSchedulerDeps): Promise<SchedulerRun> {
  const { handler, daysAhead = DEFAULT_DAYS_AHEAD } = deps;
  const today = await shopToday(handler, deps.now());
  const run: SchedulerRun = { busy: false, today, scheduled: 0, refused: 0 };
  // While off, no new cycle and so no new delivery; the ticks after switching on catch up on the
  // cycles still ahead (cyclesDue looks from today on), those missed meanwhile are not made.
  const { state: settings } = await handler.load(settingsDecider, SETTINGS_STREAM);
  if (!flagOn(settings.system, 'enableSubscriptions')) return { ...run, switchedOff: true };
  const lock = await AdvisoryLock.tryAcquire(deps.pool, SCHEDULER_LOCK);
  if (!lock) return { ...run, busy: true };
  try {
    const { rows } = await sql<{ id: string }>`
      select id from subscriptions where status <> 'cancelled' order by id
    `.execute(deps.db);
    for (const { id } of rows) await scheduleOne(deps, id, today, daysAhead, run);
  } finally {
    await lock.release();
  }
  return run;
}

async function scheduleOne(
  deps: SubscriptionSchedulerDeps,
  subscriptionId: string,
  today: string,
  daysAhead: number,
  run: SchedulerRun,
): Promise<void> {
  const streamId = subscriptionStream(subscriptionId);
  const { state } = await deps.handler.load(subscriptionDecider, streamId);
  if (state.status === 'absent') return;
  for (const { cycleDay, deliveryDay } of cyclesDue(state, today, daysAhead)) {
    const commandId = commandIdFor(subscriptionId, `cycle:${cycleDay}`);
    const data = {
      subscriptionId,
      cycleDay,
      deliveryDay,
      deliveryId: commandIdFor(subscriptionId, `delivery:${cycleDay}`),
    };
    try {
      const outcome = await deps.handler.handle(
        subscriptionDecider,
        streamId,
        { type: 'ScheduleSubscriptionCycle', data },
        { commandId, correlationId: commandId, actor: ACTOR, deviceId: 'scheduler:subscriptions' },
      );
      if (outcome.appendedNow) run.scheduled++;
    } catch (err) {
      // Paused or skipped between reading and sending: the subscription's answer stands.
      if (!(err instanceof DomainError)) throw err;
      run.refused++;
      deps.log?.warn({ subscriptionId, cycleDay, code: err.code }, 'subscription cycle refused');
    }
    await deps.onCycle?.(data);
  }
}

/** The worker's loop: a tick at start and every `intervalMs`; a failed tick is logged and retried at the next. */
export function startSubscriptionScheduler(deps: SubscriptionSchedulerDeps, intervalMs: number) {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = running
      .then(() => scheduleDueCycles(deps))
      .then((r) => r.scheduled > 0 && deps.log?.info(r, 'subscription cycles scheduled'))
      .catch((err: unknown) => deps.log?.warn({ err }, 'subscription scheduler tick failed'));
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
