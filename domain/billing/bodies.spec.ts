import { describe, expect, it } from 'vitest';
import { command } from '../shared/given-when-then';
import { createInvoiceBody, updateInvoiceBody } from './invoice/commands';
import { registerClientBody } from './client/commands';
import { BILLING_MESSAGES as M } from './messages';
import { CLIENT_ID, clientSpec, createInvoice, invoiceSpec, roseRow } from './spec-fixtures';

// The HTTP bodies say what decide() says, word for word, so the modal, a script and an offline
// sync all hear the same message for the same mistake.

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];
const registerClient = (over: Record<string, string>) =>
  command('RegisterClient', {
    clientId: CLIENT_ID,
    name: 'Hotel Brickell Bay',
    email: '',
    phone: '',
    address: '',
    taxId: '',
    ...over,
  });
/** What decide() says about the same mistake. */
const clientSays = (over: Record<string, string>, code: keyof typeof M) =>
  clientSpec.given([]).when(registerClient(over)).thenThrows(code).message;
const invoiceSays = (over: Parameters<typeof createInvoice>[0], code: keyof typeof M) =>
  invoiceSpec.given([]).when(createInvoice(over)).thenThrows(code).message;

describe('the new-client body', () => {
  it('takes a client with only a name, an empty email meaning none', () => {
    expect(registerClientBody.parse({ name: ' Hotel Brickell Bay ', email: '' })).toEqual({
      name: 'Hotel Brickell Bay',
    });
  });

  it('says the name is required as decide() says it, when missing or blank', () => {
    const says = clientSays({ name: '  ' }, 'CLIENT.NAME_REQUIRED');
    expect(says).toBe('El nombre del cliente es obligatorio');
    expect(messages(registerClientBody.safeParse({}))).toEqual([says]);
    expect(messages(registerClientBody.safeParse({ name: '   ' }))).toEqual([says]);
  });

  it('says an email is not valid as decide() says it', () => {
    const says = clientSays({ email: 'compras@brickellbay' }, 'CLIENT.EMAIL_INVALID');
    expect(says).toBe(M['CLIENT.EMAIL_INVALID']);
    expect(messages(registerClientBody.safeParse({ name: 'Hotel', email: 'compras@brickellbay' }))).toEqual([says]);
    expect(messages(registerClientBody.safeParse({ name: 'Hotel', email: 'compras' }))).toEqual([says]);
  });
});

describe('the invoice bodies', () => {
  const body = {
    clientId: CLIENT_ID,
    date: '2026-01-15',
    items: [{ productId: 'custom', description: 'Ramo', quantity: 1, price: 10 }],
  };
  const withPrice = (price: number) => ({ ...body, items: [{ ...body.items[0], price }] });

  it('take a complete invoice, and a draft with incomplete rows', () => {
    expect(createInvoiceBody.safeParse(body).success).toBe(true);
    expect(
      updateInvoiceBody.safeParse({
        ...body,
        saveAsDraft: true,
        items: [{}, { productId: '', quantity: null, price: null }],
      }).success,
    ).toBe(true);
  });

  it('say a negative price as decide() says it', () => {
    const says = invoiceSays({ lines: [{ ...roseRow, price: -0.01 }] }, 'INVOICE.PRICE_NEGATIVE');
    expect(says).toBe(M['INVOICE.PRICE_NEGATIVE']);
    expect(messages(createInvoiceBody.safeParse(withPrice(-0.01)))).toEqual([says]);
    expect(messages(updateInvoiceBody.safeParse(withPrice(-5)))).toEqual([says]);
  });

  it('say a price with 3 decimals as decide() says it', () => {
    const says = invoiceSays({ lines: [{ ...roseRow, price: 25.505 }] }, 'INVOICE.AMOUNT_TOO_PRECISE');
    expect(says).toBe(M['INVOICE.AMOUNT_TOO_PRECISE']);
    expect(messages(createInvoiceBody.safeParse(withPrice(25.505)))).toEqual([says]);
    expect(createInvoiceBody.safeParse(withPrice(25.5)).success).toBe(true);
  });

  it('say a date that is not a day as decide() says it', () => {
    const says = invoiceSays({ date: '15/01/2026' }, 'INVOICE.DATE_REQUIRED');
    expect(says).toBe('La fecha de la factura es obligatoria.');
    expect(messages(createInvoiceBody.safeParse({ ...body, date: '15/01/2026' }))).toEqual([says]);
    expect(messages(createInvoiceBody.safeParse({ ...body, date: '2026-02-30' }))).toEqual([says]);
    expect(messages(updateInvoiceBody.safeParse({ ...body, date: undefined }))).toEqual([says]);
  });

  it('say a malformed due date as decide() says it', () => {
    const says = invoiceSays({ dueDate: '14/02/2026' }, 'INVOICE.DUE_BEFORE_DATE');
    expect(messages(createInvoiceBody.safeParse({ ...body, dueDate: '14/02/2026' }))).toEqual([says]);
  });

  it('take a blank due date and a blank number as none', () => {
    expect(createInvoiceBody.parse({ ...body, dueDate: '', number: '' })).toMatchObject({
      dueDate: undefined,
      number: undefined,
    });
  });
});
