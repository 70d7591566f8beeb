import { describe, expect, it } from 'vitest';
import { DEMO_INVOICES } from '../../command-api/seed/billing-clients';
import { demoInvoiceId, seedDemoBilling } from '../../command-api/seed/billing';
import { demoProductId, seedDemoInventory } from '../../command-api/seed/inventory';
import { invoiceDecider, type InvoiceEvent, type InvoiceState } from '../../domain/billing';
import { useBillingApi } from './billing-support';

// The demo shop's clients and invoices (npm start seeds them after the catalogue): every status is
// there, the issued ones numbered without a gap, and a restart — the same day or a later one —
// adds nothing and takes no number.

const { billingApi } = useBillingApi('billseed');
const DAY_MS = 86_400_000;

describe('the demo billing', () => {
  it('seeds 4 clients and 12 invoices in every status once, numbered without a gap; a restart adds nothing', async () => {
    const api = await billingApi();
    const deps = { handler: api.app.commands, store: api.store, db: api.database.db };
    await seedDemoInventory(deps);
    const now = Date.parse('2026-06-15T16:00:00Z');
    expect(await seedDemoBilling(deps, now)).toEqual({ clients: 4, invoices: 12, paid: 4, cancelled: 2 });
    const mark = await api.storeMark();
    expect(await seedDemoBilling(deps, now)).toEqual({ clients: 0, invoices: 0, paid: 0, cancelled: 0 });
    expect(await seedDemoBilling(deps, now + 3 * DAY_MS)).toEqual({
      clients: 0,
      invoices: 0,
      paid: 0,
      cancelled: 0,
    });
    expect(await api.storeMark()).toEqual(mark);

    const states = new Map<string, InvoiceState & { known: true }>();
    for (const demo of DEMO_INVOICES) {
      const events = await api.invoiceEvents(demoInvoiceId(demo.key));
      const state = events.reduce(
        (s, e) => invoiceDecider.evolve(s, e as unknown as InvoiceEvent),
        invoiceDecider.initialState(),
      );
      states.set(demo.key, state as InvoiceState & { known: true });
    }
    const statuses = DEMO_INVOICES.map((d) => states.get(d.key)!.status);
    expect(statuses).toEqual(DEMO_INVOICES.map((d) => d.status));
    // Issued ones (paid, pending, and the one cancelled after issuing) hold 001 … 009 in date order.
    const numbers = DEMO_INVOICES.map((d) => states.get(d.key)!.number).filter(Boolean);
    expect(numbers).toEqual(Array.from({ length: 9 }, (_, i) => `F-2026-${String(i + 1).padStart(3, '0')}`));
    expect((await api.numbers('2026')).map((n) => n.number)).toEqual(numbers);

    const gala = states.get('gables-gala')!;
    expect(gala).toMatchObject({
      clientName: 'Eventos Coral Gables S.A.S.',
      date: '2026-05-13',
      dueDate: '2026-05-28',
    });
    expect(gala.lines).toEqual([
      {
        productId: demoProductId('ROS-005'),
        description: 'Ramo de 24 rosas rojas',
        customDescription: false,
        quantity: 15,
        priceCents: 9800,
        totalCents: 147000,
      },
      {
        productId: 'custom',
        description: 'Transporte y montaje nocturno',
        customDescription: true,
        quantity: 1,
        priceCents: 85000,
        totalCents: 85000,
      },
    ]);
    // A draft may keep an unfinished row.
    expect(states.get('camila-mothers-day')!.lines.at(-1)).toMatchObject({
      description: 'Globo metalizado',
      quantity: 0,
      totalCents: 0,
    });
  });
});
