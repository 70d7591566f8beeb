import { listedInMenu, routeAccess, type SessionUser } from '@/lib/access';
import { AREAS, DASHBOARDS, type Area } from './areas';

// The shell's navigation: what a signed-in user's menu lists — the dashboards and working areas they may
// open, by the same route table and function as the guards (domain/identity/routes.ts → routeAccess),
// so the menu can never offer a screen the guard refuses nor hide one it allows — but a customer's own
// pages from the staff (MENU_ONLY_FOR, issue 43).

export interface NavItem extends Area {
  group: 'dashboards' | 'areas';
}

/**
 * The user's menu: their dashboards first, then their working areas. `shown` is the system config's
 * say (a flag turned off hides its screens from everyone, as the guard then answers not-found).
 */
export function navigationFor(user: SessionUser, shown: (path: string) => boolean = () => true): NavItem[] {
  const open = (a: Area) => routeAccess(user, a.path) === 'allowed' && listedInMenu(user, a.path) && shown(a.path);
  return [
    ...DASHBOARDS.filter(open).map((a) => ({ ...a, group: 'dashboards' as const })),
    ...AREAS.filter(open).map((a) => ({ ...a, group: 'areas' as const })),
  ];
}

/** The item a path falls under: the longest path that is it or a parent of it (/admin/hr?tab=… → /admin/hr). */
export function currentItem(items: readonly NavItem[], pathname: string): NavItem | undefined {
  const path = pathname.split('?')[0]!;
  return items
    .filter((i) => path === i.path || path.startsWith(`${i.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

/** A phone's tab bar holds this many; with more, the last place is "Más" and the rest go under it. */
export const TAB_BAR_ITEMS = 5;
