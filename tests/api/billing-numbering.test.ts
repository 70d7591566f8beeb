import { describe, expect, it } from 'vitest';
import { automaticNumber } from '../../domain/billing';
import { customRow, idOf, invoiceFor, useBillingApi, type Answer } from './billing-support';

// Issue 6, "Must show": invoices issued at once for the same year get distinct, consecutive
// numbers — the year's numbering stream is the sequence (an append expects the revision it read),
// one command-api queues its own appends to it, and two command-apis racing on it retry. A refused
// invoice takes no number, so the count never skips.

const { billingApi } = useBillingApi('billnum');
const expected = (n: number) => Array.from({ length: n }, (_, i) => automaticNumber(2026, i + 1));

/** Every invoice's number as it issued it, checked against the numbering stream's record. */
async function numbersGiven(api: Awaited<ReturnType<typeof billingApi>>, answers: Answer[]) {
  const stream = await api.numbers('2026');
  const byInvoice = new Map(stream.map((n) => [n.invoiceId, n.number]));
  const given: string[] = [];
  for (const res of answers) {
    expect(res.statusCode, res.body).toBe(201);
    const id = idOf(res);
    const number = await api.numberOf(id);
    expect(number).toBe(byInvoice.get(id));
    given.push(number!);
  }
  return { given: given.sort(), stream };
}

// Spread over the year, so the numbers do not follow the order of the dates by accident.
const dayOf = (i: number) => `2026-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;

describe('numbering invoices issued at once', () => {
  it('50 invoices POSTed together get F-2026-001 … F-2026-050, and the stream holds exactly those 50', async () => {
    const api = await billingApi();
    const clientId = await api.client();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => api.createInvoice(invoiceFor(clientId, { date: dayOf(i), dueDate: '' }))),
    );
    const { given, stream } = await numbersGiven(api, answers);
    expect(given).toEqual(expected(50));
    expect(stream.map((n) => n.sequence)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(stream.map((n) => n.revision)).toEqual(Array.from({ length: 50 }, (_, i) => BigInt(i)));
    expect(stream.map((n) => n.number)).toEqual(expected(50));
  });

  it('two command-apis on one database issuing 20 each at once give 40 consecutive numbers', async () => {
    const api = await billingApi();
    const other = await api.secondApi();
    const clientId = await api.client();
    const twenty = (on: typeof other) =>
      Array.from({ length: 20 }, (_, i) =>
        api.createInvoice(invoiceFor(clientId, { date: dayOf(i), dueDate: '' }), {}, on),
      );
    const answers = await Promise.all([...twenty(api.app), ...twenty(other)]);
    const { given, stream } = await numbersGiven(api, answers);
    expect(given).toEqual(expected(40));
    expect(stream.map((n) => n.sequence)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('refused invoices among them take no number: 10 accepted and 6 refused at once leave 001 … 010', async () => {
    const api = await billingApi();
    const clientId = await api.client();
    const refused = [
      invoiceFor(clientId, { items: [customRow({ quantity: 0 })] }),
      invoiceFor(clientId, { items: [] }),
      invoiceFor(clientId, { dueDate: '2026-01-01' }),
      invoiceFor(clientId, { items: [customRow({ description: '' })] }),
      invoiceFor(clientId, {
        items: [customRow(), { productId: '6f1c7a52-0d7e-4e8e-9a51-2b8f3c4d5e6f', quantity: 1, price: 1 }],
      }),
      invoiceFor('', {}),
    ];
    const bodies = Array.from({ length: 10 }, () => invoiceFor(clientId)).flatMap((b, i) =>
      refused[i] ? [b, refused[i]!] : [b],
    );
    const answers = await Promise.all(bodies.map((b) => api.createInvoice(b)));
    const accepted = answers.filter((a) => a.statusCode === 201);
    expect(
      answers
        .filter((a) => a.statusCode !== 201)
        .map((a) => a.statusCode)
        .sort(),
    ).toEqual([400, 400, 400, 400, 400, 404]);
    const { given, stream } = await numbersGiven(api, accepted);
    expect(given).toEqual(expected(10));
    expect(stream).toHaveLength(10);
    // The next one follows on.
    expect(await api.numberOf(await api.invoice(invoiceFor(clientId)))).toBe('F-2026-011');
  });
});
