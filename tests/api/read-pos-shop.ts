import { randomUUID } from 'node:crypto';
import {
  counterSaleDecider,
  counterSaleStream,
  registerDecider,
  registerStream,
  takenByMethod,
  ticketOf,
  type CounterProduct,
  type CounterSaleMade,
  type MakeCounterSale,
  type SaleRung,
  type SalePayment,
} from '../../domain/pos';
import type { Command, Decider, DomainEvent } from '../../domain/shared';
import { openInventoryShop } from './inventory-shop';

// The point of sale as its streams hold it: the register and counter-sale deciders decide, the store
// appends with the actor and time a test chooses, in the order the command side goes (the ticket, the
// register rings it and numbers it, the sale's own stream), on the inventory test shop (store, users
// read model, read-apis) with the pos read model.

export const POS_MODELS = ['users', 'pos'] as const;
export const TAX_BASIS_POINTS = 1900;

const product = (name: string, sku: string, unitPriceCents: number): CounterProduct => ({
  productId: randomUUID(),
  name,
  sku,
  unitPriceCents,
  available: true,
  units: 10_000,
});
export const ROSES = product('Rosas rojas (docena)', 'ROS-12', 45_000);
export const TULIPS = product('Tulipanes', 'TUL-01', 30_000);

export interface Who {
  at: string;
  actor: string;
  roles?: string[];
}

export interface OpenedSession {
  registerId: string;
  sessionId: string;
  cashierId: string;
  locationId: string;
}

export interface NewSale {
  items: { product: CounterProduct; quantity: number }[];
  discount?: { percentBasisPoints?: number; amountCents?: number; reason: string };
  payments: SalePayment[];
  madeOfflineAt?: string;
}

export async function openPosShop(prefix: string) {
  const shop = await openInventoryShop(prefix);

  /** Load → decide → append, as the command handler does; the events decided and the position. */
  async function decide<C extends Command, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    stream: string,
    command: Omit<C, 'metadata'>,
    who: Who,
  ) {
    const history = await shop.store.readStream(stream);
    const state = history.reduce((s, e) => decider.evolve(s, e as unknown as E), decider.initialState());
    const commandId = randomUUID();
    const actor = { userId: who.actor, roles: who.roles ?? ['cashier'] };
    const events = decider.decide({ ...command, metadata: { commandId, now: who.at, actor } } as C, state);
    const metadata = { commandId, correlationId: commandId, causationId: commandId, actor };
    const last = history[history.length - 1];
    const appended = await shop.store.appendToStream(
      stream,
      events.map((e) => ({
        type: e.type,
        data: e.data,
        metadata: { ...metadata, source: { app: 'test' }, occurredAt: who.at, schemaVersion: 1 },
      })),
      { expected: last ? last.revision : 'no_stream' },
    );
    return { events, position: appended.position };
  }

  async function openSession(registerId: string, openingCashCents: number, who: Who): Promise<OpenedSession> {
    const session = { registerId, sessionId: randomUUID(), cashierId: who.actor, locationId: 'tienda' };
    const data = { ...session, openingCashCents };
    await decide(registerDecider, registerStream(registerId), { type: 'OpenCashSession', data }, who);
    return session;
  }

  /** A sale: its ticket decided, rung on the register (its number), then made on its own stream. */
  async function sell(session: OpenedSession, sale: NewSale, who: Who) {
    const saleId = randomUUID();
    const data: MakeCounterSale['data'] = {
      saleId,
      number: '',
      registerId: session.registerId,
      sessionId: session.sessionId,
      cashierId: who.actor,
      locationId: session.locationId,
      items: sale.items.map((i) => ({ productId: i.product.productId, quantity: i.quantity, product: i.product })),
      discount: sale.discount ?? null,
      mayDiscount: (who.roles ?? []).some((r) => r !== 'cashier'),
      maxDiscountBasisPoints: 5000,
      taxRateBasisPoints: TAX_BASIS_POINTS,
      payments: sale.payments,
      madeOfflineAt: sale.madeOfflineAt ?? null,
    };
    const ticket = ticketOf(data, who.actor);
    const figures = {
      registerId: session.registerId,
      sessionId: session.sessionId,
      saleId,
      cashierId: who.actor,
      grossCents: ticket.subtotalCents,
      discountCents: ticket.discount?.amountCents ?? 0,
      taxCents: ticket.taxCents,
      totalCents: ticket.totalCents,
      takenByMethod: takenByMethod(ticket),
    };
    const rung = await decide(
      registerDecider,
      registerStream(session.registerId),
      {
        type: 'RecordSale',
        data: figures,
      },
      who,
    );
    const number = (rung.events[0] as SaleRung).data.number;
    const made = await decide(
      counterSaleDecider,
      counterSaleStream(saleId),
      { type: 'MakeCounterSale', data: { ...data, number } },
      who,
    );
    return { saleId, number, sale: (made.events[0] as CounterSaleMade).data, position: made.position };
  }

  /** A refund of a sale counted in `session` (the one open now), then rung on its register. */
  async function refund(
    saleId: string,
    session: OpenedSession,
    items: { productId: string; quantity: number }[] | null,
    reason: string,
    who: Who,
  ) {
    const refundId = randomUUID();
    const { registerId, sessionId } = session;
    const made = await decide(
      counterSaleDecider,
      counterSaleStream(saleId),
      { type: 'RefundCounterSale', data: { saleId, refundId, registerId, sessionId, items, method: null, reason } },
      who,
    );
    const d = made.events[0]!.data as { amountCents: number; method: 'cash' | 'card' | 'transfer' };
    const rung = {
      registerId,
      sessionId,
      saleId,
      refundId,
      cashierId: who.actor,
      amountCents: d.amountCents,
      method: d.method,
    };
    const { position } = await decide(
      registerDecider,
      registerStream(registerId),
      { type: 'RecordRefund', data: rung },
      who,
    );
    return { refundId, amountCents: d.amountCents, position };
  }

  const closeSession = (session: OpenedSession, denominations: Record<string, number>, notes: string, who: Who) =>
    decide(
      registerDecider,
      registerStream(session.registerId),
      {
        type: 'CloseCashSession',
        data: { registerId: session.registerId, sessionId: session.sessionId, denominations, notes },
      },
      who,
    );

  return {
    ...shop,
    decide,
    openSession,
    sell,
    refund,
    closeSession,
    projectPos: (batchSize = 50) => shop.project(batchSize, POS_MODELS),
  };
}

export type PosShop = Awaited<ReturnType<typeof openPosShop>>;
