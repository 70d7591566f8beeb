import type { Kysely } from 'kysely';
import {
  AGREEMENT_EVENT_TYPES,
  agreementIdOfStream,
  stockMovementsFor,
  type AgreementEvent,
} from '../../domain/consignment';
import { productDecider, productStream, type RegisterMovement } from '../../domain/inventory';
import { commandIdFor } from '../../infra/event-store/event-id';
import type { EventStore, Position, RecordedEvent, Subscription } from '../../infra/event-store/port';
import type { CommandBody, CommandHandler } from '../handler';
import type { CommandResults } from '../idempotency';
import { ExactlyOnce, type OnLandingStep } from './exactly-once';
import {
  clearFailure,
  listFailures,
  loadReactorCheckpoint,
  recordFailure,
  saveReactorCheckpoint,
  type OwedCommand,
} from './reactor-tables';
import { pause, withSessionLock } from './session-lock';

// Stock follows the agreement (ARCHITECTURE 3): created → consignment_out, sale → consignment_sold,
// return, settlement and cancellation → consignment_return. The reactor follows the event store
// from its checkpoint and sends each product's RegisterMovement exactly once (see exactly-once.ts);
// the checkpoint moves past an agreement event only when all its movements are done or recorded.
// A movement the product refuses (its stock was sold between the agreement's check and now) is
// logged and kept in reactor_failures, and tried again, in order, each time the reactor starts.

export const STOCK_REACTOR = 'consignment-stock';
const DEVICE = 'reactor:consignment-stock';

type Movement = OwedCommand<CommandBody<RegisterMovement>>;

/** What the reactor tells: pino's shape (the command-api's app.log fits). */
export interface ReactorLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface StockReactorDeps {
  handler: CommandHandler;
  results: CommandResults;
  store: EventStore;
  db: Kysely<any>;
  log: ReactorLog;
}

export interface StockReactorOptions {
  batchSize?: number;
  /** After an error (the database went away): wait, then resume from the checkpoint. */
  retryMs?: number;
  /** How often a standby instance asks for the lock. */
  lockRetryMs?: number;
  /** Crash tests stop the process at these points. */
  onStep?: OnLandingStep;
}

class Stopping extends Error {}

/** The product movements an agreement event causes, with the event's audit trail. */
export function movementsOwedBy(event: RecordedEvent): Movement[] {
  const agreementId = agreementIdOfStream(event.streamId);
  if (!agreementId || !(AGREEMENT_EVENT_TYPES as string[]).includes(event.type)) return [];
  const { actor, correlationId } = event.metadata;
  const decided = { type: event.type, data: event.data } as AgreementEvent;
  return stockMovementsFor(agreementId, decided, event.eventId, (name) => commandIdFor(event.eventId, name)).map(
    (m) => ({
      commandId: m.commandId,
      causeEventId: event.eventId,
      streamId: productStream(m.productId),
      command: { type: 'RegisterMovement' as const, data: m.movement },
      context: { actor, correlationId, deviceId: DEVICE, causationId: event.eventId },
    }),
  );
}

export class ConsignmentStockReactor {
  private readonly abort = new AbortController();
  private readonly once: ExactlyOnce;
  private loop?: Promise<void>;
  private subscription?: Subscription;
  private position?: Position;
  private readonly waiters = new Set<() => void>();

  constructor(
    private readonly deps: StockReactorDeps,
    private readonly options: StockReactorOptions = {},
  ) {
    this.once = new ExactlyOnce(deps, STOCK_REACTOR, options.onStep);
  }

  start(): this {
    this.loop ??= this.run();
    return this;
  }

  async stop(): Promise<void> {
    this.abort.abort();
    await this.subscription?.stop();
    await this.loop;
  }

  /** Settles once every event the store holds now has been followed (tests, the demo seed). */
  async caughtUp(): Promise<void> {
    const head = await this.deps.store.headPosition();
    if (!head) return;
    const reached = () => this.position !== undefined && this.deps.store.comparePositions(this.position, head) >= 0;
    while (!reached()) {
      if (this.abort.signal.aborted) throw new Error('the stock reactor stopped before catching up');
      await new Promise<void>((resolve) => this.waiters.add(resolve));
    }
  }

  private async run(): Promise<void> {
    const { signal } = this.abort;
    while (!signal.aborted) {
      try {
        const held = await withSessionLock(this.deps.db, `reactor:${STOCK_REACTOR}`, () => this.follow());
        if (!held) await pause(this.options.lockRetryMs ?? 2000, signal);
      } catch (err) {
        if (signal.aborted) break;
        this.deps.log.error({ err, reactor: STOCK_REACTOR }, 'stock reactor failed; resuming from its checkpoint');
        await pause(this.options.retryMs ?? 1000, signal);
      }
    }
    this.wake();
  }

  private async follow(): Promise<void> {
    await this.retryFailures();
    this.moved(await loadReactorCheckpoint(this.deps.db, STOCK_REACTOR));
    if (this.abort.signal.aborted) return;
    this.deps.log.info(
      { reactor: STOCK_REACTOR, after: this.position ?? null },
      'stock reactor following the event store',
    );
    const subscription = this.deps.store.subscribeToAll({
      after: this.position,
      batchSize: this.options.batchSize ?? 200,
      handle: (events) => this.followBatch(events),
    });
    this.subscription = subscription;
    if (this.abort.signal.aborted) await subscription.stop();
    await subscription.done;
  }

  private async followBatch(events: RecordedEvent[]): Promise<void> {
    for (const event of events) {
      const owed = movementsOwedBy(event);
      if (owed.length === 0) continue;
      if (this.abort.signal.aborted) throw new Stopping();
      for (const movement of owed) await this.land(movement);
      await this.checkpoint(event.position);
    }
    await this.checkpoint(events.at(-1)!.position);
  }

  private async land(movement: Movement): Promise<void> {
    const landing = await this.once.send(productDecider, movement);
    if (!('refused' in landing)) return;
    const { code, message } = landing.refused;
    this.deps.log.warn(
      { reactor: STOCK_REACTOR, commandId: movement.commandId, stream: movement.streamId, code },
      `stock movement refused, kept to retry: ${message}`,
    );
    await recordFailure(this.deps.db, STOCK_REACTOR, movement, code, message);
  }

  private async retryFailures(): Promise<void> {
    for (const failure of await listFailures<Movement['command']>(this.deps.db, STOCK_REACTOR)) {
      if (this.abort.signal.aborted) return;
      const landing = await this.once.send(productDecider, failure);
      if ('refused' in landing) {
        await recordFailure(this.deps.db, STOCK_REACTOR, failure, landing.refused.code, landing.refused.message);
      } else {
        await clearFailure(this.deps.db, failure.commandId);
        this.deps.log.info(
          { reactor: STOCK_REACTOR, commandId: failure.commandId, attempts: failure.attempts },
          'stock movement landed on retry',
        );
      }
    }
  }

  private async checkpoint(position: Position): Promise<void> {
    if (this.position !== undefined && this.deps.store.comparePositions(position, this.position) <= 0) return;
    await saveReactorCheckpoint(this.deps.db, STOCK_REACTOR, position);
    this.moved(position);
  }

  private moved(position: Position | undefined): void {
    this.position = position;
    this.wake();
  }

  private wake(): void {
    const waiting = [...this.waiters];
    this.waiters.clear();
    waiting.forEach((w) => w());
  }
}

export const startStockReactor = (deps: StockReactorDeps, options?: StockReactorOptions) =>
  new ConsignmentStockReactor(deps, options).start();
