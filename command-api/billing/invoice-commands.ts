import {
  invoiceDecider,
  invoiceStream,
  issuesInvoice,
  type CreateInvoice,
  type InvoiceCommand,
  type InvoiceInput,
  type InvoiceState,
  type UpdateInvoice,
} from '../../domain/billing';
import type { CommandBody, CommandContext } from '../../application/handler';
import { assignNumber, type NumberingDeps } from './numbering';

// 'Crear Factura', 'Actualizar Factura' on a draft and 'Emitir' issue the invoice, and an issued
// invoice has a number. The number is taken only once the invoice would be accepted: the command is
// first decided on the invoice as it stands (issuesInvoice, which throws what decide() throws), and
// only then does the year's numbering stream give the number. A refused save never uses one up.

/** Whether the command would issue the invoice; throws its refusal. Appends nothing. */
function wouldIssue(command: CommandBody<InvoiceCommand>, state: InvoiceState, context: CommandContext): boolean {
  const metadata = { commandId: context.commandId, now: new Date().toISOString(), actor: context.actor };
  return issuesInvoice({ ...command, metadata } as InvoiceCommand, state);
}

const loadInvoice = async ({ handler }: NumberingDeps, invoiceId: string) =>
  (await handler.load(invoiceDecider, invoiceStream(invoiceId))).state;

export async function invoiceToCreate(
  deps: NumberingDeps,
  data: CreateInvoice['data'],
  context: CommandContext,
): Promise<CreateInvoice['data']> {
  if (data.saveAsDraft) return data;
  const state = await loadInvoice(deps, data.invoiceId);
  // Created before (an offline sync repeated): not tried here, so an Idempotency-Key repeat still
  // gets its first answer whatever happened to the invoice since; decide() answers the others.
  if (state.known) return { ...data, number: state.number };
  if (!wouldIssue({ type: 'CreateInvoice', data }, state, context)) return data;
  const number = await assignNumber(
    deps,
    { invoiceId: data.invoiceId, date: data.date, requestedNumber: data.requestedNumber },
    context,
  );
  return { ...data, number };
}

export async function invoiceToUpdate(
  deps: NumberingDeps,
  invoiceId: string,
  input: InvoiceInput,
  context: CommandContext,
): Promise<UpdateInvoice['data']> {
  if (input.saveAsDraft) return input;
  const state = await loadInvoice(deps, invoiceId);
  // Only a draft is issued by its update: a pending invoice keeps its number; decide() refuses the rest.
  if (!state.known || state.status !== 'draft') return input;
  if (!wouldIssue({ type: 'UpdateInvoice', data: input }, state, context)) return input;
  const number = await assignNumber(
    deps,
    { invoiceId, date: input.date, requestedNumber: input.requestedNumber },
    context,
  );
  return { ...input, number };
}

/** 'Emitir' on a draft: its stored content is checked, then numbered with the number it asked for. */
export async function numberToIssue(deps: NumberingDeps, invoiceId: string, context: CommandContext): Promise<string> {
  const state = await loadInvoice(deps, invoiceId);
  // Not a draft (or unknown): decide() refuses it, or answers a repeat with nothing to do.
  if (!state.known || state.status !== 'draft') return (state.known && state.number) || '';
  if (!wouldIssue({ type: 'IssueInvoice', data: { number: '' } }, state, context)) return '';
  return assignNumber(deps, { invoiceId, date: state.date, requestedNumber: state.requestedNumber }, context);
}
