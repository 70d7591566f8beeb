import { hasPermission } from '../../domain/identity';
import { CONSIGNED, productDecider, productStream, type ProductState } from '../../domain/inventory';
import {
  COUNTER_SALE_MESSAGES,
  counterSaleDecider,
  counterSaleStream,
  registerDecider,
  registerIllegal,
  registerStream,
  saleIllegal,
  stockElsewhere,
  type CounterProduct,
  type CounterSaleMade,
  type KnownSale,
  type MakeCounterSale,
  type RegisterState,
  type SaleBody,
} from '../../domain/pos';
import { illegalState, toCents } from '../../domain/shared';
import { SETTINGS_STREAM, settingsDecider } from '../../domain/settings';
import { commandIdFor } from '../../infra/event-store/event-id';
import type { CommandContext } from '../../application/handler';
import { answered, type OnceDeps } from '../../application/once';
import { registerOfSession } from './sessions';
import { putBackId, takeId, unitsByProduct } from '../../application/pos-stock-steps';

// Step 1 of a counter sale (decision 0079): the ticket decided against the products as they
// stand, the shop's tax rate and the open session, before anything is written — a short line, a
// cashier's discount, payments short of the total are refused here and nothing moves. On a retry
// of the same sale, what its earlier try already did is asked for once (command_results) so that
// try's own units count as still there and a session closed since the register counted it does
// not turn it away.

export type SaleData = MakeCounterSale['data'];

export type SaleToMake =
  | { made: KnownSale; registerId: string }
  | { data: SaleData; ticket: CounterSaleMade['data']; registerId: string; done: Set<string> };

export const registerStepId = (saleId: string) => commandIdFor(saleId, 'register');
export const saleStepId = (saleId: string) => commandIdFor(saleId, 'sale');

/** A sale turned down before (its units put back) stays turned down: the device makes it anew. */
const turnedDown = () => illegalState('SALE.TURNED_DOWN', COUNTER_SALE_MESSAGES['SALE.TURNED_DOWN']);

function counterProduct(state: ProductState, locationId: string, alreadyTaken: number): CounterProduct | null {
  if (state.status === 'absent') return null;
  return {
    productId: state.productId,
    name: state.name,
    sku: state.sku,
    unitPriceCents: state.priceCents,
    available: state.status === 'active',
    units: (state.stock[locationId] ?? 0) + alreadyTaken,
    elsewhere: stockElsewhere(state.stock, locationId, [CONSIGNED]),
  };
}

/** The session's location; read from its opening when the register counted the sale and closed since. */
async function locationOf(deps: OnceDeps, register: RegisterState, registerId: string, sessionId: string) {
  if (register.open?.sessionId === sessionId) return register.open.locationId;
  const events = await deps.store.readStream(registerStream(registerId));
  const opened = events.find((e) => e.type === 'CashSessionOpened' && (e.data as SaleData).sessionId === sessionId);
  return (opened?.data as SaleData | undefined)?.locationId ?? '';
}

/** The same ticket sent again (the device's retry): same units of the same products, same payments. */
function sameTicket(made: KnownSale, body: SaleBody): boolean {
  const asked = [...unitsByProduct(body.items)].sort();
  const sold = [...unitsByProduct(made.sale.lines)].sort();
  const payments = body.payments.filter((p) => p.amount > 0).map((p) => [p.method, toCents(p.amount)]);
  const paid = made.sale.payments.map((p) => [p.method, p.amountCents]);
  return JSON.stringify([asked, payments]) === JSON.stringify([sold, paid]);
}

export async function saleToMake(
  deps: OnceDeps,
  body: SaleBody,
  saleId: string,
  context: CommandContext,
): Promise<SaleToMake> {
  const { handler } = deps;
  const { sessionId } = body;
  const registerId = await registerOfSession(deps, sessionId);
  const units = unitsByProduct(body.items);
  const productIds = [...units.keys()];
  const stepIds = [registerStepId(saleId), ...productIds.flatMap((p) => [takeId(saleId, p), putBackId(saleId, p)])];
  // Every stream the ticket is decided on, read in one round trip (loadAll), beside its steps' answers.
  const [[sale, register, settings, ...products], done] = await Promise.all([
    handler.loadAll([
      { decider: counterSaleDecider, streamId: counterSaleStream(saleId) },
      { decider: registerDecider, streamId: registerStream(registerId) },
      { decider: settingsDecider, streamId: SETTINGS_STREAM },
      ...productIds.map((p) => ({ decider: productDecider, streamId: productStream(p) })),
    ]),
    answered(deps.db, stepIds),
  ]);
  if (sale.state.status === 'made') {
    if (!sameTicket(sale.state, body)) throw saleIllegal('SALE.ALREADY_MADE');
    return { made: sale.state, registerId };
  }
  if (productIds.some((p) => done.has(putBackId(saleId, p)))) throw turnedDown();
  const rung = done.has(registerStepId(saleId));
  // The register is the 409 gate (it decides again at step 3); asked here so nothing moves first.
  if (!rung && register.state.open?.sessionId !== sessionId) throw registerIllegal('REGISTER.NO_OPEN_SESSION');
  const locationId = await locationOf(deps, register.state, registerId, sessionId);
  const byId = new Map(
    productIds.map((p, i) => {
      const taken = done.has(takeId(saleId, p)) ? units.get(p)! : 0;
      return [p, counterProduct(products[i]!.state, locationId, taken)] as const;
    }),
  );
  const { discount } = body;
  const data: SaleData = {
    saleId,
    number: '',
    registerId,
    sessionId,
    cashierId: context.actor.userId,
    locationId,
    items: body.items.map((i) => ({ ...i, product: byId.get(i.productId) ?? null })),
    discount: discount
      ? {
          ...(discount.percent === undefined ? {} : { percentBasisPoints: Math.round(discount.percent * 100) }),
          ...(discount.amount === undefined ? {} : { amountCents: toCents(discount.amount) }),
          reason: discount.reason,
        }
      : null,
    mayDiscount: hasPermission(context.actor, 'apply-discounts'),
    maxDiscountBasisPoints: settings.state.maxDiscountBasisPoints,
    taxRateBasisPoints: settings.state.taxRateBasisPoints,
    payments: body.payments.map((p) => ({ method: p.method, amountCents: toCents(p.amount) })),
    madeOfflineAt: body.madeOfflineAt ?? null,
  };
  // Decided once with no number: a refusal here costs nothing (no units, no number).
  const metadata = { commandId: saleStepId(saleId), now: new Date().toISOString(), actor: context.actor };
  const [made] = counterSaleDecider.decide(
    { type: 'MakeCounterSale', data, metadata },
    counterSaleDecider.initialState(),
  );
  return { data, ticket: (made as CounterSaleMade).data, registerId, done };
}
