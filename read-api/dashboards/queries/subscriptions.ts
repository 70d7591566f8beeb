import { sql, type Kysely } from 'kysely';
import type { SubscriptionFigures } from '../../../domain/reports';
import type { ReadModels } from '../../../projections/read-models';
import { monthlyCentsSql, statusTodaySql } from '../../subscriptions';

// The active subscriptions as of the shop's today (a pause that has ended counts as active, as the
// subscriptions screen counts them) and their monthly recurring revenue: weekly × 52/12, biweekly ×
// 26/12, monthly × 1 — the subscription admin's own figure, here in centavos.

export async function subscriptionFigures(db: Kysely<ReadModels>, today: string): Promise<SubscriptionFigures> {
  // Each subscription's status today computed once (its pauses read once), then counted.
  const { rows } = await sql<{ active: string; paused: string; monthly: number }>`
    select count(*) filter (where status = 'active') as active, count(*) filter (where status = 'paused') as paused,
           coalesce(sum(monthly) filter (where status = 'active'), 0)::float8 as monthly
      from (select ${statusTodaySql(today)} as status, ${monthlyCentsSql} as monthly
              from subscriptions s where s.status <> 'cancelled') t`.execute(db);
  const row = rows[0]!;
  return { active: Number(row.active), paused: Number(row.paused), monthlyRecurringCents: Math.round(row.monthly) };
}
