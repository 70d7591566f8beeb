// What other areas read of delivery: the delivery rules as the zones answer states them (Flora Bot),
// and the deliveries' list as its route answers it, with who may read which (the offline copy's
// feed, read-api/sync).
export { listedDeliveries, type LateClock } from './queries/deliveries';
export { DELIVERIES, ownDeliveries } from './routes/deliveries';
export { toDeliveryView, type DeliveryListRow } from './to-response/deliveries';
export { deliveryRulesView } from './to-response/zones';
