import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES as M } from '../../domain/billing';
import { customRow, invoiceFor, useBillingApi } from './billing-support';
import { expectProblem } from './inventory-support';

// An invoice's life over HTTP (spec 4 and the brief's decisions): edit while draft or pending,
// 'Emitir' a draft, pay a pending one, cancel a draft or pending one; manual numbers; each refusal
// as problem+json with its code, appending nothing.

const { billingApi } = useBillingApi('billlife');

async function withClient() {
  const api = await billingApi();
  const clientId = await api.client();
  const draft = () => api.invoice(invoiceFor(clientId, { saveAsDraft: true }));
  const issued = (over: Record<string, unknown> = {}) => api.invoice(invoiceFor(clientId, over));
  const types = async (id: string) => (await api.invoiceEvents(id)).map((e) => e.type);
  return { ...api, clientId, draft, issued, types };
}

describe('editing', () => {
  it('a draft stays a draft with saveAsDraft, and is issued (numbered) without it', async () => {
    const { clientId, draft, updateInvoice, types, numberOf } = await withClient();
    const id = await draft();
    const kept = await updateInvoice(id, invoiceFor(clientId, { notes: 'Cambio de hora', saveAsDraft: true }));
    expect(kept.statusCode, kept.body).toBe(201);
    expect(await types(id)).toEqual(['InvoiceCreated', 'InvoiceUpdated']);
    const res = await updateInvoice(id, invoiceFor(clientId, { notes: 'Confirmada' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(await types(id)).toEqual(['InvoiceCreated', 'InvoiceUpdated', 'InvoiceUpdated', 'InvoiceIssued']);
    expect(await numberOf(id)).toBe('F-2026-001');
  });

  it('a pending invoice is edited and keeps its number; another number is NUMBER_LOCKED, saveAsDraft is DRAFT_ONLY', async () => {
    const { clientId, issued, updateInvoice, invoiceEvents, storeMark } = await withClient();
    const id = await issued();
    const res = await updateInvoice(
      id,
      invoiceFor(clientId, { items: [customRow({ quantity: 3 })], number: 'f-2026-001' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const updated = (await invoiceEvents(id)).at(-1)!;
    expect(updated).toMatchObject({ type: 'InvoiceUpdated', data: { subtotalCents: 45075 } });
    const mark = await storeMark();
    expect(
      expectProblem(
        await updateInvoice(id, invoiceFor(clientId, { number: 'F-2026-099' })),
        409,
        'INVOICE.NUMBER_LOCKED',
      ).detail,
    ).toBe(M['INVOICE.NUMBER_LOCKED']);
    expect(
      expectProblem(await updateInvoice(id, invoiceFor(clientId, { saveAsDraft: true })), 409, 'INVOICE.DRAFT_ONLY')
        .detail,
    ).toBe(M['INVOICE.DRAFT_ONLY']);
    expect(await storeMark()).toEqual(mark);
  });

  it('a paid or cancelled invoice is NOT_EDITABLE; an unknown one is 404 "Error al actualizar la factura"', async () => {
    const { clientId, issued, draft, act, updateInvoice, storeMark } = await withClient();
    const paid = await issued();
    expect((await act(paid, 'pay')).statusCode).toBe(201);
    const cancelled = await draft();
    expect((await act(cancelled, 'cancel', { reason: 'Duplicada' })).statusCode).toBe(201);
    const mark = await storeMark();
    for (const id of [paid, cancelled])
      expect(expectProblem(await updateInvoice(id, invoiceFor(clientId)), 409, 'INVOICE.NOT_EDITABLE').detail).toBe(
        M['INVOICE.NOT_EDITABLE'],
      );
    const missing = expectProblem(await updateInvoice(randomUUID(), invoiceFor(clientId)), 404, 'INVOICE.NOT_FOUND');
    expect(missing.detail).toBe('Error al actualizar la factura');
    for (const action of ['issue', 'pay', 'cancel'] as const)
      expectProblem(await act(randomUUID(), action), 404, 'INVOICE.NOT_FOUND');
    expect(await storeMark()).toEqual(mark);
  });
});

describe('issuing, paying, cancelling', () => {
  it("'Emitir' numbers a draft (draft → pending), pay makes it paid; a paid invoice cannot be cancelled", async () => {
    const { draft, act, types, numberOf, storeMark } = await withClient();
    const id = await draft();
    expect(expectProblem(await act(id, 'pay'), 409, 'INVOICE.NOT_PENDING').detail).toBe(M['INVOICE.NOT_PENDING']);
    expect((await act(id, 'issue')).statusCode).toBe(201);
    expect(await numberOf(id)).toBe('F-2026-001');
    expect((await act(id, 'pay')).statusCode).toBe(201);
    expect(await types(id)).toEqual(['InvoiceCreated', 'InvoiceIssued', 'InvoicePaid']);
    const mark = await storeMark();
    expect(expectProblem(await act(id, 'cancel'), 409, 'INVOICE.NOT_CANCELLABLE').detail).toBe(
      M['INVOICE.NOT_CANCELLABLE'],
    );
    expect(expectProblem(await act(id, 'issue'), 409, 'INVOICE.NOT_DRAFT').detail).toBe(M['INVOICE.NOT_DRAFT']);
    expect(await storeMark()).toEqual(mark);
  });

  it('a cancelled issued invoice keeps its number, and the next one follows it (no gap)', async () => {
    const { issued, act, invoiceEvents, numberOf } = await withClient();
    const first = await issued();
    const res = await act(first, 'cancel', { reason: 'Cliente canceló el evento' });
    expect(res.statusCode, res.body).toBe(201);
    expect((await invoiceEvents(first)).at(-1)).toMatchObject({
      type: 'InvoiceCancelled',
      data: { reason: 'Cliente canceló el evento' },
    });
    expect(await numberOf(first)).toBe('F-2026-001');
    expect(await numberOf(await issued())).toBe('F-2026-002');
    expectProblem(await act(first, 'issue'), 409, 'INVOICE.NOT_DRAFT');
  });

  it("'Emitir' on an unfinished draft answers spec 5's message and takes no number", async () => {
    const { clientId, invoice, act, numbers, storeMark } = await withClient();
    const id = await invoice(invoiceFor(clientId, { saveAsDraft: true, items: [customRow({ quantity: null })] }));
    const mark = await storeMark();
    const problem = expectProblem(await act(id, 'issue'), 400, 'INVOICE.ITEM_QUANTITY_INVALID');
    expect(problem.detail).toBe('Todos los ítems deben tener una cantidad válida');
    expect(await storeMark()).toEqual(mark);
    expect(await numbers('2026')).toEqual([]);
  });
});

describe('manual numbers', () => {
  it('a typed number is kept; the automatic count steps over one of its pattern; one outside it goes to "other"', async () => {
    const { issued, numberOf, numbers } = await withClient();
    expect(await numberOf(await issued({ number: 'F-2026-002' }))).toBe('F-2026-002');
    expect(await numberOf(await issued())).toBe('F-2026-001');
    expect(await numberOf(await issued())).toBe('F-2026-003');
    expect(await numberOf(await issued({ number: 'ESP/2026-7' }))).toBe('ESP/2026-7');
    expect((await numbers('2026')).map((n) => [n.number, n.sequence])).toEqual([
      ['F-2026-002', null],
      ['F-2026-001', 1],
      ['F-2026-003', 3],
    ]);
    expect((await numbers('other')).map((n) => n.number)).toEqual(['ESP/2026-7']);
  });

  it('a number already given is 409 naming it, appending nothing (the draft stays a draft)', async () => {
    const { clientId, issued, draft, updateInvoice, createInvoice, act, types, storeMark } = await withClient();
    await issued({ number: 'ESP-100' });
    const waiting = await draft();
    expect(
      (await updateInvoice(waiting, invoiceFor(clientId, { number: 'esp-100', saveAsDraft: true }))).statusCode,
    ).toBe(201);
    const mark = await storeMark();
    const taken = expectProblem(
      await createInvoice(invoiceFor(clientId, { number: 'ESP-100' })),
      409,
      'INVOICE.NUMBER_TAKEN',
    );
    expect(taken.detail).toBe('Ya existe una factura con el número ESP-100.');
    expect(expectProblem(await act(waiting, 'issue'), 409, 'INVOICE.NUMBER_TAKEN').detail).toBe(
      'Ya existe una factura con el número esp-100.',
    );
    expect(await storeMark()).toEqual(mark);
    expect(await types(waiting)).toEqual(['InvoiceCreated', 'InvoiceUpdated']);
  });
});
