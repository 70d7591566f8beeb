import type { Command } from '../../shared/decider';

/** To the numbering stream: the invoice's number, automatic for `year` unless `number` is manual. */
export type AssignInvoiceNumber = Command<
  'AssignInvoiceNumber',
  { invoiceId: string; year: number; number: string | null }
>;
export type NumberingCommand = AssignInvoiceNumber;
