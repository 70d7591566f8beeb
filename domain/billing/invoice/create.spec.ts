import { describe, expect, it } from 'vitest';
import {
  LATER,
  cardLine,
  cardRow,
  createDraft,
  createInvoice,
  created,
  emptyRow,
  invoiceSpec as spec,
  issued,
  roseLine,
  roseRow,
} from '../spec-fixtures';

// Spec 5 "Invoice save": 'Crear Factura' checks the whole invoice in the modal's order and issues
// it; 'Guardar como borrador' needs a client and a date. Money in centavos, tax once per invoice.

describe('a new invoice saved with Crear Factura', () => {
  it('is created and issued with the number the numbering stream gave', () => {
    spec
      .given([])
      .when(createInvoice())
      .then([created(), issued('F-2026-001')]);
  });

  it('keeps a typed number as requested (trimmed) and the times of the command', () => {
    spec
      .given([])
      .when(
        createInvoice({ requestedNumber: '  A-77 ', number: 'A-77', notes: ' Entregar en recepción ' }, { now: LATER }),
      )
      .then([
        created({ requestedNumber: 'A-77', notes: 'Entregar en recepción', createdAt: LATER }),
        issued('A-77', LATER),
      ]);
  });

  it('keeps when it was saved offline', () => {
    spec
      .given([])
      .when(createInvoice({ offlineCreatedAt: '2026-01-14T22:00:00.000Z' }))
      .then([created({ offlineCreatedAt: '2026-01-14T22:00:00.000Z' }), issued()]);
  });

  it('cannot be issued without a number: the route must ask the numbering stream first', () => {
    expect(() =>
      spec
        .given([])
        .when(createInvoice({ number: null }))
        .then([]),
    ).toThrow(/numbering stream/);
  });

  it('says every spec-5 problem, the first one as its message', () => {
    const err = spec
      .given([])
      .when(createInvoice({ clientId: '', date: '', lines: [] }))
      .thenThrows('INVOICE.CLIENT_REQUIRED');
    expect(err.kind).toBe('validation');
    expect(err.message).toBe('Debe seleccionar un cliente');
    expect(err.errors).toEqual([
      { path: 'clientId', message: 'Debe seleccionar un cliente' },
      { path: 'date', message: 'La fecha de la factura es obligatoria.' },
      { path: 'items', message: 'Debe agregar al menos un ítem' },
    ]);
  });

  it('names each spec-5 message in the modal’s order', () => {
    const noItems = spec
      .given([])
      .when(createInvoice({ lines: [] }))
      .thenThrows('INVOICE.ITEMS_REQUIRED');
    expect(noItems.message).toBe('Debe agregar al menos un ítem');
    const undescribed = spec
      .given([])
      .when(createInvoice({ lines: [roseRow, { ...cardRow, description: '  ', quantity: 0 }] }))
      .thenThrows('INVOICE.ITEM_DESCRIPTION_REQUIRED');
    expect(undescribed.message).toBe('Todos los ítems deben tener un producto o descripción');
    expect(undescribed.errors).toEqual([
      { path: 'items.1.description', message: 'Todos los ítems deben tener un producto o descripción' },
      { path: 'items.1.quantity', message: 'Todos los ítems deben tener una cantidad válida' },
    ]);
    for (const quantity of [0, -1, 1.5, null]) {
      const bad = spec
        .given([])
        .when(createInvoice({ lines: [{ ...roseRow, quantity }] }))
        .thenThrows('INVOICE.ITEM_QUANTITY_INVALID');
      expect(bad.message).toBe('Todos los ítems deben tener una cantidad válida');
    }
  });

  it('needs a date, and a due date not before it', () => {
    const noDate = spec
      .given([])
      .when(createInvoice({ date: '' }))
      .thenThrows('INVOICE.DATE_REQUIRED');
    expect(noDate.message).toBe('La fecha de la factura es obligatoria.');
    spec
      .given([])
      .when(createInvoice({ date: '15/01/2026' }))
      .thenThrows('INVOICE.DATE_REQUIRED');
    spec
      .given([])
      .when(createInvoice({ date: '2026-02-30' }))
      .thenThrows('INVOICE.DATE_REQUIRED');
    const early = spec
      .given([])
      .when(createInvoice({ dueDate: '2026-01-14' }))
      .thenThrows('INVOICE.DUE_BEFORE_DATE');
    expect(early.message).toBe('La fecha de vencimiento no puede ser anterior a la fecha de la factura.');
    spec
      .given([])
      .when(createInvoice({ dueDate: '2026-01-15', number: 'F-2026-001' }))
      .then([created({ dueDate: '2026-01-15' }), issued()]);
  });

  it('refuses a negative price or one with more than 2 decimals, as the HTTP body does', () => {
    const negative = spec
      .given([])
      .when(createInvoice({ lines: [roseRow, { ...cardRow, price: -1 }] }))
      .thenThrows('INVOICE.PRICE_NEGATIVE');
    expect(negative.message).toBe('El precio no puede ser negativo.');
    expect(negative.errors).toEqual([{ path: 'items.1.price', message: 'El precio no puede ser negativo.' }]);
    const precise = spec
      .given([])
      .when(createDraft({ lines: [{ ...roseRow, price: 25.555 }] }))
      .thenThrows('INVOICE.AMOUNT_TOO_PRECISE');
    expect(precise.message).toBe('Los importes admiten como máximo 2 decimales.');
  });

  it('turns a row without a product into a custom one', () => {
    spec
      .given([])
      .when(createInvoice({ lines: [roseRow, { ...cardRow, productId: '', customDescription: false }] }))
      .then([created(), issued()]);
  });

  it('accepts a product row without description and a free sample at price 0', () => {
    const sample = { ...roseRow, description: '', price: 0 };
    const sampleLine = { ...roseLine, description: '', priceCents: 0, totalCents: 0 };
    spec
      .given([])
      .when(createInvoice({ lines: [sample] }))
      .then([created({ lines: [sampleLine], subtotalCents: 0, taxCents: 0, totalCents: 0 }), issued()]);
  });
});

