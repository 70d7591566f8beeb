import { sql, type RawBuilder } from 'kysely';
import type { PerformanceFigure } from '../../../domain/hr';
import { shopDay } from '../../shared/shop-time';

// What each performance figure counts, as SQL over the audit read model (`audit_events as a`): the
// events a person's account appended (actor_id), by type, read from the event's data with guards so
// no value a writer left there can fail the query. One definition for the table and its drill-down.
//
// - counter sales / refunds (domain/pos counter-sale): CounterSaleMade, CounterSaleRefunded and their
//   totalCents / amountCents;
// - deliveries done / failed (domain/delivery): DeliveryCompleted, DeliveryAttemptFailed; "late" is a
//   delivery completed on a shop day after the day its DeliveryScheduled set (deliveryDate): the end
//   of its window. Judged by when the event was recorded (occurred_at);
// - movements: StockMoved registered by hand — not a count, and not the units a counter sale or an
//   order took (reference counter-sale / order: those are the sale's, already counted as sales);
// - counts: StockMoved with a countedQuantity (UpdateStock, a physical count);
// - invoices issued: InvoiceIssued.

export const PERFORMANCE_EVENT_TYPES = [
  'CounterSaleMade',
  'CounterSaleRefunded',
  'DeliveryCompleted',
  'DeliveryAttemptFailed',
  'StockMoved',
  'InvoiceIssued',
] as const;

/** A jsonb number as numeric; anything else 0. */
export const jsonNumber = (value: RawBuilder<unknown>) =>
  sql<string>`(case when jsonb_typeof(${value}) = 'number' then (${value})::text::numeric else 0 end)`;

const isCount = sql<boolean>`jsonb_typeof(a.data -> 'countedQuantity') = 'number'`;
const AUTOMATIC_REFERENCES = ['counter-sale', 'order'];

/**
 * Completed on a shop day after the day its DeliveryScheduled set, when that is a day (compared as
 * text: yyyy-mm-dd sorts as it reads, and text never fails a cast).
 */
export function isLate(timeZone: string): RawBuilder<boolean> {
  return sql<boolean>`coalesce((select ${shopDay(sql.ref('a.occurred_at'), timeZone)} > s.data ->> 'deliveryDate'
    from audit_events s where s.stream_id = a.stream_id and s.type = 'DeliveryScheduled'
      and s.data ->> 'deliveryDate' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'
    order by s.revision desc limit 1), false)`;
}

/** Which events each figure counts (the amounts are over the same events as their counts). */
export function figureCondition(figure: PerformanceFigure, timeZone: string): RawBuilder<boolean> {
  const type = (t: string) => sql<boolean>`a.type = ${t}`;
  switch (figure) {
    case 'counterSales':
    case 'counterSalesAmount':
      return type('CounterSaleMade');
    case 'counterRefunds':
    case 'counterRefundsAmount':
      return type('CounterSaleRefunded');
    case 'deliveriesDone':
      return type('DeliveryCompleted');
    case 'deliveriesLate':
      return sql<boolean>`(a.type = 'DeliveryCompleted' and ${isLate(timeZone)})`;
    case 'deliveriesFailed':
      return type('DeliveryAttemptFailed');
    case 'movements':
      return sql<boolean>`(a.type = 'StockMoved' and not ${isCount}
        and coalesce(a.data -> 'reference' ->> 'type', '') not in (${sql.join(AUTOMATIC_REFERENCES)}))`;
    case 'counts':
      return sql<boolean>`(a.type = 'StockMoved' and ${isCount})`;
    case 'invoicesIssued':
      return type('InvoiceIssued');
  }
}

/** The figures as one row of aggregates per actor (amounts in centavos). */
export function figureAggregates(timeZone: string) {
  const count = (figure: PerformanceFigure) =>
    sql<string>`count(*) filter (where ${figureCondition(figure, timeZone)})`.as(figure);
  const amount = (figure: PerformanceFigure, field: string) =>
    sql<string>`coalesce(sum(${jsonNumber(sql`a.data -> ${field}`)}) filter (where ${figureCondition(figure, timeZone)}), 0)`.as(
      figure,
    );
  return [
    count('counterSales'),
    amount('counterSalesAmount', 'totalCents'),
    count('counterRefunds'),
    amount('counterRefundsAmount', 'amountCents'),
    count('deliveriesDone'),
    count('deliveriesLate'),
    count('deliveriesFailed'),
    count('movements'),
    count('counts'),
    count('invoicesIssued'),
  ] as const;
}
