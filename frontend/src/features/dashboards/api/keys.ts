import type { RefreshedBy } from '@/lib/live/refreshed-by';

/** The landings' figures: every key starts with 'dashboards'. */
export const dashboardKeys = {
  all: ['dashboards'] as const,
  owner: ['dashboards', 'owner'] as const,
  admin: ['dashboards', 'admin'] as const,
};

// The owner's and the admin's landing figures are read from the ledger, inventory, deliveries,
// subscriptions, hr, users and help-requests models: any of them moving refetches them, so a sale
// or a movement elsewhere shows there without a reload.
export const refreshedBy: RefreshedBy = {
  users: [dashboardKeys.all],
  inventory: [dashboardKeys.all],
  deliveries: [dashboardKeys.all],
  subscriptions: [dashboardKeys.all],
  ledger: [dashboardKeys.all],
  hr: [dashboardKeys.all],
  'help-requests': [dashboardKeys.all],
};
