import type { Decider } from '../shared/decider';
import type { ClientCommand, InvoiceCommand, NumberingCommand } from './commands';
import type { ClientEvent, InvoiceEvent, NumberingEvent } from './events';
import { decideClient, evolveClient, initialClient, type ClientState } from './client';
import { decideInvoice } from './invoice-decide';
import { evolveInvoice, initialInvoice, type InvoiceState } from './invoice-evolve';
import { decideNumbering, evolveNumbering, initialNumbering, type NumberingState } from './numbering';

export * from './events';
export * from './commands';
export * from './errors';
export * from './spec-names';
export * from './views';
export * from './money';
export * from './invoice-rules';
export * from './document';
export * from './date-range';
export { decideClient, evolveClient, initialClient, type ClientState } from './client';
export { decideInvoice, issuesInvoice } from './invoice-decide';
export { amountProblems, invoiceContent, invoiceLine, isEmptyLine, sameContent } from './invoice-content';
export { evolveInvoice, initialInvoice, type InvoiceState } from './invoice-evolve';
export { decideNumbering, evolveNumbering, initialNumbering, numberOf, type NumberingState } from './numbering';

export const clientDecider: Decider<ClientCommand, ClientEvent, ClientState> = {
  stateVersion: 1,
  initialState: initialClient,
  evolve: evolveClient,
  decide: decideClient,
};

export const invoiceDecider: Decider<InvoiceCommand, InvoiceEvent, InvoiceState> = {
  stateVersion: 1,
  initialState: initialInvoice,
  evolve: evolveInvoice,
  decide: decideInvoice,
};

/** One per year (and one for manual numbers outside the pattern); see InvoiceNumberAssigned. */
export const numberingDecider: Decider<NumberingCommand, NumberingEvent, NumberingState> = {
  stateVersion: 1,
  initialState: initialNumbering,
  evolve: evolveNumbering,
  decide: decideNumbering,
};
