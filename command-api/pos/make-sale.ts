import type { CommandContext, CommandOutcome } from '../../application/handler';
import { unitsByProduct } from '../../application/pos-stock-steps';
import { hasPermission } from '../../domain/identity';
import type { SaleBody } from '../../domain/pos';
import { SETTINGS_STREAM, settingsDecider } from '../../domain/settings';
import { commandIdFor } from '../../infra/event-store/event-id';
import type { PosDeps } from './deps';
import { earlierSteps } from './earlier-steps';
import { decideSale, saleStreams } from './sale-decision';
import { registerOfSession } from './sessions';

// A counter sale is one command (issue 41): its units, its register's count and the sale itself are
// decided together (sale-decision.ts) and appended in one transaction, so a sale is all there or
// not at all — twenty counters on the last five units get five sales and fifteen refusals, and a
// refused one leaves nothing behind. Its id derives from the sale's (the device's saleId, or the
// Idempotency-Key's): its retry finds the sale made and answers where it was made.

/** The command's context: named by the sale, caused by the request. */
export const saleCommand = (context: CommandContext, saleId: string): CommandContext => ({
  ...context,
  commandId: commandIdFor(saleId, 'sale'),
  causationId: context.causationId ?? context.commandId,
});

export async function makeSale(
  deps: PosDeps,
  body: SaleBody,
  saleId: string,
  context: CommandContext,
): Promise<CommandOutcome> {
  const { handler } = deps;
  const registerId = await registerOfSession(deps, body.sessionId);
  const productIds = [...unitsByProduct(body.items).keys()];
  // The shop's settings are only read: outside the command, so sales do not queue on them.
  const [{ state: settings }, earlier] = await Promise.all([
    handler.load(settingsDecider, SETTINGS_STREAM),
    earlierSteps(deps, { saleId, registerId, sessionId: body.sessionId, productIds }),
  ]);
  const asked = {
    body,
    saleId,
    registerId,
    mayDiscount: hasPermission(context.actor, 'apply-discounts'),
    settings: {
      maxDiscountBasisPoints: settings.maxDiscountBasisPoints,
      taxRateBasisPoints: settings.taxRateBasisPoints,
    },
    earlier,
  };
  const sent = await handler.handleAll(
    saleStreams(saleId, registerId, productIds),
    (loaded, metadata) => decideSale(asked, loaded, metadata),
    saleCommand(context, saleId),
    { answer: 0 },
  );
  if ('kept' in sent) throw new Error('a sale sent without a key has no kept answer');
  return sent.outcome;
}
