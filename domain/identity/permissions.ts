import { isRole, type Role } from './roles';

// Spec section 6: the full permission set and what each role grants. One table, used by the
// server for every command and query and by the app for its guards.
export const PERMISSIONS = [
  'view-admin-dashboard',
  'view-owner-dashboard',
  'view-client-dashboard',
  'view-warehouse-dashboard',
  'view-delivery-dashboard',
  'view-driver-dashboard',
  'view-cashier-dashboard',
  'view-hr-dashboard',
  'view-catalog',
  'place-order',
  'order-history',
  'manage-subscriptions',
  'view-inventory',
  'manage-inventory',
  'process-orders',
  'manage-consignments',
  'assign-deliveries',
  'view-deliveries',
  'update-delivery-status',
  'assigned-deliveries',
  'scan-qr-codes',
  'pos-view',
  'process-sales',
  'apply-discounts',
  'manage-staff',
  'staff-performance',
  'payroll',
  'accounting-view',
  'expenses',
  'financial-reports',
  'journal-entries',
  'manage-users',
  'system-config',
  'view-all-dashboards',
  // Issue 45: the partners' portal (their own agreements, settlements, statements); the partner role's alone.
  'partner-portal',
  // Used on routes but held by no role in the spec; we give it to admin and owner (decision 0016).
  'manager',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const cashier: Permission[] = ['view-cashier-dashboard', 'pos-view', 'process-sales', 'view-catalog'];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  client: ['view-client-dashboard', 'view-catalog', 'place-order', 'order-history', 'manage-subscriptions'],
  partner: ['partner-portal'],
  delivery: ['view-delivery-dashboard', 'assign-deliveries', 'view-deliveries', 'update-delivery-status'],
  driver: ['view-driver-dashboard', 'assigned-deliveries', 'update-delivery-status', 'scan-qr-codes'],
  warehouse: [
    'view-warehouse-dashboard',
    'view-inventory',
    'manage-inventory',
    'process-orders',
    'manage-consignments',
  ],
  cashier,
  pos_supervisor: [...cashier, 'apply-discounts'],
  hr: ['view-hr-dashboard', 'manage-staff', 'staff-performance', 'payroll'],
  accounting: ['accounting-view', 'expenses', 'financial-reports', 'journal-entries', 'payroll'],
  admin: [
    'view-admin-dashboard',
    'manage-users',
    'system-config',
    'view-all-dashboards',
    'view-inventory',
    'view-deliveries',
    'financial-reports',
    'staff-performance',
    'pos-view',
    'manager',
  ],
  // The owner passes every check anyway (hasPermission); the portal's permission stays the partner's own.
  owner: PERMISSIONS.filter((p) => p !== 'partner-portal'),
};

export interface HasRoles {
  roles: readonly string[];
}

/** Every permission the user's roles grant together. Unknown role names grant nothing. */
export function permissionsOf(user: HasRoles): Set<Permission> {
  const out = new Set<Permission>();
  for (const r of user.roles) if (isRole(r)) for (const p of ROLE_PERMISSIONS[r]) out.add(p);
  return out;
}

/** Spec: passes if any role grants it or grants view-all-dashboards; the owner passes everything. */
export function hasPermission(user: HasRoles, permission: Permission): boolean {
  if (user.roles.includes('owner')) return true;
  const granted = permissionsOf(user);
  return granted.has(permission) || granted.has('view-all-dashboards');
}

export function hasAnyPermission(user: HasRoles, permissions: readonly Permission[]): boolean {
  return permissions.some((p) => hasPermission(user, p));
}
