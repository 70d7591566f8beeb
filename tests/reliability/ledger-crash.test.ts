import { describe, expect, it } from 'vitest';
import { CommandResults } from '../../application/idempotency';
import { LEDGER_STREAM_PREFIX, type JournalEntryPosted } from '../../domain/accounting';
import type { LandingStep } from '../../reactors/engine/exactly-once';
import { startReactor } from '../../reactors/engine/start';
import { ledgerFollowsEvents } from '../../reactors/ledger-follows-events';
import { untilAllEventsVisible } from '../support/events';
import { collectingLog } from '../api/consignment-support';
import { ticket, usePosShop } from '../api/pos-support';

// Issue 18, "Must show": posting is exactly once under a reactor crash mid-batch. The ledger reactor
// fails in the middle of its second posting — after the claim (nothing sent), after the append (sent,
// not recorded) or after the answer (recorded, checkpoint not moved) — and resumes from its checkpoint:
// each sale has one entry. (tests/reliability/consignment-reactor.test.ts SIGKILLs a process at the
// same points; the engine's resume path is the same.)

const { posShop } = usePosShop('ledger_crash');

describe.each<LandingStep>(['claimed', 'appended', 'completed'])('the ledger reactor failing once %s', (step) => {
  it('posts every event exactly once after resuming (three sales and their stock at cost)', async () => {
    const shop = await posShop();
    const productId = await shop.product(10);
    const sessionId = await shop.open();
    const sales: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await shop.sell(ticket(sessionId, [{ productId }]));
      expect(res.statusCode, res.body).toBe(201);
      sales.push((await shop.saleEvents(res.json().id))[0]!.eventId);
    }
    let seen = 0;
    let failed = false;
    const onStep = (at: LandingStep) => {
      if (at === step && ++seen === 2 && !failed) {
        failed = true;
        throw new Error(`crash ${step}`);
      }
    };
    const deps = {
      handler: shop.app.commands,
      results: new CommandResults(shop.database.db),
      store: shop.store,
      db: shop.database.db,
      pool: shop.database.pool,
      log: collectingLog(),
    };
    const runner = startReactor(deps, ledgerFollowsEvents, { onStep, retryMs: 20, lockRetryMs: 50 });
    await untilAllEventsVisible(shop.database.db);
    await runner.caughtUp();
    await runner.stop();
    expect(failed).toBe(true);
    const entries = (await shop.store.readAll({ limit: 10_000 }))
      .filter((e) => e.type === 'JournalEntryPosted' && e.streamId.startsWith(LEDGER_STREAM_PREFIX))
      .map((e) => (e.data as JournalEntryPosted['data']).source)
      .flatMap((s) => (s.kind === 'event' ? [s.eventId] : []));
    // Every event posted once (the sales, and the stock movements valued at cost), the crashed one included.
    expect(entries.length).toBeGreaterThan(sales.length);
    expect(entries.length - new Set(entries).size).toBe(0);
    for (const sale of sales) expect(entries.filter((id) => id === sale)).toHaveLength(1);
  });
});
