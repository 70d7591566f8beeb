import type { InvoiceCommand } from './commands';
import type { InvoiceEvent } from './events';
import type { InvoiceState } from './invoice-evolve';

// Placeholder while the decider is written (same session); replaced by the real rules.
export function decideInvoice(_command: InvoiceCommand, _state: InvoiceState): InvoiceEvent[] {
  throw new Error('decideInvoice is being built');
}
