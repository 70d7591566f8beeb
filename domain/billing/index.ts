import type { Decider } from '../shared/decider';
import type { ClientCommand } from './client/commands';
import { decideClient } from './client/decide';
import type { ClientEvent } from './client/events';
import { evolveClient, initialClient, type ClientState } from './client/evolve';
import type { InvoiceCommand } from './invoice/commands';
import { decideInvoice } from './invoice/decide';
import type { InvoiceEvent } from './invoice/events';
import { evolveInvoice, initialInvoice, type InvoiceState } from './invoice/evolve';
import type { NumberingCommand } from './numbering/commands';
import { decideNumbering } from './numbering/decide';
import type { NumberingEvent } from './numbering/events';
import { evolveNumbering, initialNumbering, type NumberingState } from './numbering/evolve';

// Billing (spec 2.8): clients, invoices and the year's invoice numbers.

export * from './client/events';
export * from './client/commands';
export * from './client/errors';
export * from './invoice/events';
export * from './invoice/commands';
export * from './invoice/errors';
export * from './numbering/events';
export * from './numbering/commands';
export * from './numbering/errors';
export * from './messages';
export * from './spec-names';
export * from './responses';
export * from './invoice/money';
export * from './invoice/rules';
export * from './invoice/document';
export * from './date-range';
export { hasAtMostTwoDecimals } from '../shared/money';
export { decideClient } from './client/decide';
export { evolveClient, initialClient, type ClientState } from './client/evolve';
export { decideInvoice, issuesInvoice } from './invoice/decide';
export { amountProblems, invoiceContent, invoiceLine, isEmptyLine, sameContent } from './invoice/content';
export { evolveInvoice, initialInvoice, type InvoiceState } from './invoice/evolve';
export { decideNumbering } from './numbering/decide';
export { evolveNumbering, initialNumbering, numberOf, type NumberingState } from './numbering/evolve';

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
