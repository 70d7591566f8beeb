import { ROSES, TULIPS, type PosShop } from './read-pos-shop';

// The test shop's counter, read in Miami (America/New_York): caja-1's session on Thursday 15 January
// 2026 with three sales (cash with change, a supervisor's 10 % discount paid by card, a transfer made
// offline at 22:30 — still the 15th in Miami, the 16th in UTC), closed with its count 8.00 short; then
// caja-2's session on the 16th, open, with a sale and the refund of one dozen roses of the first sale.

export const CASHIER = { id: 'u-cajera', name: 'Carla Caja' };
export const SUPERVISOR = { id: 'u-super', name: 'Sergio Supervisor' };
const asCashier = (at: string) => ({ at, actor: CASHIER.id, roles: ['cashier'] });
const asSupervisor = (at: string) => ({ at, actor: SUPERVISOR.id, roles: ['pos_supervisor'] });

export async function posBook(shop: PosShop) {
  await shop.registerUser(CASHIER.id, CASHIER.name);
  await shop.registerUser(SUPERVISOR.id, SUPERVISOR.name);

  const first = await shop.openSession('caja-1', 50_000, asCashier('2026-01-15T14:00:00.000Z'));
  // 2 × 450 + 300 = 1,200; IVA 228; 1,428 paid with 1,500: change 72.
  const cash = await shop.sell(
    first,
    {
      items: [
        { product: ROSES, quantity: 2 },
        { product: TULIPS, quantity: 1 },
      ],
      payments: [{ method: 'cash', amountCents: 150_000 }],
    },
    asCashier('2026-01-15T15:00:00.000Z'),
  );
  // 450 − 10 % (45) = 405; IVA 76.95; 481.95 by card.
  const card = await shop.sell(
    first,
    {
      items: [{ product: ROSES, quantity: 1 }],
      discount: { percentBasisPoints: 1000, reason: 'Cliente frecuente' },
      payments: [{ method: 'card', amountCents: 48_195 }],
    },
    asSupervisor('2026-01-15T16:00:00.000Z'),
  );
  // 3 × 300 = 900; IVA 171; 1,071 by transfer, made offline and synced a minute later.
  const transfer = await shop.sell(
    first,
    {
      items: [{ product: TULIPS, quantity: 3 }],
      payments: [{ method: 'transfer', amountCents: 107_100 }],
      madeOfflineAt: '2026-01-16T03:29:00.000Z',
    },
    asCashier('2026-01-16T03:30:00.000Z'),
  );
  // Expected cash 500 + 1,428 = 1,928; counted 3 × 500 + 4 × 100 + 20 = 1,920.
  await shop.closeSession(
    first,
    { '50000': 3, '10000': 4, '2000': 1 },
    'Faltan 8 pesos',
    asCashier('2026-01-16T04:00:00.000Z'),
  );

  const second = await shop.openSession('caja-2', 20_000, asSupervisor('2026-01-16T14:00:00.000Z'));
  // 2 × 450 = 900; IVA 171; 1,071 paid with 1,100: change 29.
  const later = await shop.sell(
    second,
    { items: [{ product: ROSES, quantity: 2 }], payments: [{ method: 'cash', amountCents: 110_000 }] },
    asCashier('2026-01-16T17:00:00.000Z'),
  );
  // One dozen roses of the first sale back, in cash from caja-2: 1,428 × 450 / 1,200 = 535.50.
  const refund = await shop.refund(
    cash.saleId,
    second,
    [{ productId: ROSES.productId, quantity: 1 }],
    'Flores marchitas',
    asSupervisor('2026-01-16T18:00:00.000Z'),
  );
  return { first, second, cash, card, transfer, later, refund };
}

export type PosBook = Awaited<ReturnType<typeof posBook>>;
