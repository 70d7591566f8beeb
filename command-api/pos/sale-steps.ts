import { CONSIGNED, productDecider, productStream } from '../../domain/inventory';
import {
  counterSaleDecider,
  counterSaleStream,
  registerDecider,
  registerStream,
  stockElsewhere,
  stockShort,
  takenByMethod,
  type SaleBody,
  type SaleRung,
} from '../../domain/pos';
import type { DomainError } from '../../domain/shared';
import type { CommandContext, CommandOutcome } from '../../application/handler';
import { COUNTER_SALE_STEPS, COUNTER_SALE_STOCK, sendOnce, type OnceDeps } from '../../application/once';
import { registerStepId, saleStepId, saleToMake, type SaleData, type SaleToMake } from './sale-to-make';
import { salePutBack, saleTake, takeId, unitsByProduct, type StockStep } from '../../application/pos-stock-steps';

// A counter sale's steps (decision 0079): decide the ticket (sale-to-make.ts), take the
// units, ring the sale on the register, write the sale. Taking or ringing refused → the units this
// sale took go back, under ids named by the sale, and the refusal is the answer. Each step is sent
// once (once.ts): a retry of the sale redoes nothing.

type Ticket = Extract<SaleToMake, { data: unknown }>;

/** A step's context: the request's actor and correlation, the step's own id, caused by the request. */
export const stepContext = (context: CommandContext, commandId: string): CommandContext => ({
  ...context,
  commandId,
  causationId: context.causationId ?? context.commandId,
});

const takesOf = (data: SaleData) =>
  [...unitsByProduct(data.items)].map(([productId, quantity]) => ({
    productId,
    quantity,
    step: saleTake(data.saleId, productId, quantity, data.locationId),
  }));

const sendStock = (deps: OnceDeps, context: CommandContext, step: StockStep) =>
  sendOnce(deps, COUNTER_SALE_STOCK, productDecider, step.streamId, step.command, stepContext(context, step.commandId));

/** Puts back what this sale took of these products (a put-back refused is a fault, not an answer). */
async function putBack(deps: OnceDeps, context: CommandContext, data: SaleData, taken: ReturnType<typeof takesOf>) {
  const landings = await Promise.all(
    taken.map((t) => sendStock(deps, context, salePutBack(data.saleId, t.productId, t.quantity, data.locationId))),
  );
  const refused = landings.find((l) => 'refused' in l);
  if (refused && 'refused' in refused) throw refused.refused;
}

/** What the counter reads when the product refused: 'Stock insuficiente de X: quedan N.' */
async function shortOf(deps: OnceDeps, data: SaleData, productId: string, refusal: DomainError) {
  if (refusal.code !== 'MOVEMENT.INSUFFICIENT_STOCK') return refusal;
  const { state } = await deps.handler.load(productDecider, productStream(productId));
  if (state.status === 'absent') return refusal;
  const here = data.locationId;
  return stockShort(state.name, state.stock[here] ?? 0, here, stockElsewhere(state.stock, here, [CONSIGNED]));
}

/**
 * Step 2: one sale movement per product, all or none. Only a refusal puts back: a failure (the
 * database went away, writers kept colliding) may have landed, so the units stay taken and the
 * device's retry of the same sale finds them taken and goes on.
 */
export async function takeUnits(deps: OnceDeps, context: CommandContext, { data, done }: Ticket): Promise<void> {
  const takes = takesOf(data);
  const landings = await Promise.all(
    takes.map((t) =>
      // Taken by an earlier try of this sale: nothing to send (it would be decided on today's stock).
      done.has(takeId(data.saleId, t.productId)) ? ('landed' as const) : sendStock(deps, context, t.step),
    ),
  );
  const refused = landings.findIndex((l) => l !== 'landed' && 'refused' in l);
  if (refused < 0) return;
  const refusal = landings[refused] as { refused: DomainError };
  await putBack(
    deps,
    context,
    data,
    takes.filter((_, i) => landings[i] === 'landed' || !('refused' in landings[i]!)),
  );
  throw await shortOf(deps, data, takes[refused]!.productId, refusal.refused);
}

/** Step 3: the register counts the sale in the open session and gives its number. */
export async function ringSale(deps: OnceDeps, context: CommandContext, { data, ticket }: Ticket): Promise<string> {
  const { saleId, registerId, sessionId, cashierId } = data;
  const rung = await sendOnce(
    deps,
    COUNTER_SALE_STEPS,
    registerDecider,
    registerStream(registerId),
    {
      type: 'RecordSale',
      data: {
        registerId,
        sessionId,
        saleId,
        cashierId,
        grossCents: ticket.subtotalCents,
        discountCents: ticket.discount?.amountCents ?? 0,
        taxCents: ticket.taxCents,
        totalCents: ticket.totalCents,
        takenByMethod: takenByMethod(ticket),
      },
    },
    stepContext(context, registerStepId(saleId)),
  );
  if ('refused' in rung) {
    await putBack(deps, context, data, takesOf(data));
    throw rung.refused;
  }
  return numberOf(deps, registerId, saleId, rung.outcome.revision);
}

/** The number the register gave: its SaleRung, read at the revision the step answered. */
async function numberOf(deps: OnceDeps, registerId: string, saleId: string, revision: bigint): Promise<string> {
  const isMine = (e: { type: string; data: unknown }) =>
    e.type === 'SaleRung' && (e.data as SaleRung['data']).saleId === saleId;
  const streamId = registerStream(registerId);
  let mine = (await deps.store.readStream(streamId, { fromRevision: revision })).find(isMine);
  // Counted under another answer (a retry that found it counted): the session's events tell.
  mine ??= (await deps.store.readStream(streamId)).findLast(isMine);
  if (!mine) throw new Error(`${streamId} holds no SaleRung for sale ${saleId} after ringing it`);
  return (mine.data as SaleRung['data']).number;
}

/** A counter sale from the ticket to its stream; the same sale sent again answers where it was made. */
export async function makeSale(
  deps: OnceDeps,
  body: SaleBody,
  saleId: string,
  context: CommandContext,
): Promise<CommandOutcome> {
  const streamId = counterSaleStream(saleId);
  const toMake = await saleToMake(deps, body, saleId, context);
  if ('made' in toMake) {
    const last = (await deps.store.readStream(streamId)).at(-1)!;
    const { revision, position } = last;
    return { streamId, revision, position, appendedByThisCommand: false, appendedNow: false };
  }
  await takeUnits(deps, context, toMake);
  const number = await ringSale(deps, context, toMake);
  const make = { type: 'MakeCounterSale' as const, data: { ...toMake.data, number } };
  return deps.handler.handle(counterSaleDecider, streamId, make, stepContext(context, saleStepId(saleId)));
}
