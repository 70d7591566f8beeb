import { numberingDecider, numberingKeyFor, numberingStream, numberOf } from '../../domain/billing';
import { commandIdFor } from '../../infra/event-store/event-id';
import type { CommandContext, CommandHandler } from '../../application/handler';
import { inTurn } from '../../application/in-turn';

// An invoice's number from its year's numbering stream (or 'other' for a manual number outside
// F-{year}-{nnn}), whose events ARE the sequence: an append expects the revision it read, so two
// issues at once cannot both get nnn, and the count never skips. Asking again for the same invoice
// answers the number it already has: a retry after a crash between numbering and the invoice's
// own append gets the same number, so no number is lost.

export interface NumberingDeps {
  handler: CommandHandler;
}

export interface NumberRequest {
  invoiceId: string;
  /** The invoice's date (yyyy-mm-dd): its year names the stream and the automatic number. */
  date: string;
  /** A manual number typed in the modal; null for 'Automático'. */
  requestedNumber: string | null;
}

export function assignNumber(deps: NumberingDeps, request: NumberRequest, context: CommandContext): Promise<string> {
  const { invoiceId, date, requestedNumber } = request;
  const streamId = numberingStream(numberingKeyFor(date, requestedNumber));
  const command = {
    type: 'AssignInvoiceNumber' as const,
    data: { invoiceId, year: Number(date.slice(0, 4)), number: requestedNumber },
  };
  // Derived from the invoice command's id: a retry of that command is the same numbering command.
  const numbering: CommandContext = {
    commandId: commandIdFor(context.commandId, 'invoice-number'),
    correlationId: context.correlationId,
    // The invoice command caused it: the audit trail links the number to the save that asked for it.
    causationId: context.causationId ?? context.commandId,
    actor: context.actor,
    deviceId: context.deviceId,
  };
  return inTurn(deps.handler, streamId, async () => {
    await deps.handler.handle(numberingDecider, streamId, command, numbering);
    const number = numberOf((await deps.handler.load(numberingDecider, streamId)).state, invoiceId);
    if (!number) throw new Error(`${streamId} holds no number for invoice ${invoiceId} after assigning one`);
    return number;
  });
}
