import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES as M } from '../../domain/billing';
import { commandIdFor } from '../../infra/event-store/event-id';
import { customRow, hotelClient, idOf, invoiceFor, useBillingApi } from './billing-support';
import { expectProblem } from './inventory-support';

// Registering clients and creating invoices over HTTP: the lookups the command-api makes (client,
// products, tax rate), spec 5's messages as problem+json with their codes, and that a refusal
// appends nothing. (Editing, issuing, paying and cancelling: billing-lifecycle.test.ts.)

const { billingApi } = useBillingApi('billcmd');

describe('registering a client', () => {
  it('keeps the details with NIT/RUT; the same registration again appends nothing (200)', async () => {
    const { registerClient, clientEvents, storeMark } = await billingApi();
    const clientId = randomUUID();
    const first = await registerClient(hotelClient({ clientId }));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ id: clientId, streamId: `billing-client-${clientId}` });
    const mark = await storeMark();
    const again = await registerClient(hotelClient({ clientId }));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(await storeMark()).toEqual(mark);
    const [registered, ...rest] = await clientEvents(clientId);
    expect(rest).toEqual([]);
    expect(registered).toMatchObject({
      type: 'ClientRegistered',
      data: { clientId, name: 'Hotel Brickell Bay S.A.S.', taxId: '900.482.317-5' },
    });
  });

  it('takes its id from the Idempotency-Key when none is sent; other details under the same id are refused', async () => {
    const { registerClient } = await billingApi();
    const key = randomUUID();
    const res = await registerClient(hotelClient(), { 'idempotency-key': key });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().id).toBe(commandIdFor(key, 'client'));
    const clientId = idOf(res);
    const other = expectProblem(
      await registerClient(hotelClient({ clientId, phone: '+1 305 555 0000' })),
      409,
      'CLIENT.ALREADY_EXISTS',
    );
    expect(other.detail).toBe(M['CLIENT.ALREADY_EXISTS']);
  });

  it("refuses a missing name with 'El nombre del cliente es obligatorio', appending nothing", async () => {
    const { registerClient, storeMark } = await billingApi();
    const mark = await storeMark();
    const { name: _, ...nameless } = hotelClient();
    for (const body of [nameless, hotelClient({ name: '   ' })]) {
      const problem = expectProblem(await registerClient(body), 400, 'VALIDATION');
      expect(problem.errors).toEqual([{ path: 'name', message: 'El nombre del cliente es obligatorio' }]);
    }
    expect(await storeMark()).toEqual(mark);
  });
});

