import type { CounterSaleCommand, RefundCounterSale } from './commands';
import { saleIllegal, saleInvalid, saleNotFound } from './errors';
import type { CounterSaleEvent, RefundedLine } from './events';
import type { CounterSaleState, KnownSale } from './evolve';
import { ticketOf } from './ticket';

// A sale is made once (its id is the device's: a retry of the same ticket is a no-op, another
// ticket under that id is refused); each refund once, each line's units refundable once, priced as
// sold — the discount and the tax shared in proportion, the last refund taking what is left so the
// refunds add up to the total exactly.

export function decideCounterSale(command: CounterSaleCommand, state: CounterSaleState): CounterSaleEvent[] {
  if (command.type === 'MakeCounterSale') {
    const d = command.data;
    const ticket = ticketOf(d, command.metadata.actor.userId);
    if (state.status !== 'absent') {
      const key = (t: Pick<typeof ticket, 'lines' | 'payments' | 'totalCents'>) =>
        JSON.stringify([t.lines, t.payments, t.totalCents]);
      if (key(state.sale) === key(ticket)) return [];
      throw saleIllegal('SALE.ALREADY_MADE');
    }
    const { saleId, number, registerId, sessionId, cashierId, locationId, madeOfflineAt } = d;
    const data = {
      saleId,
      number,
      registerId,
      sessionId,
      cashierId,
      locationId,
      ...ticket,
      madeAt: command.metadata.now,
      madeOfflineAt,
      ...(d.stockMoved ? { stockMoved: true as const } : {}),
    };
    return [{ type: 'CounterSaleMade', data }];
  }
  if (state.status === 'absent') throw saleNotFound();
  return refund(command, state);
}

function refund(command: RefundCounterSale, state: KnownSale): CounterSaleEvent[] {
  const d = command.data;
  if (state.refunds.includes(d.refundId)) return [];
  const reason = d.reason.trim();
  if (!reason) throw saleInvalid('SALE.REFUND_REASON', 'reason');
  const asked = d.items ?? Object.entries(state.refundable).map(([productId, quantity]) => ({ productId, quantity }));
  const wanted = asked.filter((i) => i.quantity > 0);
  for (const [i, item] of wanted.entries())
    if (item.quantity > (state.refundable[item.productId] ?? 0))
      throw saleInvalid('SALE.REFUND_TOO_MANY', `items.${i}.quantity`);
  if (wanted.length === 0) throw saleIllegal('SALE.NOTHING_TO_REFUND');
  const { sale } = state;
  const left = Object.values(state.refundable).reduce((s, n) => s + n, 0);
  const all = wanted.reduce((s, i) => s + i.quantity, 0) === left;
  const lines: RefundedLine[] = wanted.map((item) => {
    const line = sale.lines.find((l) => l.productId === item.productId)!;
    const amountCents = Math.round((sale.totalCents * line.unitPriceCents * item.quantity) / sale.subtotalCents);
    return { productId: item.productId, quantity: item.quantity, amountCents };
  });
  const priced = lines.reduce((s, l) => s + l.amountCents, 0);
  const amountCents = all
    ? sale.totalCents - state.refundedCents
    : Math.min(priced, sale.totalCents - state.refundedCents);
  // The lines carry the amount exactly: the last absorbs the rounding.
  lines.at(-1)!.amountCents += amountCents - priced;
  const method = d.method ?? sale.payments.find((p) => p.method === 'cash')?.method ?? sale.payments[0]!.method;
  return [
    {
      type: 'CounterSaleRefunded',
      data: {
        saleId: sale.saleId,
        refundId: d.refundId,
        registerId: d.registerId,
        sessionId: d.sessionId,
        locationId: sale.locationId,
        lines,
        amountCents,
        method,
        reason,
        refundedBy: command.metadata.actor.userId,
        refundedAt: command.metadata.now,
        ...(d.stockMoved ? { stockMoved: true as const } : {}),
      },
    },
  ];
}
