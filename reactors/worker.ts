import { CommandHandler } from '../application/handler';
import { startTracing } from '../infra/tracing';
import { CommandResults } from '../application/idempotency';
import { SnapshotStore } from '../infra/event-store/snapshots';
import { isWanted, log, projectionRunners, runWorker } from '../projections/engine/worker-process';
import type { ReactorLog } from './engine/reactor';
import { reactorRunner } from './engine/start';
import { reactors } from './registry';
import { SELL_BY_NOTICES_LOCK, startSellByNotices } from './sell-by-notices';
import { SCHEDULER_LOCK, startSubscriptionScheduler } from './subscription-scheduler';

// `tsx reactors/worker.ts`, what `npm start` runs as its "projections" part: every projection and
// every reactor (reactors/registry.ts) on the one engine. A reactor sends its commands through a
// CommandHandler of its own (application/handler.ts, in this process), which decides on the stream as
// stored: the write side's memory of a stream is checked by the expected revision, so the two
// processes never decide on a stale state. It also runs the subscriptions' scheduler (a clock, not
// an event, drives it): FLORA_SUBSCRIPTION_DAYS_AHEAD (default 2) days ahead of each delivery, a
// tick every FLORA_SUBSCRIPTION_TICK_MS (default a minute); and the sell-by notices (issue 44: a
// lot's notice the morning it reaches its sell-by), a tick every FLORA_SELL_BY_TICK_MS (default five
// minutes). FLORA_REACTORS_ONLY=1 leaves the
// projections to projection workers of their own (`npm run cluster`, infra/deploy), so each kind
// scales and fails over apart. Environment: projections/engine/worker-process.ts.

const reactorLog = (level: 'info' | 'warn' | 'error') => (details: object, message: string) => {
  const { err, ...rest } = details as { err?: unknown };
  log({ event: 'reactor-log', level, message, ...rest, ...(err ? { error: String(err) } : {}) });
};
const logs: ReactorLog = { info: reactorLog('info'), warn: reactorLog('warn'), error: reactorLog('error') };
let handler: CommandHandler | undefined;
let scheduler: { stop(): Promise<void> } | undefined;
let sellByNotices: { stop(): Promise<void> } | undefined;
const envNumber = (name: string, fallback: number) => {
  const n = Number(process.env[name]);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

// A span per projection batch when OTEL_EXPORTER_OTLP_*ENDPOINT names a collector (infra/tracing).
const tracing = await startTracing('flora-workers');
await runWorker(
  (connection) => {
    handler = new CommandHandler({
      store: connection.store,
      snapshots: new SnapshotStore(connection.db),
      onBackgroundError: (err) => logs.warn({ err }, 'snapshot failed; the stream loads from further back'),
    });
    const deps = { ...connection, handler, results: new CommandResults(connection.db), log: logs };
    if (isWanted(SCHEDULER_LOCK)) {
      const schedulerDeps = { ...connection, handler, now: () => new Date(), log: logs };
      const daysAhead = envNumber('FLORA_SUBSCRIPTION_DAYS_AHEAD', 2);
      scheduler = startSubscriptionScheduler(
        { ...schedulerDeps, daysAhead },
        envNumber('FLORA_SUBSCRIPTION_TICK_MS', 60_000),
      );
    }
    if (isWanted(SELL_BY_NOTICES_LOCK)) {
      const noticeDeps = { ...connection, handler, now: () => new Date(), log: logs };
      sellByNotices = startSellByNotices(noticeDeps, envNumber('FLORA_SELL_BY_TICK_MS', 300_000));
    }
    return [
      ...(process.env.FLORA_REACTORS_ONLY === '1' ? [] : projectionRunners(connection)),
      ...reactors.filter((r) => isWanted(r.name)).map((r) => reactorRunner(deps, r)),
    ];
  },
  async () => {
    await scheduler?.stop();
    await sellByNotices?.stop();
    await handler?.idle();
    await tracing.shutdown();
  },
);
