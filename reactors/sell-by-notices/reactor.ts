import { sql, type QueryExecutorProvider } from 'kysely';
import type pg from 'pg';
import type { CommandHandler } from '../../application/handler';
import { shopToday } from '../../application/shop-facts';
import {
  CONSIGNED,
  isNoted,
  lotPlaces,
  productDecider,
  productStream,
  type NoteLotSellBy,
} from '../../domain/inventory';
import { DomainError } from '../../domain/shared';
import { commandIdFor } from '../../infra/event-store/event-id';
import { AdvisoryLock } from '../../projections/engine/advisory-lock';

// Issue 44: the morning a lot reaches its sell-by (its last day for sale, in the shop's time zone)
// the warehouse is told, once per lot: the product notes it (LotReachedSellBy on its stream, which
// the audit, the product's history and the lots' screens read). A clock drives it, not an event, so
// it runs like the subscriptions' scheduler:
//   - the product notes a lot once (decide() answers nothing for a lot it already noted), and two
//     writers meet at the stream's expected revision, so a second worker or a rerun adds nothing;
//   - the command's id comes from the product and the lot, so a run that dies half-way and the one
//     after it send the very same command;
//   - which lots to look at comes from the lots read model, but whether each is due is decided on
//     the product's stream: a read model behind can only delay a notice to the next tick, never
//     double one. Only one worker runs at a time (an advisory lock); the others skip that tick.

export const SELL_BY_NOTICES_LOCK = 'sell-by-notices';
const ACTOR = { userId: 'system:sell-by-notices', roles: [] as string[] };

export interface SellByNoticeLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface SellByNoticeDeps {
  handler: CommandHandler;
  /** The read models' database (the `lot_stock` table). */
  db: QueryExecutorProvider;
  pool: pg.Pool;
  /** The worker's clock (tests pin it). */
  now: () => Date;
  log?: SellByNoticeLog;
  /** Called after each notice is sent (a test stops a run half-way here). */
  onNotice?: (notice: { productId: string; lotId: string }) => void | Promise<void>;
}

export interface SellByNoticeRun {
  /** Another worker held the lock: this tick did nothing. */
  busy: boolean;
  today: string;
  /** Lots this run noted (a lot already noted is not counted). */
  noted: number;
  refused: number;
}

/** Lots with stems at our places whose sell-by is today or past, by product (the candidates). */
async function dueLots(db: QueryExecutorProvider, today: string): Promise<Map<string, string[]>> {
  const { rows } = await sql<{ product_id: string; lot_id: string }>`
    select distinct product_id, lot_id from lot_stock
    where remaining > 0 and sell_by is not null and sell_by <= ${today}::date and location_id <> ${CONSIGNED}
    order by product_id, lot_id
  `.execute(db);
  const byProduct = new Map<string, string[]>();
  for (const { product_id, lot_id } of rows) byProduct.set(product_id, [...(byProduct.get(product_id) ?? []), lot_id]);
  return byProduct;
}

/** One tick: every lot due today and not yet noted, each sent with its own deterministic id. */
export async function noteDueLots(deps: SellByNoticeDeps): Promise<SellByNoticeRun> {
  const today = await shopToday(deps.handler, deps.now());
  const run: SellByNoticeRun = { busy: false, today, noted: 0, refused: 0 };
  const lock = await AdvisoryLock.tryAcquire(deps.pool, SELL_BY_NOTICES_LOCK);
  if (!lock) return { ...run, busy: true };
  try {
    for (const [productId, lotIds] of await dueLots(deps.db, today)) await noteProduct(deps, productId, lotIds, run);
  } finally {
    await lock.release();
  }
  return run;
}

async function noteProduct(deps: SellByNoticeDeps, productId: string, lotIds: string[], run: SellByNoticeRun) {
  const streamId = productStream(productId);
  const { state } = await deps.handler.load(productDecider, streamId);
  if (state.status === 'absent') return;
  // A lot the product already noted, not yet due or emptied since the read model saw it is left
  // here, without a command: expired lots wait in buckets for days, and each tick would resend.
  const due = lotIds.filter((lotId) => {
    const lot = state.lots[lotId];
    return lot && lot.sellBy <= run.today && !isNoted(state, lotId) && lotPlaces(state, lotId).length > 0;
  });
  for (const lotId of due) {
    const commandId = commandIdFor(productId, `sell-by:${lotId}`);
    const command: Omit<NoteLotSellBy, 'metadata'> = { type: 'NoteLotSellBy', data: { lotId, today: run.today } };
    try {
      const outcome = await deps.handler.handle(productDecider, streamId, command, {
        commandId,
        correlationId: commandId,
        actor: ACTOR,
        deviceId: 'scheduler:sell-by-notices',
      });
      if (outcome.appendedNow) run.noted++;
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      run.refused++;
      deps.log?.warn({ productId, lotId, code: err.code }, 'sell-by notice refused');
    }
    await deps.onNotice?.({ productId, lotId });
  }
}

/** The worker's loop: a tick at start and every `intervalMs`; a failed tick is logged and retried at the next. */
export function startSellByNotices(deps: SellByNoticeDeps, intervalMs: number) {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = running
      .then(() => noteDueLots(deps))
      .then((r) => r.noted > 0 && deps.log?.info(r, 'lots noted at their sell-by'))
      .catch((err: unknown) => deps.log?.warn({ err }, 'sell-by notices tick failed'));
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
