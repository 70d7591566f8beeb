import { z } from 'zod';
import type { UpdateInvoiceBody } from '@domain/billing';
import { CUSTOM_PRODUCT } from '@domain/billing';
import { BILLING_MESSAGES as M, type BillingErrorCode } from '@domain/billing';
import { invoiceProblems, type InvoiceProblem } from '@domain/billing';
import { hasAtMostTwoDecimals } from '@domain/billing';
import { invoiceTotals, lineTotalCents } from '@domain/billing';
import type { BillingProductView, InvoiceView } from '@domain/billing';

// The create/edit invoice modal (spec 2.8, 5): what it holds, the body it sends, and the rules it
// checks before sending — the domain's invoiceProblems(), so the messages are the server's.
export interface LineRow {
  key: number;
  productId: string; // '' (none yet), a product's id or 'custom'
  description: string;
  customDescription: boolean;
  quantity: string;
  price: string;
}
export interface InvoiceForm {
  clientId: string;
  date: string;
  dueDate: string;
  number: string;
  lines: LineRow[];
  notes: string;
}

let nextKey = 1;
export const blankLine = (): LineRow => ({
  key: nextKey++,
  productId: '',
  description: '',
  customDescription: false,
  quantity: '1',
  price: '',
});

/** Spec 2.8: date today, number blank ('Automático'), one empty item. */
export const blankInvoice = (today: string): InvoiceForm => ({
  clientId: '',
  date: today,
  dueDate: '',
  number: '',
  lines: [blankLine()],
  notes: '',
});

/** An invoice as the form edits it; a draft's incomplete line (quantity 0) shows an empty quantity. */
export const formOf = (v: InvoiceView): InvoiceForm => ({
  clientId: v.clientId,
  date: v.date,
  dueDate: v.dueDate ?? '',
  number: v.number ?? v.requestedNumber ?? '',
  lines: v.items.length
    ? v.items.map((i) => ({
        key: nextKey++,
        productId: i.productId,
        description: i.description,
        customDescription: i.customDescription,
        quantity: i.quantity > 0 ? String(i.quantity) : '',
        price: i.quantity > 0 || i.price > 0 ? String(i.price) : '',
      }))
    : [blankLine()],
  notes: v.notes,
});

/** Choosing a product fills the description and the price; 'Producto personalizado' lets them be typed. */
export function withProduct(line: LineRow, choice: string, products: BillingProductView[]): LineRow {
  const product = products.find((p) => p.id === choice);
  if (product)
    return {
      ...line,
      productId: product.id,
      description: product.name,
      customDescription: false,
      price: String(product.price),
    };
  return { ...line, productId: choice, customDescription: choice === CUSTOM_PRODUCT };
}

const numberOrNull = (text: string) => {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
};

export const lineInputs = (f: Pick<InvoiceForm, 'lines'>) =>
  f.lines.map((l) => ({
    productId: l.productId,
    description: l.description.trim(),
    customDescription: l.customDescription,
    quantity: numberOrNull(l.quantity),
    price: numberOrNull(l.price),
  }));

/** Live totals in centavos: line total = quantity × price, 0 when invalid (spec 5); IVA once per invoice. */
export function formTotals(lines: LineRow[], taxRateBasisPoints: number) {
  const lineTotals = lineInputs({ lines }).map(lineTotalCents);
  return { lineTotals, ...invoiceTotals(lineTotals, taxRateBasisPoints) };
}

export function bodyOf(f: InvoiceForm, saveAsDraft: boolean): UpdateInvoiceBody {
  return {
    clientId: f.clientId,
    date: f.date,
    dueDate: f.dueDate || null,
    number: f.number.trim() || null,
    items: lineInputs(f),
    notes: f.notes.trim(),
    saveAsDraft,
  };
}

export const lineErrorKey = (key: number, field: string) => `line-${key}.${field}`;

/** A path of the body ('items.2.price') as the form names it (the row's key); others stay as they are. */
export function formPath(path: string, f: InvoiceForm): string {
  const m = /^items\.(\d+)\.(\w+)$/.exec(path);
  const line = m ? f.lines[Number(m[1])] : undefined;
  return line ? lineErrorKey(line.key, m![2]!) : path;
}

/** Spec 5's checks in its order, then the prices (min 0, 2 decimals): the first problem is the one toasted. */
export function checkInvoice(f: InvoiceForm, asDraft: boolean): InvoiceProblem[] {
  const lines = lineInputs(f);
  const found = invoiceProblems({ clientId: f.clientId, date: f.date, dueDate: f.dueDate || null, lines }, asDraft);
  const price = (code: BillingErrorCode, i: number) => found.push({ code, path: `items.${i}.price`, message: M[code] });
  lines.forEach((l, i) => {
    const typed = f.lines[i]!.price.trim() !== '';
    if ((l.price === null && typed) || (l.price !== null && l.price < 0)) price('INVOICE.PRICE_NEGATIVE', i);
    else if (l.price !== null && !hasAtMostTwoDecimals(l.price)) price('INVOICE.AMOUNT_TOO_PRECISE', i);
  });
  return found.map((p) => ({ ...p, path: formPath(p.path, f) }));
}

/** The modal's values: the invoice, and which button sent it (a draft is checked more leniently). */
export type InvoiceFormValues = InvoiceForm & { saveAsDraft: boolean };

/** The modal checked with checkInvoice (the domain's rules, spec 5's order); `message` words a problem in the app's language. */
export const invoiceForm = (message: (p: InvoiceProblem) => string) =>
  z.custom<InvoiceFormValues>().transform((f, ctx) => {
    for (const p of checkInvoice(f, f.saveAsDraft))
      ctx.addIssue({ code: 'custom', message: message(p), path: [p.path] });
    return f;
  });
