import { describe, expect, it } from 'vitest';
import type { DocumentFormat } from './document';
import { COMPANY, formatDay, invoiceDocument } from './document';
import type { InvoiceView } from '../responses';

// Spec 2.8's preview, whose texts the PDF repeats: number or BORRADOR, the billing area's money
// and date formats, the bill-to block, and the note on invoices waiting to sync.

const COLOMBIA: DocumentFormat = { currency: 'COP', locale: 'es-CO', decimals: 2, dateFormat: 'dd/mm/yyyy' };
const NBSP = '\u00a0'; // Intl puts a no-break space between the sign and the amount

const view = (over: Partial<InvoiceView> = {}): InvoiceView => ({
  id: '2f6d8e90-1a3b-4c5d-9e7f-00000000f001',
  number: 'F-2026-001',
  clientId: '9c0e7d21-4b6a-4f3e-8a10-0000000c11e1',
  clientName: 'Hotel Brickell Bay',
  date: '2026-01-15',
  dueDate: '2026-02-14',
  total: 1469.06,
  status: 'pending',
  pendingSync: false,
  requestedNumber: null,
  client: {
    id: '9c0e7d21-4b6a-4f3e-8a10-0000000c11e1',
    name: 'Hotel Brickell Bay',
    email: 'compras@brickellbay.test',
    phone: '+1 305 555 0100',
    address: '1100 Brickell Bay Dr',
    taxId: '900.123.456-7',
    createdAt: '2026-01-10T12:00:00.000Z',
  },
  items: [
    {
      productId: 'custom',
      description: 'Arreglo de rosas',
      customDescription: true,
      quantity: 1,
      price: 1234.5,
      total: 1234.5,
    },
  ],
  subtotal: 1234.5,
  taxRate: 19,
  tax: 234.56,
  notes: 'Entregar en recepción',
  createdAt: '2026-01-15T10:00:00.000Z',
  updatedAt: '2026-01-15T10:00:00.000Z',
  issuedAt: '2026-01-15T10:00:00.000Z',
  paidAt: null,
  cancelledAt: null,
  cancelReason: null,
  offlineCreatedAt: null,
  ...over,
});

describe('the invoice document', () => {
  it('lays out an issued invoice in the area’s formats', () => {
    const doc = invoiceDocument(view(), COLOMBIA);
    expect(doc.company).toBe(COMPANY);
    expect(doc.title).toBe('FACTURA');
    expect(doc.number).toBe('F-2026-001');
    expect(doc.facts).toEqual([
      ['Fecha', '15/01/2026'],
      ['Vencimiento', '14/02/2026'],
      ['Estado', 'Pendiente'],
    ]);
    expect(doc.billTo).toEqual({
      name: 'Hotel Brickell Bay',
      lines: ['NIT/RUT: 900.123.456-7', '1100 Brickell Bay Dr', 'compras@brickellbay.test', '+1 305 555 0100'],
    });
    expect(doc.header).toEqual(['Descripción', 'Cantidad', 'Precio', 'Total']);
    expect(doc.rows).toEqual([['Arreglo de rosas', '1', `$${NBSP}1.234,50`, `$${NBSP}1.234,50`]]);
    expect(doc.totals).toEqual([
      ['Subtotal', `$${NBSP}1.234,50`],
      ['IVA (19 %)', `$${NBSP}234,56`],
      ['Total', `$${NBSP}1.469,06`],
    ]);
    expect(doc.notes).toBe('Entregar en recepción');
    expect(doc.thanks).toBe('¡Gracias por tu preferencia!');
    expect(doc.pendingSyncNote).toBeNull();
  });

  it('says BORRADOR for a draft, which has no number yet', () => {
    const doc = invoiceDocument(view({ number: null, status: 'draft', dueDate: null }), COLOMBIA);
    expect(doc.number).toBe('BORRADOR');
    expect(doc.facts).toEqual([
      ['Fecha', '15/01/2026'],
      ['Vencimiento', '—'],
      ['Estado', 'Borrador'],
    ]);
  });

  it('names an unknown client Cliente Desconocido and leaves out the details it lacks', () => {
    const doc = invoiceDocument(view({ clientName: '', client: null }), COLOMBIA);
    expect(doc.billTo).toEqual({ name: 'Cliente Desconocido', lines: [] });
  });

  it('notes that an invoice saved offline will sync when the connection returns', () => {
    const doc = invoiceDocument({ ...view({ number: null }), pendingSync: true }, COLOMBIA);
    expect(doc.pendingSyncNote).toBe(
      'Esta factura está pendiente de sincronización; se sincronizará cuando vuelva la conexión.',
    );
  });

  it('follows another area’s settings', () => {
    const doc = invoiceDocument(view(), { currency: 'USD', locale: 'en-US', decimals: 2, dateFormat: 'mm/dd/yyyy' });
    expect(doc.facts[0]).toEqual(['Fecha', '01/15/2026']);
    expect(doc.totals[2]).toEqual(['Total', '$1,469.06']);
  });
});

describe('a day in a date format', () => {
  it('is written without any time-zone shift', () => {
    expect(formatDay('2026-01-01T23:30:00-05:00', 'dd/mm/yyyy')).toBe('01/01/2026');
    expect(formatDay('2026-01-15', 'yyyy-mm-dd')).toBe('2026-01-15');
    expect(formatDay(null, 'dd/mm/yyyy')).toBe('—');
  });
});
