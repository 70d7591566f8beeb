import { describe, expect, it } from 'vitest';
import { canAccessDashboard, dashboardsOf, defaultLanding, type Dashboard } from './dashboards';
import { hasAnyPermission, hasPermission, permissionsOf, PERMISSIONS } from './permissions';
import { ROLES, type Role } from './roles';
import { ROUTE_ACCESS, routeAccess, routePatternOf, routesReachableBy } from './routes';

const user = (...roles: string[]) => ({ roles });

describe('permissions (spec 6)', () => {
  it('combines the permissions of every role the user holds; unknown roles grant nothing', () => {
    expect([...permissionsOf(user('cashier', 'hr'))].sort()).toEqual([
      'manage-staff',
      'payroll',
      'pos-view',
      'process-sales',
      'staff-performance',
      'view-cashier-dashboard',
      'view-catalog',
      'view-hr-dashboard',
    ]);
    expect(permissionsOf(user('manager', 'root')).size).toBe(0);
  });

  it('passes a check through view-all-dashboards, and the owner passes everything', () => {
    expect(hasPermission(user('admin'), 'payroll')).toBe(true);
    expect(hasPermission(user('warehouse'), 'payroll')).toBe(false);
    for (const p of PERMISSIONS) expect(hasPermission(user('owner'), p)).toBe(true);
    expect(hasAnyPermission(user('driver'), ['payroll', 'scan-qr-codes'])).toBe(true);
    expect(hasAnyPermission(user('driver'), ['payroll', 'expenses'])).toBe(false);
  });

  it("gives 'manager' to admin and owner only", () => {
    expect(ROLES.filter((r) => permissionsOf(user(r)).has('manager'))).toEqual(['admin', 'owner']);
  });

  it('gives pos_supervisor the cashier permissions plus apply-discounts', () => {
    expect([...permissionsOf(user('pos_supervisor'))].sort()).toEqual(
      [...permissionsOf(user('cashier')), 'apply-discounts'].sort(),
    );
  });
});

describe('dashboard access (spec 6)', () => {
  const expected: Record<Dashboard, Role[]> = {
    owner: ['owner'],
    // admin reaches every other dashboard by view-all-dashboards ("each also by permission").
    admin: ['admin', 'owner'],
    warehouse: ['warehouse', 'admin', 'owner'],
    delivery: ['delivery', 'admin', 'owner'],
    driver: ['driver', 'admin', 'owner'],
    hr: ['hr', 'admin', 'owner'],
    pos: ['cashier', 'pos_supervisor', 'admin', 'owner'],
    accounting: ['accounting', 'admin', 'owner'],
  };

  it.each(Object.entries(expected))('opens the %s dashboard to %j only', (dashboard, roles) => {
    expect(ROLES.filter((r) => canAccessDashboard(user(r), dashboard as Dashboard))).toEqual(roles);
  });

  it('lists what a user with several roles may open', () => {
    expect(dashboardsOf(user('driver', 'hr'))).toEqual(['driver', 'hr']);
    expect(dashboardsOf(user('client'))).toEqual([]);
  });
});

describe('default landing (spec 2.2, priority order)', () => {
  it.each([
    [['owner'], '/admin/owner'],
    [['admin'], '/admin'],
    [['warehouse'], '/admin/warehouse-dashboard'],
    [['delivery'], '/admin/delivery-dashboard'],
    [['driver'], '/driver-dashboard'],
    [['hr'], '/admin/hr'],
    [['cashier'], '/admin/pos'],
    [['accounting'], '/admin/accounting'],
    [['pos_supervisor'], '/admin/pos'], // issue 43: the counter's landing
    [['client'], '/catalog'],
    [[], '/catalog'],
    [['accounting', 'warehouse'], '/admin/warehouse-dashboard'],
    [['client', 'admin', 'owner'], '/admin/owner'],
  ])('%j lands on %s', (roles, landing) => {
    expect(defaultLanding(user(...roles))).toBe(landing);
  });

  it('lands every role on a screen it may open', () => {
    for (const r of ROLES) expect(routeAccess(user(r), defaultLanding(user(r))), r).toBe('allowed');
  });
});

describe('route access (spec 2.1–2.3)', () => {
  it('prefers literal segments over parameters', () => {
    expect(routePatternOf('/consignment/partners')).toBe('/consignment/partners');
    expect(routePatternOf('/consignment/42/sale')).toBe('/consignment/:id/sale');
    expect(routePatternOf('/admin/subscription/plans?tab=1')).toBe('/admin/subscription/plans');
    expect(routePatternOf('/nowhere')).toBeUndefined();
  });

  it('sends visitors to login from protected screens, logged-in users away from login and register', () => {
    expect(routeAccess(null, '/track/ABC123')).toBe('allowed');
    expect(routeAccess(null, '/subscription/plans')).toBe('allowed');
    expect(routeAccess(null, '/admin/users')).toBe('login');
    expect(routeAccess(user('client'), '/auth/login')).toBe('landing');
    expect(routeAccess(user('client'), '/no/such/screen')).toBe('not-found');
  });

  const who = (path: string) => ROLES.filter((r) => routeAccess(user(r), path) === 'allowed');

  it.each([
    ['/admin/owner', ['owner']],
    ['/admin', ['admin', 'owner']],
    ['/admin/users', ['admin', 'owner']],
    ['/admin/hr-dashboard', ['hr', 'admin', 'owner']],
    ['/admin/accounting', ['accounting', 'admin', 'owner']],
    ['/admin/delivery-dashboard', ['delivery', 'admin', 'owner']],
    ['/admin/warehouse-dashboard', ['warehouse', 'admin', 'owner']],
    ['/admin/pos', ['cashier', 'pos_supervisor', 'admin', 'owner']],
    // 2.3 opens it to delivery, but the 2.2 path check needs driver dashboard access, which delivery lacks.
    ['/driver-dashboard', ['driver', 'admin', 'owner']],
    ['/dashboard', ['client', 'owner']],
    ['/consignment/partners', ['admin', 'owner']],
    ['/consignment/7', ['warehouse', 'admin', 'owner']],
    ['/admin/subscription/deliveries', ['delivery', 'admin', 'owner']],
    ['/warehouse/billing', ['warehouse', 'accounting', 'admin', 'owner']],
    ['/admin/orders', ['warehouse', 'admin', 'owner']],
    ['/catalog', ['client', 'cashier', 'pos_supervisor', 'admin', 'owner']],
    ['/profile', [...ROLES]],
  ])('%s opens to %j', (path, roles) => {
    expect(who(path)).toEqual(ROLES.filter((r) => roles.includes(r)));
  });

  it('lets the owner open every screen, and lists what each role reaches', () => {
    expect(routesReachableBy(user('owner'))).toHaveLength(Object.values(ROUTE_ACCESS).filter((r) => !r.public).length);
    expect(routesReachableBy(user('driver'))).toEqual([
      '/product/:id',
      '/profile',
      '/profile/password',
      '/subscriptions',
      '/subscriptions/:id',
      '/driver-dashboard',
    ]);
  });
});