describe('creating an invoice', () => {
  it("'Guardar como borrador' keeps a draft without a number; totals in centavos at the configured rate", async () => {
    const { client, invoice, invoiceEvents, putTaxRate } = await billingApi();
    expect((await putTaxRate(16)).statusCode).toBe(201);
    const clientId = await client();
    const id = await invoice(
      invoiceFor(clientId, {
        saveAsDraft: true,
        items: [customRow(), { productId: '', description: '', quantity: null, price: null }],
      }),
    );
    const events = await invoiceEvents(id);
    expect(events.map((e) => e.type)).toEqual(['InvoiceCreated']);
    expect(events[0]!.data).toMatchObject({
      invoiceId: id,
      clientId,
      clientName: 'Hotel Brickell Bay S.A.S.',
      date: '2026-03-10',
      dueDate: '2026-04-09',
      requestedNumber: null,
      lines: [
        {
          productId: 'custom',
          description: 'Montaje floral',
          quantity: 2,
          priceCents: 15025,
          totalCents: 30050,
        },
      ],
      subtotalCents: 30050,
      taxRateBasisPoints: 1600,
      taxCents: 4808,
      totalCents: 34858,
      offlineCreatedAt: null,
    });
  });

  it("'Crear Factura' issues it at once: F-{year of its date}-001, then -002", async () => {
    const { client, invoice, invoiceEvents, numberOf } = await billingApi();
    const clientId = await client();
    const first = await invoice(invoiceFor(clientId));
    expect((await invoiceEvents(first)).map((e) => e.type)).toEqual(['InvoiceCreated', 'InvoiceIssued']);
    expect(await numberOf(first)).toBe('F-2026-001');
    expect(await numberOf(await invoice(invoiceFor(clientId, { date: '2026-12-31', dueDate: '' })))).toBe('F-2026-002');
    expect(await numberOf(await invoice(invoiceFor(clientId, { date: '2025-06-01', dueDate: null })))).toBe(
      'F-2025-001',
    );
  });

  it("fills a product row's blank description with the product's name", async () => {
    const { client, product, invoice, invoiceEvents } = await billingApi();
    const [clientId, rose] = [await client(), await product()];
    const id = await invoice(
      invoiceFor(clientId, { items: [{ productId: rose, quantity: 3, price: 450 }, customRow()] }),
    );
    const created = (await invoiceEvents(id))[0]!;
    expect(
      created.type === 'InvoiceCreated' && created.data.lines.map((l) => [l.productId, l.description, l.totalCents]),
    ).toEqual([
      [rose, 'Rosa roja Freedom (docena)', 135000],
      ['custom', 'Montaje floral', 30050],
    ]);
  });

  it("answers each spec-5 message as 400 with its code, in the modal's order, appending nothing", async () => {
    const { client, createInvoice, storeMark } = await billingApi();
    const clientId = await client();
    const mark = await storeMark();
    const refusals: [object, string, string][] = [
      [invoiceFor(''), 'INVOICE.CLIENT_REQUIRED', 'clientId'],
      [invoiceFor('', { saveAsDraft: true }), 'INVOICE.CLIENT_REQUIRED', 'clientId'],
      [invoiceFor(clientId, { dueDate: '2026-03-09' }), 'INVOICE.DUE_BEFORE_DATE', 'dueDate'],
      [invoiceFor(clientId, { items: [] }), 'INVOICE.ITEMS_REQUIRED', 'items'],
      [
        invoiceFor(clientId, { items: [customRow(), customRow({ description: '' })] }),
        'INVOICE.ITEM_DESCRIPTION_REQUIRED',
        'items.1.description',
      ],
      [
        invoiceFor(clientId, { items: [customRow({ quantity: 0 })] }),
        'INVOICE.ITEM_QUANTITY_INVALID',
        'items.0.quantity',
      ],
      [
        invoiceFor(clientId, { items: [customRow({ quantity: 1.5 })] }),
        'INVOICE.ITEM_QUANTITY_INVALID',
        'items.0.quantity',
      ],
    ];
    for (const [body, code, path] of refusals) {
      const problem = expectProblem(await createInvoice(body), 400, code);
      expect(problem.detail).toBe(M[code as keyof typeof M]);
      expect(problem.errors?.[0]).toEqual({ path, message: M[code as keyof typeof M] });
    }
    // The body's own checks (date, prices) answer with the contract's messages too.
    const bodyRefusals: [object, string, string][] = [
      [invoiceFor(clientId, { date: '' }), 'date', M['INVOICE.DATE_REQUIRED']],
      [invoiceFor(clientId, { items: [customRow({ price: -1 })] }), 'items.0.price', M['INVOICE.PRICE_NEGATIVE']],
      [
        invoiceFor(clientId, { items: [customRow({ price: 1.005 })] }),
        'items.0.price',
        M['INVOICE.AMOUNT_TOO_PRECISE'],
      ],
    ];
    for (const [body, path, message] of bodyRefusals)
      expect(expectProblem(await createInvoice(body), 400, 'VALIDATION').errors).toEqual([{ path, message }]);
    expect(await storeMark()).toEqual(mark);
  });

  it('refuses an unknown client or product with 404, appending nothing and taking no number', async () => {
    const { client, createInvoice, storeMark, numbers } = await billingApi();
    const clientId = await client();
    const mark = await storeMark();
    const noClient = expectProblem(await createInvoice(invoiceFor(randomUUID())), 404, 'CLIENT.NOT_FOUND');
    expect(noClient.detail).toBe(M['CLIENT.NOT_FOUND']);
    expectProblem(await createInvoice(invoiceFor('not-a-client')), 404, 'CLIENT.NOT_FOUND');
    const unknownRow = { productId: randomUUID(), quantity: 1, price: 10 };
    const noProduct = expectProblem(
      await createInvoice(invoiceFor(clientId, { items: [customRow(), unknownRow] })),
      404,
      'INVOICE.PRODUCT_NOT_FOUND',
    );
    expect(noProduct.detail).toBe(M['INVOICE.PRODUCT_NOT_FOUND']);
    expectProblem(
      await createInvoice(
        invoiceFor(clientId, { saveAsDraft: true, items: [{ ...unknownRow, productId: 'ROS-001' }] }),
      ),
      404,
      'INVOICE.PRODUCT_NOT_FOUND',
    );
    expect(await storeMark()).toEqual(mark);
    expect(await numbers('2026')).toEqual([]);
  });

  it('the same invoice id again: same content appends nothing (200), other content is 409 ALREADY_EXISTS', async () => {
    const { client, createInvoice, storeMark } = await billingApi();
    const invoiceId = randomUUID();
    const body = invoiceFor(await client(), { invoiceId });
    const first = await createInvoice(body);
    expect(first.statusCode, first.body).toBe(201);
    const mark = await storeMark();
    const again = await createInvoice(body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().id).toBe(invoiceId);
    const other = expectProblem(await createInvoice({ ...body, notes: 'Otra' }), 409, 'INVOICE.ALREADY_EXISTS');
    expect(other.detail).toBe(M['INVOICE.ALREADY_EXISTS']);
    expect(await storeMark()).toEqual(mark);
  });
});

describe('billing in the OpenAPI document', () => {
  it('documents every command route', async () => {
    const { app } = await billingApi();
    const paths = Object.keys((await app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/billing/clients',
        '/api/billing/invoices',
        '/api/billing/invoices/{id}',
        '/api/billing/invoices/{id}/issue',
        '/api/billing/invoices/{id}/pay',
        '/api/billing/invoices/{id}/cancel',
      ]),
    );
  });
});
