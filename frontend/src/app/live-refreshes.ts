import { refreshedBy as accounting } from '@/features/accounting/api/keys';
import { refreshedBy as auth } from '@/features/auth/api/keys';
import { refreshedBy as billing } from '@/features/billing/api/keys';
import { refreshedBy as consignment } from '@/features/consignment/api/keys';
import { refreshedBy as dashboards } from '@/features/dashboards/api/keys';
import { refreshedBy as delivery } from '@/features/delivery/api/keys';
import { refreshedBy as hr } from '@/features/hr/api/keys';
import { refreshedBy as inventory } from '@/features/inventory/api/keys';
import { refreshedBy as orders } from '@/features/orders/api/keys';
import { refreshedBy as pos } from '@/features/pos/api/keys';
import { refreshedBy as reports } from '@/features/reports/api/keys';
import { refreshedBy as storefront } from '@/features/storefront/api/keys';
import { refreshedBy as subscriptions } from '@/features/subscriptions/api/keys';
import { refreshedBy as support } from '@/features/support/api/keys';
import { refreshedBy as systemConfig } from '@/features/system-config/api/keys';
import { refreshedBy as users } from '@/features/users/api/keys';
import { refreshedBy as warehouse } from '@/features/warehouse/api/keys';
import type { RefreshedBy } from '@/lib/live/refreshed-by';

// Which queries each read model's websocket notice refreshes: every feature's own word (its
// api/keys.ts), gathered here because lib may not import features. A feature whose queries follow
// notices is listed; the others (chat, diagnostics, offline-inventory, data-management: polled or
// local) have none to declare.
export const LIVE_REFRESHES: readonly RefreshedBy[] = [
  accounting,
  auth,
  billing,
  consignment,
  dashboards,
  delivery,
  hr,
  inventory,
  orders,
  pos,
  reports,
  storefront,
  subscriptions,
  support,
  systemConfig,
  users,
  warehouse,
];
