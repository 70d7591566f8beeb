import { randomUUID } from 'node:crypto';
import type { HrShop } from './hr-read-support';

// The hr read suites' history (domain/hr/DESIGN.md's events, appended raw with the actor and time a
// test chooses): two employees and a malformed one, shifts, two runs, and the actions performance counts.

const line = (employeeId: string, name: string, position: string, more: Record<string, unknown>) => ({
  employeeId,
  name,
  position,
  payType: 'hourly',
  minutes: 0,
  hourlyRateCents: null,
  monthlySalaryCents: null,
  daysEmployed: 27,
  baseCents: 0,
  openShifts: 0,
  ...more,
});

/** The suite's history: two employees (and a malformed one), shifts, two runs, and actions to measure. */
export async function seedHr(shop: HrShop) {
  const [ana, beto, odd, january, february] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const { hr } = shop;
  await shop.registerUser('u-ana', 'Ana Cuenta');
  await shop.registerUser('u-drv', 'Diego');
  await shop.registerUser('u-acc', 'Carla');
  const anaDetails = {
    name: 'Ana López',
    position: 'Cajera',
    userId: 'u-ana',
    hireDate: '2026-01-05',
    pay: { type: 'hourly', hourlyRateCents: 10_000 },
    weeklyHours: 37.5,
    emergencyContact: { name: 'Luis', phone: '555-0101', relationship: 'Hermano' },
  };
  await hr.hire(ana, anaDetails, '2026-01-05T14:00:00.000Z');
  const betoDetails = {
    name: 'Beto Ruiz',
    position: 'Repartidor',
    userId: null,
    hireDate: '2026-01-05',
    pay: { type: 'salary', monthlySalaryCents: 1_500_000 },
    weeklyHours: 48,
    emergencyContact: null,
  };
  await hr.hire(beto, betoDetails, '2026-01-05T15:00:00.000Z');
  await hr.update(beto, { ...betoDetails, position: 'Repartidor senior' }, '2026-01-20T15:00:00.000Z');
  await hr.status(beto, 'on_leave', '2026-02-03', 'Incapacidad', '2026-02-03T15:00:00.000Z');
  // Whatever a writer may have left: the projection takes it and goes on.
  await shop.append(
    `employee-${odd}`,
    'EmployeeHired',
    { name: null, pay: 'x', hireDate: 'nope', weeklyHours: 'abc', emergencyContact: [1], hiredAt: 'garbage' },
    { actor: 'u-hr', at: '2026-01-06T00:00:00.000Z' },
  );
  await shop.append(
    `employee-${odd}`,
    'ShiftStarted',
    { shiftId: null, at: 'garbage' },
    { actor: 'u-hr', at: '2026-01-06T00:00:00.000Z' },
  );
  await hr.start(ana, 's0', '2026-01-30T15:00:00.000Z');
  await hr.end(ana, 's0', '2026-01-30T19:00:00.000Z');
  await hr.start(ana, 's1', '2026-02-02T14:00:00.000Z');
  await hr.end(ana, 's1', '2026-02-02T22:00:00.000Z');
  // 22:00 on Monday in New York: Monday's shift, though Tuesday in UTC.
  await hr.start(ana, 's2', '2026-02-03T03:00:00.000Z');
  await hr.end(ana, 's2', '2026-02-03T05:00:00.000Z');
  await hr.start(ana, 's3', '2026-02-04T14:00:00.000Z');
  await hr.end(ana, 's3', '2026-02-04T18:00:00.000Z');
  await hr.correct(ana, 's3', '2026-02-04T13:00:00.000Z', '2026-02-04T18:30:00.000Z', 'Olvidó marcar');
  await hr.start(ana, 's4', '2026-02-05T14:00:00.000Z');

  const janLines = [
    line(ana, 'Ana López', 'Cajera', { minutes: 240, hourlyRateCents: 10_000, baseCents: 40_000 }),
    line(beto, 'Beto Ruiz', 'Repartidor senior', {
      payType: 'salary',
      monthlySalaryCents: 1_500_000,
      baseCents: 1_500_000,
    }),
  ];
  await hr.draft(january, '2026-01-01', '2026-01-31', janLines, '2026-02-01T10:00:00.000Z');
  await hr.adjust(january, ana, 'addition', 5_000, 'Bono', '2026-02-01T10:10:00.000Z');
  await hr.adjust(january, ana, 'deduction', 2_000, 'Anticipo', '2026-02-01T10:11:00.000Z');
  await hr.adjust(january, beto, 'deduction', 2_000_000, 'Préstamo', '2026-02-01T10:12:00.000Z');
  await hr.approve(january, '2026-02-01T11:00:00.000Z');
  const totals = { baseCents: 1_540_000, additionsCents: 5_000, deductionsCents: 2_002_000, netCents: 43_000 };
  const paidLines = [
    { employeeId: ana, name: 'Ana López', netCents: 43_000 },
    { employeeId: beto, name: 'Beto Ruiz', netCents: 0 },
  ];
  const paid = await hr.pay(
    january,
    {
      periodStart: '2026-01-01',
      periodEnd: '2026-01-31',
      paidOn: '2026-02-01',
      method: 'bank',
      totals,
      lines: paidLines,
    },
    '2026-02-01T12:00:00.000Z',
  );
  const entryId = await shop.postEntryFor(paid.eventId, january, '2026-02-01', 43_000);

  const febLines = [line(ana, 'Ana López', 'Cajera', { minutes: 240, hourlyRateCents: 10_000, baseCents: 40_000 })];
  await hr.draft(february, '2026-02-01', '2026-02-28', febLines, '2026-02-05T10:00:00.000Z');
  await hr.adjust(february, ana, 'addition', 1_000, 'Error', '2026-02-05T10:01:00.000Z');
  await hr.discard(february, 'Periodo equivocado', '2026-02-05T10:02:00.000Z');
  await hr.draft(february, '2026-02-01', '2026-02-28', febLines, '2026-02-05T10:03:00.000Z');

  await seedActions(shop);
  return { ana, beto, january, february, entryId };
}
export type Seeded = Awaited<ReturnType<typeof seedHr>>;

