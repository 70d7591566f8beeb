import { sql } from 'kysely';
import type { Figures, PerformanceEvent, PerformanceFigure, PerformancePerson } from '../../../domain/hr';
import { addDays } from '../../../domain/shared';
import { toPesos } from '../../../domain/shared/money';
import { figureAggregates, figureCondition, isLate, PERFORMANCE_EVENT_TYPES } from './performance-figures';
import { moneyFormat, type ShopMoney } from '../../../domain/settings';
import { midnight, type HrReadDb } from '../../shared/shop-time';

// Staff performance (DESIGN.md): per person, what their account did in a span of shop days, from the
// audit read model (every event with its actor). A person is an account: named by the employee linked
// to it, else by the account's name. Listed: everyone with an action in the span who is an account or
// an employee (a reactor's or a script's actor is no person), and every linked employee not terminated
// (with zeros), so HR sees who did nothing too. The drill-down lists the events behind one figure.

export interface PerformanceSpan {
  from: string;
  to: string;
  timeZone: string;
  /** Only this account's (an employee's linked account). */
  userId?: string;
}

const ZERO: Figures = {
  counterSales: 0,
  counterSalesAmount: 0,
  counterRefunds: 0,
  counterRefundsAmount: 0,
  deliveriesDone: 0,
  deliveriesLate: 0,
  deliveriesFailed: 0,
  movements: 0,
  counts: 0,
  invoicesIssued: 0,
};

/** The span's events of the figures' types (served by the audit's type and actor indexes). */
function spanEvents(db: HrReadDb, span: PerformanceSpan) {
  let q = db
    .selectFrom('audit_events as a')
    .where('a.type', 'in', [...PERFORMANCE_EVENT_TYPES])
    .where('a.occurred_at', '>=', midnight(span.from, span.timeZone))
    .where('a.occurred_at', '<', midnight(addDays(span.to, 1), span.timeZone))
    .where('a.actor_id', 'is not', null);
  if (span.userId !== undefined) q = q.where('a.actor_id', '=', span.userId);
  return q;
}

/** Who each account is: its linked employee (not terminated first, then the latest hired), its name. */
async function people(db: HrReadDb, userIds: string[], onlyUser?: string) {
  let employees = db
    .selectFrom('hr_employees')
    .select(['employee_id', 'name', 'user_id', 'status'])
    .where('user_id', 'is not', null)
    .orderBy(sql`(status = 'terminated')`, 'desc')
    .orderBy('ordinal');
  if (onlyUser !== undefined) employees = employees.where('user_id', '=', onlyUser);
  const [linked, users] = await Promise.all([
    employees.execute(),
    userIds.length === 0
      ? Promise.resolve([])
      : db.selectFrom('users').select(['id', 'name', 'email']).where('id', 'in', userIds).execute(),
  ]);
  // Later rows win: an active employee over a terminated one, the latest hired over an earlier one.
  const employeeOf = new Map(linked.map((e) => [e.user_id!, e]));
  const userOf = new Map(users.map((u) => [u.id, u]));
  return { employeeOf, userOf };
}

export async function performance(db: HrReadDb, span: PerformanceSpan): Promise<PerformancePerson[]> {
  const rows = await spanEvents(db, span)
    .select(['a.actor_id', ...figureAggregates(span.timeZone)])
    .groupBy('a.actor_id')
    .execute();
  const { employeeOf, userOf } = await people(
    db,
    rows.map((r) => r.actor_id!),
    span.userId,
  );
  const found = new Map<string, Figures>();
  for (const r of rows) {
    found.set(r.actor_id!, {
      counterSales: Number(r.counterSales),
      counterSalesAmount: toPesos(r.counterSalesAmount),
      counterRefunds: Number(r.counterRefunds),
      counterRefundsAmount: toPesos(r.counterRefundsAmount),
      deliveriesDone: Number(r.deliveriesDone),
      deliveriesLate: Number(r.deliveriesLate),
      deliveriesFailed: Number(r.deliveriesFailed),
      movements: Number(r.movements),
      counts: Number(r.counts),
      invoicesIssued: Number(r.invoicesIssued),
    });
  }
  for (const [userId, e] of employeeOf) if (e.status !== 'terminated' && !found.has(userId)) found.set(userId, ZERO);
  const listed: PerformancePerson[] = [];
  for (const [userId, figures] of found) {
    const employee = employeeOf.get(userId);
    const user = userOf.get(userId);
    if (!employee && !user) continue;
    const name = employee?.name || user?.name || user?.email || userId;
    listed.push({ userId, employeeId: employee?.employee_id ?? null, name, figures: { ...figures } });
  }
  return listed.sort((a, b) => a.name.localeCompare(b.name, 'es') || (a.userId < b.userId ? -1 : 1));
}

const said = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '—');

/** One line a person reads: what the event was, in Spanish. */
function summaryOf(type: string, data: Record<string, unknown>, late: boolean, money: ShopMoney): string {
  const pesos = (v: unknown) => moneyFormat(money).format(typeof v === 'number' && Number.isFinite(v) ? v / 100 : 0);
  switch (type) {
    case 'CounterSaleMade':
      return `Venta ${said(data.number)} por ${pesos(data.totalCents)}`;
    case 'CounterSaleRefunded':
      return `Devolución de ${pesos(data.amountCents)}: ${said(data.reason)}`;
    case 'DeliveryCompleted':
      return `Entrega completada (recibió ${said(data.recipientName)})${late ? ', fuera de su día' : ''}`;
    case 'DeliveryAttemptFailed':
      return `Intento de entrega ${said(data.attempt)} fallido: ${said(data.reason)}`;
    case 'StockMoved':
      return typeof data.countedQuantity === 'number'
        ? `Conteo: ${data.countedQuantity} u. en ${said(data.locationId)}`
        : `Movimiento ${said(data.type)} de ${said(data.quantity)} u. en ${said(data.locationId)}`;
    case 'InvoiceIssued':
      return `Factura ${said(data.number)} emitida`;
    default:
      return type;
  }
}

/** The events behind one figure of one person, newest first, a page at a time. */
export async function performanceEvents(
  db: HrReadDb,
  span: PerformanceSpan & { userId: string; money: ShopMoney },
  figure: PerformanceFigure,
  page: { page: number; pageSize: number },
) {
  const q = spanEvents(db, span).where(figureCondition(figure, span.timeZone));
  const [rows, counted] = await Promise.all([
    q
      .select(['a.event_id', 'a.type', 'a.stream_id', 'a.occurred_at', 'a.data', isLate(span.timeZone).as('late')])
      .orderBy('a.global_order', 'desc')
      .offset((page.page - 1) * page.pageSize)
      .limit(page.pageSize)
      .execute(),
    q.select((s) => s.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const record = (v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  const items: PerformanceEvent[] = rows.map((r) => ({
    eventId: r.event_id,
    type: r.type,
    streamId: r.stream_id,
    occurredAt: new Date(r.occurred_at).toISOString(),
    summary: summaryOf(r.type, record(r.data), r.late, span.money),
  }));
  return { items, total: Number(counted.n) };
}
