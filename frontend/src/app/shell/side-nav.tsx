import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Icon } from '@/components/ui/icon';
import { currentItem, navigationFor, TAB_BAR_ITEMS, type NavItem } from '@/config/navigation';
import type { SessionUser } from '@/lib/access';
import './shell.css';

// Issue 20 (WIP, not yet in the router): the signed-in shell's navigation — a sidebar on a desktop, a tab
// bar on a phone (its first items, the rest under "Más") — listing exactly what the user may open, with
// the current area marked (aria-current), from the guards' own table (config/navigation.ts).

function Item({ item, current, compact }: { item: NavItem; current: boolean; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      to={item.path}
      className={compact ? 'shell-tab' : 'shell-link'}
      aria-current={current ? 'page' : undefined}
      data-testid={`nav-${item.path}`}
    >
      <span className="shell-icon" style={{ background: item.tint }}>
        <Icon name={item.icon} />
      </span>
      <span className="shell-label">{t(item.label)}</span>
    </Link>
  );
}

export function SideNav({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = navigationFor(user);
  const current = currentItem(items, pathname);
  const groups = (['dashboards', 'areas'] as const).map((g) => [g, items.filter((i) => i.group === g)] as const);
  return (
    <>
      <nav className="shell-sidebar" aria-label={t('common.menu')} data-testid="shell-sidebar">
        {groups.map(([group, list]) =>
          list.length > 0 ? (
            <section key={group}>
              <h2 className="shell-group">{t(`shell.${group}`)}</h2>
              {list.map((i) => (
                <Item key={i.path} item={i} current={i === current} />
              ))}
            </section>
          ) : null,
        )}
      </nav>
      <nav className="shell-tabbar" aria-label={t('common.menu')} data-testid="shell-tabbar">
        {items.slice(0, TAB_BAR_ITEMS).map((i) => (
          <Item key={i.path} item={i} current={i === current} compact />
        ))}
      </nav>
    </>
  );
}