/** What the performance table counts: sales, refunds, stock, deliveries and invoices, by their actors. */
async function seedActions(shop: HrShop) {
  const as = (actor: string, at: string) => ({ actor, at, roles: ['cashier'] });
  const ana = (at: string) => as('u-ana', at);
  await shop.append(
    'counter-sale-1',
    'CounterSaleMade',
    { number: 'V-1', totalCents: 11_900 },
    ana('2026-02-02T16:00:00.000Z'),
  );
  await shop.append(
    'counter-sale-2',
    'CounterSaleMade',
    { number: 'V-2', totalCents: 5_000 },
    ana('2026-02-03T16:00:00.000Z'),
  );
  await shop.append(
    'counter-sale-3',
    'CounterSaleMade',
    { number: 'V-3', totalCents: 'abc' },
    ana('2026-02-04T16:00:00.000Z'),
  );
  // Outside the span: in January, and 22:00 on 31 January in New York (1 February in UTC).
  await shop.append(
    'counter-sale-4',
    'CounterSaleMade',
    { number: 'V-4', totalCents: 100 },
    ana('2026-01-20T16:00:00.000Z'),
  );
  await shop.append(
    'counter-sale-5',
    'CounterSaleMade',
    { number: 'V-5', totalCents: 100 },
    ana('2026-02-01T03:00:00.000Z'),
  );
  await shop.append(
    'counter-sale-1',
    'CounterSaleRefunded',
    { amountCents: 2_000, reason: 'Flores marchitas' },
    ana('2026-02-04T17:00:00.000Z'),
  );
  const moved = (data: Record<string, unknown>, at: string) =>
    shop.append(
      'product-p1',
      'StockMoved',
      { locationId: 'Tienda', countedQuantity: null, reference: null, ...data },
      ana(at),
    );
  await moved({ type: 'sale', quantity: 1, reference: { type: 'counter-sale', id: 'x' } }, '2026-02-02T16:00:01.000Z');
  await moved({ type: 'purchase', quantity: 10 }, '2026-02-03T14:00:00.000Z');
  await moved({ type: 'adjustment', quantity: 2, countedQuantity: 5 }, '2026-02-03T14:30:00.000Z');
  const system = (at: string) => as('system', at);
  const driver = (at: string) => as('u-drv', at);
  await shop.append(
    'delivery-d1',
    'DeliveryScheduled',
    { deliveryDate: '2026-02-03' },
    system('2026-02-01T12:00:00.000Z'),
  );
  await shop.append('delivery-d1', 'DeliveryCompleted', { recipientName: 'Rosa' }, driver('2026-02-03T20:00:00.000Z'));
  await shop.append(
    'delivery-d2',
    'DeliveryScheduled',
    { deliveryDate: '2026-02-02' },
    system('2026-02-01T12:00:00.000Z'),
  );
  await shop.append('delivery-d2', 'DeliveryCompleted', { recipientName: 'Eva' }, driver('2026-02-03T15:00:00.000Z'));
  await shop.append(
    'delivery-d3',
    'DeliveryAttemptFailed',
    { reason: 'No estaba', attempt: 1 },
    driver('2026-02-04T15:00:00.000Z'),
  );
  await shop.append('invoice-1', 'InvoiceIssued', { number: 'F-1' }, as('u-acc', '2026-02-04T18:00:00.000Z'));
  // A reactor's action is no person's.
  await shop.append('invoice-2', 'InvoiceIssued', { number: 'F-2' }, system('2026-02-04T18:00:00.000Z'));
}
