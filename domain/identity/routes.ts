import { canAccessDashboard, type Dashboard } from './dashboards';
import { hasAnyPermission, type HasRoles, type Permission } from './permissions';
import type { Role } from './roles';

// Spec 2.1 and 2.3 as data: every screen path of the app and who may open it. The app's guards
// read this table; the server enforces the same permission table on every API route.

export interface RouteRule {
  /** Open without login. */
  public?: boolean;
  /** Login and register: a logged-in user is sent to the default landing instead. */
  guestOnly?: boolean;
  /** Allowed roles; with `permissions`, holding one of either is enough (spec 2.2: "roles or permissions"). */
  roles?: readonly Role[];
  permissions?: readonly Permission[];
  /** The path checks of spec 2.2: the matching dashboard access is needed as well. */
  dashboard?: Dashboard;
}

const ADMIN_AREA: RouteRule = { roles: ['admin', 'owner'] };
// "Another reading for the warehouse module" of 2.3, the one that names its permissions.
const WAREHOUSE_MODULE: RouteRule = {
  roles: ['warehouse', 'admin', 'owner'],
  permissions: ['manage-inventory', 'view-warehouse-dashboard', 'manage-consignments'],
};
const CONSIGNMENT: RouteRule = { roles: ['admin', 'warehouse'], permissions: ['manager'] };
const CONSIGNMENT_PARTNERS: RouteRule = { roles: ['admin'], permissions: ['manager'] };
/** Spec 2.3 subscription admin; its API answers the same rule. */
export const SUBSCRIPTION_ADMIN: RouteRule = { roles: ['admin', 'owner'], permissions: ['manager'] };
/** A customer's own subscriptions (spec 6, manage-subscriptions), or any for the subscription admin. */
export const SUBSCRIPTIONS: RouteRule = {
  roles: SUBSCRIPTION_ADMIN.roles,
  permissions: ['manage-subscriptions', ...SUBSCRIPTION_ADMIN.permissions!],
};
/** The subscriptions' run sheet: the subscription admin and the delivery staff (spec 2.3). */
export const SUBSCRIPTION_RUN: RouteRule = {
  roles: SUBSCRIPTION_ADMIN.roles,
  permissions: [...SUBSCRIPTION_ADMIN.permissions!, 'view-deliveries'],
};
/** Spec 2.3 billing; its API answers the same rule (infra/http/auth.ts). */
export const BILLING: RouteRule = {
  roles: ['warehouse', 'admin', 'owner', 'accounting'],
  permissions: ['manage-inventory', 'accounting-view'],
};
/**
 * Issue 13 (spec 2.6 names no roles): whoever may see inventory or consignment, and accounting, which
 * reads reports without writing anything. The reports API answers the same rule.
 */
export const REPORTS: RouteRule = {
  roles: ['owner', 'admin', 'warehouse', 'accounting'],
  permissions: ['view-inventory', 'manage-inventory', 'manage-consignments', 'financial-reports'],
};
const POS: RouteRule = { roles: ['cashier', 'pos_supervisor', 'admin', 'owner'] };
/** The POS read API and its socket notices: the counter's staff by permission (pos-view, process-sales), admin, owner. */
export const POS_READ: RouteRule = { roles: ['admin', 'owner'], permissions: ['pos-view', 'process-sales'] };
/** Who sells at the counter and opens and closes a register (spec 6, process-sales). */
export const POS_SELL: RouteRule = { roles: ['admin', 'owner'], permissions: ['process-sales'] };
/** Who refunds a counter sale (issue 17: pos_supervisor or admin, and the owner). */
export const POS_REFUND: RouteRule = { roles: ['pos_supervisor', 'admin', 'owner'] };
const HR: RouteRule = { roles: ['hr', 'admin', 'owner'] };
/** Issue 19: who manages staff and reads their personal data (pay, emergency contact) — spec 6's manage-staff. */
export const HR_STAFF: RouteRule = { roles: HR.roles, permissions: ['manage-staff'] };
/** Who reads staff performance (spec 6: hr and admin hold staff-performance). */
export const HR_PERFORMANCE: RouteRule = { roles: HR.roles, permissions: ['staff-performance'] };
// Payroll (issue 38, decision 0107): spec 6 gives `payroll` to hr and accounting;
// each does its side of a run, so no money leaves on one role's word. HR, who holds the staff and
// their hours (manage-staff), prepares and approves; accounting, who holds the books, pays (the
// payment is a journal entry). Both read every run; admin and owner do everything.
/** Who reads payroll runs and payslips: HR and accounting (both hold spec 6's payroll). */
export const PAYROLL: RouteRule = { roles: HR.roles, permissions: ['payroll'] };
/** Who drafts, recalculates, adjusts, approves and discards a run: HR (not accounting). */
export const PAYROLL_PREPARE: RouteRule = { roles: HR.roles };
const DELIVERY: RouteRule = { roles: ['delivery', 'admin', 'owner'] };
const ACCOUNTING: RouteRule = { roles: ['accounting', 'admin', 'owner'] };
/** Who pays an approved run (it posts to the ledger): accounting (not HR). */
export const PAYROLL_PAY: RouteRule = { roles: ACCOUNTING.roles };
/** Issue 18: who writes the books (accounts, expenses, manual entries, period close) — spec 6's accounting. */
export const ACCOUNTING_BOOKS: RouteRule = {
  roles: ACCOUNTING.roles,
  permissions: ['accounting-view', 'expenses', 'journal-entries'],
};
/** Issue 22: who reads and closes the messages chat users leave for a person (Flora Bot's hand-off). */
export const SUPPORT_DESK: RouteRule = { roles: ['admin', 'owner'] };
/** Issue 45: the partners' portal (/partner), a partner account's only screen besides its profile. */
export const PARTNER_PORTAL: RouteRule = { roles: ['partner'] };
const LOGGED_IN: RouteRule = {};
const PUBLIC: RouteRule = { public: true };

