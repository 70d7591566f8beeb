import { z } from 'zod';
import { boundedAmount, boundedQuantity } from '../../shared/bounds';
import { hasAtMostTwoDecimals } from '../../shared/money';
import type { Command } from '../../shared/decider';
import { blank, text } from '../../shared/fields';
import { INVOICE_MESSAGES as M } from './errors';

// An invoice's HTTP bodies (command-api validates them; the modal shows the same messages) and the
// commands decide() receives, which re-checks every rule. Amounts arrive in pesos with at most 2 decimals.

const isoDate = (error: string) => z.iso.date({ error });

/** A row of the items table as the modal holds it; an incomplete row is allowed in a draft only. */
export const invoiceLineBody = z
  .object({
    productId: z.string().trim().max(64).optional().describe("uuid de un producto, 'custom' o vacío"),
    description: text(500).optional(),
    customDescription: z.boolean().optional(),
    quantity: boundedQuantity(z.number()).nullable().optional().describe('Entero >= 1'),
    price: boundedAmount(
      z
        .number({ error: M['INVOICE.PRICE_NEGATIVE'] })
        .min(0, { error: M['INVOICE.PRICE_NEGATIVE'] })
        .refine(hasAtMostTwoDecimals, { error: M['INVOICE.AMOUNT_TOO_PRECISE'] }),
    )
      .nullable()
      .optional()
      .describe('Pesos, 2 decimales'),
  })
  .strict();

export const INVOICE_NUMBER = /^[A-Za-z0-9][A-Za-z0-9\-/]{0,29}$/;
const invoiceFields = {
  clientId: z.string().trim().max(64).optional().describe('uuid de un cliente; vacío: "Debe seleccionar un cliente"'),
  date: isoDate(M['INVOICE.DATE_REQUIRED']),
  dueDate: isoDate(M['INVOICE.DUE_BEFORE_DATE']).nullable().optional().or(blank),
  number: z
    .string()
    .trim()
    .regex(INVOICE_NUMBER, { error: M['INVOICE.NUMBER_INVALID'] })
    .nullable()
    .optional()
    .or(blank)
    .describe("Vacío = 'Automático': F-{año}-{nnn} al emitir"),
  items: z.array(invoiceLineBody).max(200, { error: 'Máximo 200 ítems.' }),
  notes: text(2000).optional(),
  /** 'Guardar como borrador': stays a draft (only a client is needed). Otherwise it is issued. */
  saveAsDraft: z.boolean().optional(),
};
export const createInvoiceBody = z
  .object({
    invoiceId: z.uuid().optional(),
    ...invoiceFields,
    offlineCreatedAt: z.iso
      .datetime({ offset: true })
      .optional()
      .describe('Cuándo se guardó sin conexión (sincronización)'),
  })
  .strict();
export const updateInvoiceBody = z.object(invoiceFields).strict();
export const issueInvoiceBody = z.object({}).strict();
export const payInvoiceBody = z.object({}).strict();
export const cancelInvoiceBody = z.object({ reason: text(500).optional() }).strict();

export type InvoiceLineBody = z.input<typeof invoiceLineBody>;
export type CreateInvoiceBody = z.input<typeof createInvoiceBody>;
export type UpdateInvoiceBody = z.input<typeof updateInvoiceBody>;

/** A line as the route passes it on: blanks are '' and missing numbers null; pesos, not centavos. */
export interface InvoiceLineInput {
  productId: string;
  description: string;
  customDescription: boolean;
  quantity: number | null;
  price: number | null;
}
/** The modal's content after the route looked up the client and product names and the tax rate. */
export interface InvoiceInput {
  clientId: string; // '' when none was chosen
  clientName: string;
  date: string;
  dueDate: string | null;
  requestedNumber: string | null;
  lines: InvoiceLineInput[];
  notes: string;
  taxRateBasisPoints: number;
  saveAsDraft: boolean;
  /** The number the year's numbering stream gave this invoice, when the command issues it. */
  number: string | null;
}

export type CreateInvoice = Command<
  'CreateInvoice',
  InvoiceInput & { invoiceId: string; offlineCreatedAt: string | null }
>;
export type UpdateInvoice = Command<'UpdateInvoice', InvoiceInput>;
export type IssueInvoice = Command<'IssueInvoice', { number: string }>;
export type PayInvoice = Command<'PayInvoice', Record<string, never>>;
export type CancelInvoice = Command<'CancelInvoice', { reason: string }>;
export type InvoiceCommand = CreateInvoice | UpdateInvoice | IssueInvoice | PayInvoice | CancelInvoice;
