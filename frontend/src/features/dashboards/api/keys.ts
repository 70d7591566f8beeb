import type { RefreshedBy } from '@/lib/live/refreshed-by';
import { dashboardKeys } from './reads';

// The owner's and the admin's landing figures are read from the ledger, inventory, deliveries,
// subscriptions, hr, users and help-requests models: any of them moving refetches them.
export const refreshedBy: RefreshedBy = {
  users: [dashboardKeys.all],
  inventory: [dashboardKeys.all],
  deliveries: [dashboardKeys.all],
  subscriptions: [dashboardKeys.all],
  ledger: [dashboardKeys.all],
  hr: [dashboardKeys.all],
  'help-requests': [dashboardKeys.all],
};
