import { v5 as uuidv5 } from 'uuid';
import { registerDecider, registerStream, SHOP_COUNTER, type RegisterCommand, type SaleBody } from '../../domain/pos';
import { DomainError } from '../../domain/shared';
import { demoUserId } from './users';
import type { CommandBody, CommandContext } from '../../application/handler';
import { demoProductId } from './inventory';
import type { PosDeps } from '../pos/deps';
import { makeSale } from '../pos/make-sale';
import { refundSale } from '../pos/refund-sale';
import { denominationsOf } from '../pos/sessions';

// The demo shop's counter (FLORA_SEED_DEMO=1), through the same commands as the routes: caja-2's
// session, the supervisor's, closed with its Z report (a discount; the drawer a few pesos short), and
// caja-1's, the cashier's, open with three sales (cash with change, card and transfer split with
// cash) and a line refunded — so /pos/cashier, /admin/pos and the reports have a day to show.
// Fixed ids (UUIDv5 of a name): a restart adds nothing twice.

const NAMESPACE = '0b8e5f3a-94c1-4d2e-8a6f-5c7d9e1b2a43';
const demoId = (name: string) => uuidv5(name, NAMESPACE);
const CASHIER = { userId: demoUserId('cashier@flora.test'), roles: ['cashier'] };
const SUPERVISOR = { userId: demoUserId('pos.supervisor@flora.test'), roles: ['pos_supervisor'] };
const COUNTER = SHOP_COUNTER;

const context = (actor: CommandContext['actor'], key: string): CommandContext => {
  const commandId = demoId(key);
  return { commandId, correlationId: commandId, actor, deviceId: 'demo-seed' };
};
const items = (...lines: [sku: string, quantity: number][]) =>
  lines.map(([sku, quantity]) => ({ productId: demoProductId(sku), quantity }));

interface DemoSession {
  registerId: string;
  actor: CommandContext['actor'];
  openingCash: number;
  sales: (Omit<SaleBody, 'sessionId'> & { key: string })[];
  refund?: { sale: string; sku: string; reason: string };
  /** Counted at the close (by denomination, pesos → how many); absent: the session stays open. */
  counted?: Record<string, number>;
}

const DEMO: DemoSession[] = [
  {
    registerId: 'caja-2',
    actor: SUPERVISOR,
    openingCash: 30,
    sales: [
      {
        key: 'ramo-24',
        items: items(['ROS-005', 1]),
        discount: { percent: 10, reason: 'Cliente frecuente' },
        payments: [
          { method: 'card', amount: 100 },
          { method: 'cash', amount: 10 },
        ],
      },
      { key: 'girasoles', items: items(['GIR-002', 1]), payments: [{ method: 'cash', amount: 70 }] },
    ],
    counted: { 50: 1, 20: 2, 5: 1, 1: 3, 0.25: 3, 0.1: 2 }, // dollars' notes and coins
  },
  {
    registerId: 'caja-1',
    actor: CASHIER,
    openingCash: 50,
    sales: [
      { key: 'tulipanes', items: items(['TUL-004', 1], ['GIR-003', 2]), payments: [{ method: 'cash', amount: 100 }] },
      {
        key: 'orquidea',
        items: items(['ORQ-001', 1]),
        payments: [
          { method: 'card', amount: 50 },
          { method: 'cash', amount: 60 },
        ],
      },
      {
        key: 'suculentas',
        items: items(['PLA-002', 2]),
        payments: [
          { method: 'transfer', amount: 50 },
          { method: 'cash', amount: 30 },
        ],
      },
    ],
    refund: { sale: 'suculentas', sku: 'PLA-002', reason: 'Una maceta llegó rota' },
  },
];

const send = (deps: PosDeps, registerId: string, command: CommandBody<RegisterCommand>, ctx: CommandContext) =>
  deps.handler.handle(registerDecider, registerStream(registerId), command, ctx);

async function seedSession(deps: PosDeps, demo: DemoSession): Promise<number> {
  const { registerId, actor } = demo;
  const sessionId = demoId(`session:${registerId}`);
  const { state } = await deps.handler.load(registerDecider, registerStream(registerId));
  // Seeded before, or the register is in use: the staff's register is left as it is.
  if (state.open || state.closed.length > 0) return 0;
  const open = { registerId, sessionId, cashierId: actor.userId, openingCashCents: demo.openingCash * 100 };
  await send(
    deps,
    registerId,
    { type: 'OpenCashSession', data: { ...open, locationId: COUNTER } },
    context(actor, `open:${registerId}`),
  );
  for (const { key, ...sale } of demo.sales)
    await makeSale(deps, { ...sale, sessionId }, demoId(`sale:${key}`), context(actor, `sale:${key}`));
  if (demo.refund) {
    const { sale, sku, reason } = demo.refund;
    const body = { items: items([sku, 1]), reason };
    await refundSale(
      deps,
      demoId(`sale:${sale}`),
      demoId(`refund:${sale}`),
      body,
      context(SUPERVISOR, `refund:${sale}`),
    );
  }
  if (demo.counted) {
    const data = {
      registerId,
      sessionId,
      denominations: denominationsOf(demo.counted),
      notes: 'Cierre del turno de la mañana',
    };
    await send(deps, registerId, { type: 'CloseCashSession', data }, context(actor, `close:${registerId}`));
  }
  return demo.sales.length;
}

export async function seedDemoPos(deps: PosDeps) {
  let sales = 0;
  for (const demo of DEMO) {
    try {
      sales += await seedSession(deps, demo);
    } catch (err) {
      // The demo stock sold out by hand since (a sale refused): the counter is left as it is.
      if (!(err instanceof DomainError)) throw err;
    }
  }
  return { sales };
}