export const ROUTE_ACCESS: Readonly<Record<string, RouteRule>> = {
  '/': PUBLIC,
  '/auth/login': { public: true, guestOnly: true },
  '/auth/register': { public: true, guestOnly: true },
  '/track/:trackingCode': PUBLIC,
  '/map-test': PUBLIC,
  '/catalog': { permissions: ['view-catalog'] },
  '/product/:id': LOGGED_IN,
  '/cart': { permissions: ['place-order'] },
  '/profile': LOGGED_IN,
  // Issue 43: where an account with an admin's temporary password must change it before anything else.
  '/profile/password': LOGGED_IN,
  '/dashboard': { roles: ['client'] },
  '/partner': PARTNER_PORTAL,
  '/subscriptions': LOGGED_IN,
  '/subscriptions/:id': LOGGED_IN,
  // The chat's navigation target (spec 5): the plans, open to guests, who log in to subscribe.
  '/subscription/plans': PUBLIC,
  '/admin': { ...ADMIN_AREA, dashboard: 'admin' },
  '/admin/owner': { roles: ['owner'], dashboard: 'owner' },
  '/admin/owner-dashboard': { roles: ['owner'], dashboard: 'owner' }, // redirects to /admin/owner
  // Issue 19: accounting holds spec 6's payroll and opens the screen's payroll runs (only those).
  '/admin/hr': { roles: HR.roles, permissions: ['payroll'] },
  '/admin/hr-dashboard': { ...HR, dashboard: 'hr' },
  '/admin/inventory': WAREHOUSE_MODULE,
  '/admin/inventory/:id': WAREHOUSE_MODULE, // a product's history (ours; the spec names the list only)
  '/admin/data-management': ADMIN_AREA,
  '/admin/system-config': ADMIN_AREA, // issue 20: spec 3's system config (ours; the spec names no route)
  '/admin/reports': REPORTS,
  // Issue 14's order queue: who confirms, prepares and readies orders (the command-api's same rule).
  '/admin/orders': { permissions: ['process-orders'] },
  '/admin/users': ADMIN_AREA,
  '/admin/help-requests': SUPPORT_DESK,
  '/admin/accounting': { ...ACCOUNTING, dashboard: 'accounting' },
  '/admin/delivery': DELIVERY,
  '/admin/warehouse': WAREHOUSE_MODULE,
  '/admin/warehouse/unified': WAREHOUSE_MODULE,
  '/admin/warehouse-dashboard': { ...WAREHOUSE_MODULE, dashboard: 'warehouse' },
  '/admin/delivery-dashboard': { ...DELIVERY, dashboard: 'delivery' },
  '/admin/subscription': SUBSCRIPTION_ADMIN,
  '/admin/subscription/new': SUBSCRIPTION_ADMIN,
  '/admin/subscription/plans': SUBSCRIPTION_ADMIN,
  '/admin/subscription/deliveries': { roles: ['admin', 'owner', 'delivery'], permissions: ['manager'] },
  '/admin/subscription/:id': SUBSCRIPTION_ADMIN,
  '/admin/consignment': CONSIGNMENT,
  '/admin/consignment/new': CONSIGNMENT,
  '/admin/consignment/partners': CONSIGNMENT_PARTNERS,
  '/admin/consignment/:id': CONSIGNMENT,
  '/admin/consignment/:id/sale': CONSIGNMENT,
  '/pos': POS,
  '/pos/cashier': POS,
  '/admin/pos': { ...POS, dashboard: 'pos' },
  '/driver-dashboard': { roles: ['driver', 'delivery', 'admin', 'owner'], dashboard: 'driver' },
  '/warehouse': WAREHOUSE_MODULE,
  '/warehouse/unified': WAREHOUSE_MODULE,
  '/warehouse/electron': WAREHOUSE_MODULE,
  '/warehouse/billing': BILLING,
  '/consignment': CONSIGNMENT,
  '/consignment/partners': CONSIGNMENT_PARTNERS,
  '/consignment/:id': CONSIGNMENT,
  '/consignment/:id/sale': CONSIGNMENT,
  '/api-test': ADMIN_AREA,
  '/flower-catalog-debug': ADMIN_AREA,
};

