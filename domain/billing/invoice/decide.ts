import type { CancelInvoice, CreateInvoice, InvoiceCommand, IssueInvoice, PayInvoice, UpdateInvoice } from './commands';
import { invoiceIllegal, invoiceNotFound } from './errors';
import type { InvoiceContent, InvoiceEvent, InvoiceIssued } from './events';
import { sameNumber } from '../numbering/events';
import { checkedContent, inputOfContent, refuseProblems, sameContent } from './content';
import type { InvoiceState } from './evolve';
import { invoiceProblems } from './rules';

// The invoice's decisions (spec 4 and 5, and the brief's choices where the spec says nothing):
// a new invoice starts as draft; 'Crear/Actualizar Factura' issues it in the same command; only a
// draft or pending invoice is edited; pay needs pending; a paid invoice is never cancelled.
// Every repeat of a step already taken decides nothing, so a retried request changes nothing.

type Known = Extract<InvoiceState, { known: true }>;

function known(state: InvoiceState): Known {
  if (!state.known) throw invoiceNotFound();
  return state;
}

/** The route asks the numbering stream before issuing; without a number it made a mistake. */
function issued(number: string | null, issuedAt: string): InvoiceIssued {
  if (!number?.trim()) throw new Error('An invoice is issued with the number its numbering stream gave it');
  return { type: 'InvoiceIssued', data: { number: number.trim(), issuedAt } };
}

function decideCreate({ data, metadata }: CreateInvoice, state: InvoiceState): InvoiceEvent[] {
  const content = checkedContent(data);
  if (state.known) {
    // The same save sent again (an offline sync repeated or cut) answers as the first did. The
    // rate is the settings' at the first save (copied into the invoice), not the user's content.
    const again = checkedContent({ ...data, taxRateBasisPoints: state.taxRateBasisPoints });
    const wasIssued = state.number !== null;
    if (sameContent(state, again) && wasIssued === !data.saveAsDraft) return [];
    throw invoiceIllegal('INVOICE.ALREADY_EXISTS');
  }
  const created: InvoiceEvent = {
    type: 'InvoiceCreated',
    data: {
      invoiceId: data.invoiceId,
      ...content,
      createdAt: metadata.now,
      offlineCreatedAt: data.offlineCreatedAt,
    },
  };
  return data.saveAsDraft ? [created] : [created, issued(data.number, metadata.now)];
}

/** An issued invoice keeps its number: a blank or the same number typed again keeps it as it was. */
function lockedNumber(state: Known, content: InvoiceContent): InvoiceContent {
  const typed = content.requestedNumber;
  if (typed && state.number && sameNumber(typed) !== sameNumber(state.number))
    throw invoiceIllegal('INVOICE.NUMBER_LOCKED');
  return { ...content, requestedNumber: state.requestedNumber };
}

function decideUpdate({ data, metadata }: UpdateInvoice, state: InvoiceState): InvoiceEvent[] {
  const invoice = known(state);
  if (invoice.status !== 'draft' && invoice.status !== 'pending') throw invoiceIllegal('INVOICE.NOT_EDITABLE');
  if (data.saveAsDraft && invoice.status === 'pending') throw invoiceIllegal('INVOICE.DRAFT_ONLY');
  const checked = checkedContent(data);
  const content = invoice.status === 'pending' ? lockedNumber(invoice, checked) : checked;
  const events: InvoiceEvent[] = sameContent(invoice, content)
    ? []
    : [{ type: 'InvoiceUpdated', data: { ...content, updatedAt: metadata.now } }];
  if (invoice.status === 'draft' && !data.saveAsDraft) events.push(issued(data.number, metadata.now));
  return events;
}

function decideIssue({ data, metadata }: IssueInvoice, state: InvoiceState): InvoiceEvent[] {
  const invoice = known(state);
  if (invoice.status === 'pending') return [];
  if (invoice.status !== 'draft') throw invoiceIllegal('INVOICE.NOT_DRAFT');
  // A draft was kept with a client and a date only: issuing needs the whole of spec 5.
  refuseProblems(invoiceProblems(inputOfContent(invoice), false));
  return [issued(data.number, metadata.now)];
}

function decidePay({ metadata }: PayInvoice, state: InvoiceState): InvoiceEvent[] {
  const invoice = known(state);
  if (invoice.status === 'paid') return [];
  if (invoice.status !== 'pending') throw invoiceIllegal('INVOICE.NOT_PENDING');
  return [{ type: 'InvoicePaid', data: { paidAt: metadata.now } }];
}

function decideCancel({ data, metadata }: CancelInvoice, state: InvoiceState): InvoiceEvent[] {
  const invoice = known(state);
  if (invoice.status === 'cancelled') return [];
  if (invoice.status === 'paid') throw invoiceIllegal('INVOICE.NOT_CANCELLABLE');
  return [{ type: 'InvoiceCancelled', data: { reason: (data.reason ?? '').trim(), cancelledAt: metadata.now } }];
}

export function decideInvoice(command: InvoiceCommand, state: InvoiceState): InvoiceEvent[] {
  switch (command.type) {
    case 'CreateInvoice':
      return decideCreate(command, state);
    case 'UpdateInvoice':
      return decideUpdate(command, state);
    case 'IssueInvoice':
      return decideIssue(command, state);
    case 'PayInvoice':
      return decidePay(command, state);
    case 'CancelInvoice':
      return decideCancel(command, state);
  }
}

/** Only to ask before numbering: a command that is refused, or does not issue, must not use up a number. */
const NO_NUMBER_YET = 'F-0000-000';

/**
 * Whether `command` would issue the invoice (so the route must first ask the numbering stream for
 * its number). Throws exactly what decideInvoice would throw, so a refused save never takes a
 * number and the year's count never skips one.
 */
export function issuesInvoice(command: InvoiceCommand, state: InvoiceState): boolean {
  const probe = { ...command, data: { ...command.data, number: NO_NUMBER_YET } } as InvoiceCommand;
  return decideInvoice(probe, state).some((e) => e.type === 'InvoiceIssued');
}