describe('the money of an invoice', () => {
  it('totals each line as quantity × price, in centavos', () => {
    const row = { ...cardRow, quantity: 7, price: 12.35 };
    const line = { ...cardLine, quantity: 7, priceCents: 1235, totalCents: 8645 };
    spec
      .given([])
      .when(createInvoice({ lines: [row], taxRateBasisPoints: 0 }))
      .then([
        created({ lines: [line], subtotalCents: 8645, taxRateBasisPoints: 0, taxCents: 0, totalCents: 8645 }),
        issued(),
      ]);
  });

  it('adds 19 % IVA rounded half up once per invoice, not per line', () => {
    const half = { ...cardRow, price: 0.5 };
    const three = { ...cardRow, price: 1.5 };
    spec
      .given([])
      .when(createDraft({ lines: [half, half] }))
      .then([
        created({
          lines: [
            { ...cardLine, priceCents: 50, totalCents: 50 },
            { ...cardLine, priceCents: 50, totalCents: 50 },
          ],
          subtotalCents: 100,
          taxCents: 19,
          totalCents: 119,
        }),
      ]);
    // 150 × 19 % = 28.5 → 29 (half up, not to even)
    spec
      .given([])
      .when(createDraft({ lines: [three] }))
      .then([
        created({
          lines: [{ ...cardLine, priceCents: 150, totalCents: 150 }],
          subtotalCents: 150,
          taxCents: 29,
          totalCents: 179,
        }),
      ]);
  });

  it('uses the rate the route read from the settings, and keeps it in the invoice', () => {
    spec
      .given([])
      .when(createInvoice({ taxRateBasisPoints: 1600 }))
      .then([created({ taxRateBasisPoints: 1600, taxCents: 1385, totalCents: 10040 }), issued()]);
    spec
      .given([])
      .when(createInvoice({ taxRateBasisPoints: 0 }))
      .then([created({ taxRateBasisPoints: 0, taxCents: 0, totalCents: 8655 }), issued()]);
  });
});

describe('a new invoice saved as a draft', () => {
  it('is created without a number and is not issued', () => {
    spec.given([]).when(createDraft()).then([created()]);
  });

  it('needs only a client and a date', () => {
    const noClient = spec
      .given([])
      .when(createDraft({ clientId: '' }))
      .thenThrows('INVOICE.CLIENT_REQUIRED');
    expect(noClient.errors).toEqual([{ path: 'clientId', message: 'Debe seleccionar un cliente' }]);
    spec
      .given([])
      .when(createDraft({ date: '' }))
      .thenThrows('INVOICE.DATE_REQUIRED');
    spec
      .given([])
      .when(createDraft({ lines: [] }))
      .then([created({ lines: [], subtotalCents: 0, taxCents: 0, totalCents: 0 })]);
  });

  it('keeps an incomplete row with quantity 0 and total 0, and drops completely empty rows', () => {
    const noQuantity = { ...roseRow, quantity: null };
    const noPrice = { ...cardRow, price: null };
    spec
      .given([])
      .when(createDraft({ lines: [emptyRow, noQuantity, { ...emptyRow, productId: 'custom' }, noPrice] }))
      .then([
        created({
          lines: [
            { ...roseLine, quantity: 0, totalCents: 0 },
            { ...cardLine, priceCents: 0, totalCents: 0 },
          ],
          subtotalCents: 0,
          taxCents: 0,
          totalCents: 0,
        }),
      ]);
  });

  it('keeps a row that has only a quantity or only a price', () => {
    const onlyQuantity = { ...emptyRow, quantity: 2 };
    spec
      .given([])
      .when(createDraft({ lines: [onlyQuantity] }))
      .then([
        created({
          lines: [
            {
              productId: 'custom',
              description: '',
              customDescription: true,
              quantity: 2,
              priceCents: 0,
              totalCents: 0,
            },
          ],
          subtotalCents: 0,
          taxCents: 0,
          totalCents: 0,
        }),
      ]);
  });
});