/**
 * Screens any account may open that only a customer uses: the menu lists them only to whom the rule
 * lets in as well, so the staff's menus hold their work (issue 43: "Mis suscripciones" was in the
 * delivery staff's). The guard still opens them (spec 2.1: login required).
 */
export const MENU_ONLY_FOR: Readonly<Record<string, RouteRule>> = { '/subscriptions': SUBSCRIPTIONS };

/** Whether the shell's menu lists a screen the user may open (MENU_ONLY_FOR aside, every one). */
export const listedInMenu = (user: HasRoles, path: string) => {
  const rule = MENU_ONLY_FOR[path];
  return !rule || ruleAllows(user, rule);
};

const segments = (path: string) => path.split('?')[0]!.split('#')[0]!.split('/').filter(Boolean);

/** The pattern of ROUTE_ACCESS a path falls under; literal segments win over :params (/consignment/partners). */
export function routePatternOf(path: string): string | undefined {
  const parts = segments(path);
  let best: { pattern: string; literals: number } | undefined;
  for (const pattern of Object.keys(ROUTE_ACCESS)) {
    const want = segments(pattern);
    if (want.length !== parts.length) continue;
    if (!want.every((w, i) => w.startsWith(':') || w === parts[i])) continue;
    const literals = want.filter((w) => !w.startsWith(':')).length;
    if (!best || literals > best.literals) best = { pattern, literals };
  }
  return best?.pattern;
}

export function ruleAllows(user: HasRoles, rule: RouteRule): boolean {
  if (rule.public || user.roles.includes('owner')) return true; // spec 2.2: the owner passes everything
  const listed = Boolean(rule.roles?.length || rule.permissions?.length);
  const byRole = rule.roles?.some((r) => user.roles.includes(r)) ?? false;
  const byPermission = rule.permissions ? hasAnyPermission(user, rule.permissions) : false;
  if (listed && !byRole && !byPermission) return false;
  return rule.dashboard ? canAccessDashboard(user, rule.dashboard) : true;
}

/**
 * What the guard of spec 2.2 does with a path: 'allowed', 'login' (no user on a protected route:
 * to /auth/login?redirect=…), 'landing' (a user on login/register) or 'not-found' (missing role,
 * permission or dashboard access, or no such screen).
 */
export function routeAccess(user: HasRoles | null, path: string): 'allowed' | 'login' | 'landing' | 'not-found' {
  const pattern = routePatternOf(path);
  const rule = pattern ? ROUTE_ACCESS[pattern] : undefined;
  if (!rule) return 'not-found';
  if (!user) return rule.public ? 'allowed' : 'login';
  if (rule.guestOnly) return 'landing';
  return ruleAllows(user, rule) ? 'allowed' : 'not-found';
}

/** The screens (patterns) a user may open, for a landing page that shows what the role can reach. */
export function routesReachableBy(user: HasRoles): string[] {
  return Object.entries(ROUTE_ACCESS)
    .filter(([, rule]) => !rule.public && ruleAllows(user, rule))
    .map(([pattern]) => pattern);
}
