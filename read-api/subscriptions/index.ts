// What other areas read of subscriptions: the plans offered (Flora Bot), and a subscription's status
// as of the shop's today and its monthly revenue in SQL (the landings' figures, read-api/dashboards).
export { monthlyCentsSql, statusTodaySql } from './queries/schedule';
export { listPlans } from './queries/subscriptions';
