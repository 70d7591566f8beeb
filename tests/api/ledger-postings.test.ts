import { describe, expect, it } from 'vitest';
import { ledgerStream, monthOf, type JournalEntryPosted } from '../../domain/accounting';
import { startReactor } from '../../reactors/engine/start';
import { ledgerFollowsEvents } from '../../reactors/ledger-follows-events';
import { CommandResults } from '../../application/idempotency';
import { collectingLog } from './consignment-support';
import { ticket, usePosShop } from './pos-support';
import { untilAllEventsVisible } from '../support/events';

// The books follow the business (issue 18): a counter sale posts one balanced entry (cash net of the
// change / counter sales + IVA) referencing its event, exactly once — a second worker replaying the
// whole store from the start posts nothing more.

const { posShop } = usePosShop('ledger_postings');

describe('the ledger postings reactor', () => {
  it('posts a counter sale once, balanced, naming its source event; a replay posts nothing more', async () => {
    const shop = await posShop();
    const productId = await shop.product(10);
    const sessionId = await shop.open();
    const sold = await shop.sell(ticket(sessionId, [{ productId }]));
    expect(sold.statusCode, sold.body).toBe(201);
    const saleId = sold.json().id as string;
    const made = (await shop.saleEvents(saleId))[0]!;

    const deps = {
      handler: shop.app.commands,
      results: new CommandResults(shop.database.db),
      store: shop.store,
      db: shop.database.db,
      pool: shop.database.pool,
      log: collectingLog(),
    };
    const entriesOf = async () =>
      (await shop.store.readStream(ledgerStream(monthOf(made.metadata.occurredAt)))).filter(
        (e) => e.type === 'JournalEntryPosted' && (e.data as JournalEntryPosted['data']).source.kind === 'event',
      ) as unknown as { data: JournalEntryPosted['data'] }[];
    for (const _ of [1, 2]) {
      // The second run stands for a second worker, or a replay after a crash: same ids, nothing new.
      const runner = startReactor(deps, ledgerFollowsEvents, { lockRetryMs: 50, retryMs: 50 });
      await untilAllEventsVisible(shop.database.db);
      await runner.caughtUp();
      await runner.stop();
      await shop.database.db
        .deleteFrom('projection_checkpoints')
        .where('name', '=', ledgerFollowsEvents.name)
        .execute();
    }
    const sale = (await entriesOf()).filter(
      (e) => e.data.source.kind === 'event' && e.data.source.eventId === made.eventId,
    );
    expect(sale).toHaveLength(1);
    const { lines, totalCents } = sale[0]!.data;
    const debits = lines.reduce((s, l) => s + l.debitCents, 0);
    expect(lines.reduce((s, l) => s + l.creditCents, 0)).toBe(debits);
    expect(totalCents).toBe(debits);
    expect(lines.map((l) => l.accountCode).sort()).toEqual(['1101', '2101', '4101']);
  });
});
