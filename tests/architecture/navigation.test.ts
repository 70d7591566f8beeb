import { describe, expect, it } from 'vitest';
import { listedInMenu, ROLES, routeAccess, routesReachableBy } from '../../domain/identity';
import { AREAS, DASHBOARDS } from '../../frontend/src/config/areas';

// The shell's menu is DASHBOARDS + AREAS filtered by the guards' routeAccess (frontend/src/config/navigation.ts),
// so it never offers a refused screen. What can go wrong is the other way: a screen a role may open that no
// menu item leads to. Every route a role reaches must be a menu item, lie under one, or be named here.
const REACHED_FROM_A_SCREEN: Record<string, string> = {
  '/admin/owner-dashboard': 'redirects to /admin/owner',
  '/dashboard': "the client's panel: the shop's bar links it (Mi cuenta)",
  '/product/:id': 'a product, from the catalogue',
  '/driver-dashboard': 'listed as a dashboard (covered below)',
  '/warehouse': 'the warehouse module under its spec alias; the menu names /admin/warehouse',
  '/warehouse/unified':
    "the desktop app (issue 21): the warehouse screen's 'Aplicación de escritorio' under /warehouse",
  '/warehouse/electron': "the desktop app's start_url (issue 21); the install panel's 'Abrir en el navegador'",
  '/admin/warehouse/unified':
    "the desktop app (issue 21): the warehouse screen's 'Aplicación de escritorio' under /admin",
  '/consignment': 'the spec alias of /admin/consignment',
  '/consignment/partners': 'the spec alias of /admin/consignment/partners',
  '/consignment/:id': 'an agreement, from the list',
  '/consignment/:id/sale': "an agreement's sale, from the agreement",
  '/subscriptions/:id': 'a subscription, from the list',
  '/subscriptions': "a customer's own: in the menu of who holds or runs subscriptions (MENU_ONLY_FOR, issue 43)",
  '/subscription/plans': "the plans, from the subscriptions screen and the shop's bar",
  '/partner': "the partner role's landing (issue 45), its own bar and no menu; the owner passes every screen",
};

const underAnItem = (pattern: string, items: string[]) =>
  items.some((p) => pattern === p || pattern.startsWith(`${p}/`));

describe('the navigation covers the route table', () => {
  it.each(ROLES)('every screen %s may open is a menu item, under one, or reached from a screen', (role) => {
    const user = { roles: [role] };
    const menu = [...DASHBOARDS, ...AREAS]
      .filter((a) => routeAccess(user, a.path) === 'allowed' && listedInMenu(user, a.path))
      .map((a) => a.path);
    const orphans = routesReachableBy(user).filter((p) => !underAnItem(p, menu) && !(p in REACHED_FROM_A_SCREEN));
    expect(orphans).toEqual([]);
  });

  it("keeps a customer's own pages out of the staff's menus (issue 43)", () => {
    for (const role of ['delivery', 'driver', 'warehouse', 'cashier', 'pos_supervisor', 'hr', 'accounting'])
      expect(listedInMenu({ roles: [role] }, '/subscriptions'), role).toBe(false);
    for (const role of ['client', 'admin', 'owner'])
      expect(listedInMenu({ roles: [role] }, '/subscriptions'), role).toBe(true);
  });

  it('lists no path twice and no path the route table does not know', () => {
    const paths = [...DASHBOARDS, ...AREAS].map((a) => a.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter((p) => routeAccess({ roles: ['owner'] }, p) !== 'allowed')).toEqual([]);
  });
});
