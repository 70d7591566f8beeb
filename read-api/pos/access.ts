import type { RouteRule } from '../../domain/identity';

// Spec 2.3 and 6: the counter and the cashier dashboard (cashier, pos_supervisor, admin, owner) read
// every session and sale of the shop, and hear of them on the websocket: the cashier's permissions
// (pos-view, process-sales) or the admin's and owner's roles.
export const POS_READ: RouteRule = { roles: ['admin', 'owner'], permissions: ['pos-view', 'process-sales'] };
