import type { DecisionMetadata, StreamToLoad } from '../../application/handler';
import { saleTake, unitsByProduct } from '../../application/pos-stock-steps';
import {
  CONSIGNED,
  productDecider,
  productStream,
  type KnownProduct,
  type ProductEvent,
  type ProductState,
} from '../../domain/inventory';
import {
  COUNTER_SALE_MESSAGES,
  counterSaleDecider,
  counterSaleStream,
  registerDecider,
  registerIllegal,
  registerStream,
  saleIllegal,
  stockElsewhere,
  stockShort,
  takenByMethod,
  type CounterProduct,
  type CounterSaleMade,
  type CounterSaleState,
  type KnownSale,
  type MakeCounterSale,
  type RegisterEvent,
  type RegisterState,
  type SaleBody,
} from '../../domain/pos';
import { DomainError, illegalState, toCents, type DomainEvent } from '../../domain/shared';
import type { EarlierSteps } from './earlier-steps';

// A counter sale decided in one go (issue 41), on the sale's stream, its register's and each of its
// products', as they stand: the ticket at the catalogue's prices against the units at the session's
// location, the register's number for it, the sale, and a sale movement per product. Any refusal —
// a short line, the session closed, a cashier's discount — is thrown before anything is appended, so
// nothing needs putting back; the handler appends the rest in one transaction or, on a conflict,
// reads again and decides again. The sale says stockMoved: the stock reactor leaves it alone.

/** What the request says and the shop's settings, known before the streams are read. */
export interface SaleAsked {
  body: SaleBody;
  saleId: string;
  registerId: string;
  mayDiscount: boolean;
  settings: { maxDiscountBasisPoints: number; taxRateBasisPoints: number };
  earlier: EarlierSteps;
}

/** The sale (0, the answer), its register (1), then each product once, in the ticket's order. */
export const saleStreams = (saleId: string, registerId: string, productIds: readonly string[]): StreamToLoad[] => [
  { decider: counterSaleDecider, streamId: counterSaleStream(saleId) },
  { decider: registerDecider, streamId: registerStream(registerId) },
  ...productIds.map((p) => ({ decider: productDecider, streamId: productStream(p) })),
];

/** A sale turned down by the steps of before (its units put back) stays turned down: the device makes it anew. */
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

/** The same ticket sent again (the device's retry): same units of the same products, same payments. */
function sameTicket(made: KnownSale, body: SaleBody): boolean {
  const asked = [...unitsByProduct(body.items)].sort();
  const sold = [...unitsByProduct(made.sale.lines)].sort();
  const payments = body.payments.filter((p) => p.amount > 0).map((p) => [p.method, toCents(p.amount)]);
  const paid = made.sale.payments.map((p) => [p.method, p.amountCents]);
  return JSON.stringify([asked, payments]) === JSON.stringify([sold, paid]);
}

export function decideSale(
  asked: SaleAsked,
  loaded: readonly { state: unknown }[],
  metadata: DecisionMetadata,
): DomainEvent[][] {
  const { body, saleId, registerId, earlier } = asked;
  const [sale, register, ...products] = loaded.map((l) => l.state) as [
    CounterSaleState,
    RegisterState,
    ...ProductState[],
  ];
  if (sale.status === 'made') {
    // Made already (the device's retry): answered where it was made, whatever the stock says today.
    if (!sameTicket(sale, body)) throw saleIllegal('SALE.ALREADY_MADE');
    return loaded.map(() => []);
  }
  if (earlier.turnedDown) throw turnedDown();
  const { sessionId } = body;
  if (!earlier.rung && register.open?.sessionId !== sessionId) throw registerIllegal('REGISTER.NO_OPEN_SESSION');
  const locationId = earlier.rung?.locationId ?? register.open!.locationId;
  const units = unitsByProduct(body.items);
  const productIds = [...units.keys()];
  const byId = new Map(
    productIds.map((p, i) => {
      const taken = earlier.taken.has(p) ? units.get(p)! : 0;
      return [p, counterProduct(products[i]!, locationId, taken)] as const;
    }),
  );
  const { discount } = body;
  const data: MakeCounterSale['data'] = {
    saleId,
    number: '',
    registerId,
    sessionId,
    cashierId: metadata.actor.userId,
    locationId,
    items: body.items.map((i) => ({ ...i, product: byId.get(i.productId) ?? null })),
    discount: discount
      ? {
          ...(discount.percent === undefined ? {} : { percentBasisPoints: Math.round(discount.percent * 100) }),
          ...(discount.amount === undefined ? {} : { amountCents: toCents(discount.amount) }),
          reason: discount.reason,
        }
      : null,
    mayDiscount: asked.mayDiscount,
    ...asked.settings,
    payments: body.payments.map((p) => ({ method: p.method, amountCents: toCents(p.amount) })),
    madeOfflineAt: body.madeOfflineAt ?? null,
    stockMoved: true,
  };
  // The ticket first, with no number: its figures are what the register counts.
  const [priced] = counterSaleDecider.decide({ type: 'MakeCounterSale', data, metadata }, sale);
  const ticket = (priced as CounterSaleMade).data;
  const rung = earlier.rung ? [] : ring(register, ticket, metadata);
  const number = earlier.rung?.number ?? (rung[0]?.type === 'SaleRung' ? rung[0].data.number : undefined);
  if (number === undefined) throw new Error(`register ${registerId} counted sale ${saleId} and gave no number`);
  const made = counterSaleDecider.decide({ type: 'MakeCounterSale', data: { ...data, number }, metadata }, sale);
  const moved = productIds.map((p, i) =>
    earlier.taken.has(p) ? [] : take(saleId, p, units.get(p)!, locationId, products[i] as KnownProduct, metadata),
  );
  return [made, rung, ...moved];
}

/** The register counts the sale in the open session and gives its number. */
function ring(register: RegisterState, ticket: CounterSaleMade['data'], metadata: DecisionMetadata): RegisterEvent[] {
  const { registerId, sessionId, saleId, cashierId } = ticket;
  const data = {
    registerId,
    sessionId,
    saleId,
    cashierId,
    grossCents: ticket.subtotalCents,
    discountCents: ticket.discount?.amountCents ?? 0,
    taxCents: ticket.taxCents,
    totalCents: ticket.totalCents,
    takenByMethod: takenByMethod(ticket),
  };
  return registerDecider.decide({ type: 'RecordSale', data, metadata }, register);
}

/** The sale's units of a product, under the id the steps of before took them under (saleTake). */
function take(
  saleId: string,
  productId: string,
  quantity: number,
  locationId: string,
  product: KnownProduct,
  metadata: DecisionMetadata,
): ProductEvent[] {
  const { data } = saleTake(saleId, productId, quantity, locationId).command;
  try {
    return productDecider.decide({ type: 'RegisterMovement', data, metadata }, product);
  } catch (err) {
    // The ticket checked the same units: this is a second guard, told in the counter's words.
    if (!(err instanceof DomainError) || err.code !== 'MOVEMENT.INSUFFICIENT_STOCK') throw err;
    const left = product.stock[locationId] ?? 0;
    throw stockShort(product.name, left, locationId, stockElsewhere(product.stock, locationId, [CONSIGNED]));
  }
}
