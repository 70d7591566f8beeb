import type { z } from 'zod';
import type { CreateInvoiceBody, InvoiceLineInput, UpdateInvoiceBody } from '@domain/billing';
import { DOCUMENT_TEXT } from '@domain/billing';
import { amountProblems, invoiceContent } from '@domain/billing';
import { invoiceProblems } from '@domain/billing';
import { toPesos } from '@domain/billing';
import type { ClientView, InvoiceView } from '@domain/billing';
import { ApiError } from '@/lib/api-client';

// An invoice saved offline, seen as the server would show it: the same rules (the body schema,
// invoiceProblems, amountProblems) and the same content and arithmetic (invoiceContent, which
// uses lineTotalCents and invoiceTotals), no number yet.

/** The modal's refusal: an ApiError like the server's 400, so the modal shows it the same way. */
export function refusal(code: string, message: string, path = '(body)'): ApiError {
  return new ApiError(400, message, code, { code, detail: message, errors: [{ path, message }] });
}

/** The body schema's first problem, thrown as the server's 400 would be. */
export function checkBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw refusal('VALIDATION', issue.message, issue.path.join('.') || '(body)');
}

type InvoiceBody = CreateInvoiceBody | UpdateInvoiceBody;

/** The rows as the server reads them: blanks '' and missing numbers null. */
export const linesOf = (body: InvoiceBody): InvoiceLineInput[] =>
  body.items.map((l) => ({
    productId: l.productId?.trim() ?? '',
    description: l.description ?? '',
    customDescription: l.customDescription ?? false,
    quantity: l.quantity ?? null,
    price: l.price ?? null,
  }));

/** Spec 5 in the modal's order, then the prices: the first problem is thrown with its message. */
export function checkInvoice(body: InvoiceBody): void {
  const lines = linesOf(body);
  const checked = {
    clientId: body.clientId?.trim() ?? '',
    date: body.date,
    dueDate: body.dueDate || null,
    lines,
  };
  const problem = [...invoiceProblems(checked, !!body.saveAsDraft), ...amountProblems(lines)][0];
  if (problem) throw refusal(problem.code, problem.message, problem.path);
}

export interface LocalContext {
  id: string;
  clients: ClientView[];
  taxRateBasisPoints: number;
  offlineCreatedAt: string;
  now: string;
}

/** The view the list and the preview show until the sync: the server's content rules, no number yet. */
export function localInvoiceView(body: InvoiceBody, ctx: LocalContext): InvoiceView {
  const clientId = body.clientId?.trim() ?? '';
  const client = ctx.clients.find((c) => c.id === clientId) ?? null;
  const content = invoiceContent({
    clientId,
    clientName: client?.name ?? '',
    date: body.date,
    dueDate: body.dueDate || null,
    requestedNumber: body.number || null,
    lines: linesOf(body),
    notes: body.notes ?? '',
    taxRateBasisPoints: ctx.taxRateBasisPoints,
    saveAsDraft: !!body.saveAsDraft,
    number: null,
  });
  return {
    id: ctx.id,
    number: null,
    requestedNumber: content.requestedNumber,
    clientId,
    clientName: content.clientName || DOCUMENT_TEXT.unknownClient,
    client,
    date: content.date,
    dueDate: content.dueDate,
    items: content.lines.map((l) => ({
      productId: l.productId,
      description: l.description,
      customDescription: l.customDescription,
      quantity: l.quantity,
      price: toPesos(l.priceCents),
      total: toPesos(l.totalCents),
    })),
    subtotal: toPesos(content.subtotalCents),
    taxRate: content.taxRateBasisPoints / 100,
    tax: toPesos(content.taxCents),
    total: toPesos(content.totalCents),
    notes: content.notes,
    status: body.saveAsDraft ? 'draft' : 'pending',
    pendingSync: true,
    createdAt: ctx.offlineCreatedAt,
    updatedAt: ctx.now,
    issuedAt: null,
    paidAt: null,
    cancelledAt: null,
    cancelReason: null,
    offlineCreatedAt: ctx.offlineCreatedAt,
  };
}
