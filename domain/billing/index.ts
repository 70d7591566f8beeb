import type { Decider } from '../shared/decider';
import type { ClientCommand, InvoiceCommand, NumberingCommand } from './invoice/commands';
import type { ClientEvent, InvoiceEvent, NumberingEvent } from './invoice/events';
import { decideClient, evolveClient, initialClient, type ClientState } from './client/decide';
import { decideInvoice } from './invoice/decide';
import { evolveInvoice, initialInvoice, type InvoiceState } from './invoice/evolve';
import { decideNumbering, evolveNumbering, initialNumbering, type NumberingState } from './numbering/decide';

export * from './invoice/events';
export * from './invoice/commands';
export * from './invoice/errors';
export * from './spec-names';
export * from './responses';
export * from './invoice/money';
export * from './invoice/rules';
export * from './invoice/document';
export * from './date-range';
export { decideClient, evolveClient, initialClient, type ClientState } from './client/decide';
export { decideInvoice, issuesInvoice } from './invoice/decide';
export { amountProblems, invoiceContent, invoiceLine, isEmptyLine, sameContent } from './invoice/content';
export { evolveInvoice, initialInvoice, type InvoiceState } from './invoice/evolve';
export { decideNumbering, evolveNumbering, initialNumbering, numberOf, type NumberingState } from './numbering/decide';

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
