import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { assignNumber } from '../../command-api/billing/numbering';
import { automaticNumber, type InvoiceCreated } from '../../domain/billing';
import { customRow, hotelClient, invoiceFor, useBillingApi, type Answer } from './billing-support';

// Issue 6, "Must show": the app's offline sync. Two clients and ten invoices saved offline (ids and
// an Idempotency-Key made in the browser, offlineCreatedAt set, numbers blank) are sent one POST
// each, clients first. The first sync is cut halfway: one answer is lost on the way back, and the
// process dies after numbering an invoice and before appending it. The whole sync is then sent
// three more times (once as two runs at the same moment, on two command-apis). Each client and
// invoice exists exactly once, and the numbers are consecutive from 001 with no gap.

const { billingApi } = useBillingApi('billsync');
const DRAFTS = new Set([2, 8]);

interface Queued {
  url: string;
  body: Record<string, unknown>;
  key: string;
  /** The id the answer names (the resource's), and the stream it lands in. */
  id: string;
  stream: string;
}

function offlineQueue(productId: string): { clients: Queued[]; invoices: Queued[] } {
  const clients = ['Hotel Brickell Bay S.A.S.', 'María Camila Restrepo'].map((name, i): Queued => {
    const clientId = randomUUID();
    return {
      url: '/api/billing/clients',
      body: hotelClient({ clientId, name, taxId: `900.000.00${i}-1` }),
      key: randomUUID(),
      id: clientId,
      stream: `billing-client-${clientId}`,
    };
  });
  const invoices = Array.from({ length: 10 }, (_, i) => {
    const invoiceId = randomUUID();
    const items =
      i % 3 === 0
        ? [{ productId, description: '', quantity: i + 1, price: 450 }, customRow()]
        : [customRow({ quantity: i + 1 })];
    const body = invoiceFor(clients[i % 2]!.body.clientId as string, {
      invoiceId,
      number: '',
      items,
      date: `2026-05-${String(i + 10)}`,
      dueDate: '',
      saveAsDraft: DRAFTS.has(i),
      offlineCreatedAt: `2026-05-${String(i + 10)}T15:0${i}:00.000Z`,
    });
    return {
      url: '/api/billing/invoices',
      body,
      key: randomUUID(),
      id: invoiceId,
      stream: `invoice-${invoiceId}`,
    };
  });
  return { clients, invoices };
}

describe('an offline sync cut off and repeated', () => {
  it('creates every offline client and invoice exactly once, numbered 001 … 008 without a gap', async () => {
    const api = await billingApi();
    const restarted = await api.secondApi();
    const { clients, invoices } = offlineQueue(await api.product());
    const queue = [...clients, ...invoices];
    const send = (item: Queued, on: FastifyInstance) =>
      api.send('POST', item.url, item.body, { 'idempotency-key': item.key, 'x-device-id': 'tablet-caja-1' }, on);
    const fullSync = async (on: FastifyInstance) => {
      const answers: Answer[] = [];
      for (const item of queue) answers.push(await send(item, on));
      return answers;
    };

    // Sync #1, cut halfway: the clients and four invoices; the answer of the fourth invoice is lost
    // on the way back (it was applied, but the app never heard so and keeps it queued).
    const lost = invoices[3]!;
    const heard = new Map<Queued, Answer>();
    for (const item of queue.slice(0, 6)) {
      const answer = await send(item, api.app);
      if (item !== lost) heard.set(item, answer);
    }
    for (const answer of heard.values()) expect(answer.statusCode).toBe(201);
    // Then the process dies after numbering the seventh invoice, before appending it.
    const crashed = invoices[6]!;
    const context = {
      commandId: crashed.key,
      correlationId: crashed.key,
      actor: { userId: 'owner-1', roles: ['owner'] },
    };
    const crashNumber = await assignNumber(
      { handler: api.app.commands },
      {
        invoiceId: crashed.body.invoiceId as string,
        date: crashed.body.date as string,
        requestedNumber: null,
      },
      context,
    );
    expect(crashNumber).toBe('F-2026-004');

    // Sync #2: two runs at the same moment, one per command-api; the first complete sync.
    const concurrent = await Promise.all([fullSync(api.app), fullSync(restarted)]);
    const mark = await api.storeMark();
    // Syncs #3 and #4, one on each command-api.
    const later = [await fullSync(restarted), await fullSync(api.app)];
    expect(await api.storeMark()).toEqual(mark);

    for (const answers of [...concurrent, ...later]) {
      expect(answers.map((a) => [a.statusCode === 200 || a.statusCode === 201, a.json().id])).toEqual(
        queue.map((q) => [true, q.id]),
      );
    }
    // An Idempotency-Key repeat gets the first answer: every run after the first says the same.
    const answered = (answers: Answer[]) => answers.map((a) => [a.statusCode, a.json()]);
    for (const answers of [concurrent[1]!, ...later]) expect(answered(answers)).toEqual(answered(concurrent[0]!));
    for (const [item, answer] of heard)
      expect(answered([concurrent[0]![queue.indexOf(item)]!])).toEqual(answered([answer]));

    for (const client of clients)
      expect((await api.store.readStream(client.stream)).map((e) => e.type)).toEqual(['ClientRegistered']);
    const issuedNumbers: string[] = [];
    for (const [i, invoice] of invoices.entries()) {
      const events = await api.invoiceEvents(invoice.body.invoiceId as string);
      expect(events.map((e) => e.type)).toEqual(
        DRAFTS.has(i) ? ['InvoiceCreated'] : ['InvoiceCreated', 'InvoiceIssued'],
      );
      expect((events[0] as InvoiceCreated).data.offlineCreatedAt).toBe(invoice.body.offlineCreatedAt);
      const number = await api.numberOf(invoice.body.invoiceId as string);
      if (number) issuedNumbers.push(number);
    }
    expect(await api.numberOf(crashed.body.invoiceId as string)).toBe(crashNumber);
    const stream = await api.numbers('2026');
    expect(stream.map((n) => n.number)).toEqual(Array.from({ length: 8 }, (_, i) => automaticNumber(2026, i + 1)));
    expect([...issuedNumbers].sort()).toEqual(stream.map((n) => n.number));
    expect(new Set(stream.map((n) => n.invoiceId)).size).toBe(8);
  });
});
