import { z } from 'zod';
import { computedAmount, sameUnderBothNames } from '../shared/spec-names';
import { registerClientBody } from './client/commands';
import { createInvoiceBody, invoiceLineBody, updateInvoiceBody } from './invoice/commands';
import { INVOICE_STATUSES } from './invoice/events';

// Billing's write bodies as the routes take them: the app's shape (each aggregate's commands.ts) plus the spec's
// section 3 names — the client's and the invoice's `id`, and what the server computes on an
// invoice (client name, subtotal, tax, total, status, each line's total), which may be sent and is
// compared by the command-api. `pendingSync` is the browser's own flag and is not taken.

const idOf = (what: string) => z.uuid({ error: `Identificador de ${what} inválido.` });

export const registerClientRequest = registerClientBody
  .extend({ id: idOf('cliente').optional().describe('Spec 3: el id del cliente (igual que clientId)') })
  .superRefine((b, ctx) => sameUnderBothNames(ctx, ['id'], b.clientId, b.id, 'clientId'))
  .transform(({ id, ...body }) => ({ ...body, clientId: body.clientId ?? id }));

const invoiceLine = invoiceLineBody.extend({
  total: computedAmount('Total de la línea (cantidad × precio; 0 si falta alguno)').nullable().optional(),
});

const computedInvoiceFields = {
  items: z.array(invoiceLine).max(200, { error: 'Máximo 200 ítems.' }),
  clientName: z
    .string()
    .max(200)
    .optional()
    .describe('El nombre del cliente: lo toma el servidor del cliente; si se envía, debe coincidir'),
  subtotal: computedAmount('Subtotal (suma de las líneas)').optional(),
  tax: computedAmount('IVA (subtotal × tasa, redondeado una vez)').optional(),
  total: computedAmount('Total (subtotal + IVA)').optional(),
  status: z
    .enum(INVOICE_STATUSES)
    .optional()
    .describe("Lo calcula el servidor: 'draft' con saveAsDraft, si no 'pending' (se emite)"),
};

type WithComputed = Omit<z.output<typeof updateInvoiceBody>, 'items'> & {
  items: z.output<typeof invoiceLine>[];
  clientName?: string;
  subtotal?: number;
  tax?: number;
  total?: number;
  status?: (typeof INVOICE_STATUSES)[number];
};

/** The app's body and what it claims the server computes. */
function split<B extends WithComputed>({ items, clientName, subtotal, tax, total, status, ...body }: B) {
  return {
    body: { ...body, items: items.map(({ total: _, ...line }) => line) },
    claims: { clientName, subtotal, tax, total, status, lines: items.map((line) => ({ total: line.total })) },
  };
}

export const createInvoiceRequest = createInvoiceBody
  .extend({
    id: idOf('factura').optional().describe('Spec 3: el id de la factura (igual que invoiceId)'),
    ...computedInvoiceFields,
  })
  .superRefine((b, ctx) => sameUnderBothNames(ctx, ['id'], b.invoiceId, b.id, 'invoiceId'))
  .transform(({ id, ...request }) => {
    const { body, claims } = split(request);
    return { body: { ...body, invoiceId: body.invoiceId ?? id }, claims };
  });

export const updateInvoiceRequest = updateInvoiceBody
  .extend({
    id: idOf('factura').optional().describe('Spec 3: debe ser la factura de la ruta'),
    ...computedInvoiceFields,
  })
  .transform(({ id, ...request }) => {
    const { body, claims } = split(request);
    return { body, claims: { ...claims, id } };
  });

export type InvoiceClaims = z.output<typeof createInvoiceRequest>['claims'];
