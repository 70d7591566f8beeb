// The app's guards read the same role/permission/route table as the server (domain/identity).
// Imported file by file, not through the index, so nothing but the tables reaches the login bundle.
export { ROLE_LABELS, ROLES, isRole, type Role } from '@domain/identity';
export { hasPermission, hasAnyPermission, permissionsOf, type Permission } from '@domain/identity';
export { canAccessDashboard, defaultLanding, type Dashboard } from '@domain/identity';
export { ROUTE_ACCESS, routeAccess, ruleAllows, listedInMenu, type RouteRule } from '@domain/identity';
export { POS_REFUND } from '@domain/identity';
// Issue 20: spec 3's flags (a flagged-off screen is not-found, as one the role may not open).
export { flagAllows, flagOn, routeFlagOf, ROUTE_FLAGS, type SystemFlag, type SystemFlags } from '@domain/identity';

/** Spec 3, the session user as the server returns it and the app stores it. */
export type { SessionUser } from '@domain/users';
