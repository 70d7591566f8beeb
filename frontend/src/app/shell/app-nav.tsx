import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link, useLocation } from 'react-router-dom';
import { GroupedList, ListRow } from '@/components/ui/grouped-list';
import { Icon } from '@/components/ui/icon';
import { Sheet } from '@/components/ui/sheet';
import { currentItem, navigationFor, TAB_BAR_ITEMS, type NavItem } from '@/config/navigation';
import { defaultLanding, type SessionUser } from '@/lib/access';
import './shell.css';

// The signed-in shell's navigation: a sidebar on a desktop, a tab bar on a phone (its first places, the
// rest under "Más"), listing exactly what the user may open with the current area marked (aria-current),
// from the guards' own table (config/navigation.ts).

/** A tab's words: the area's short name where it has one ('tabs.subscriptions'), else its name. */
const tabLabel = (t: TFunction, label: string) => t(label.replace(/^areas\./, 'tabs.'), { defaultValue: t(label) });

function Item({ item, current, tab, label }: { item: NavItem; current: boolean; tab?: boolean; label?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={item.path}
      className={tab ? 'shell-tab' : 'shell-link'}
      aria-current={current ? 'page' : undefined}
      data-testid={`${tab ? 'tab' : 'nav'}-${item.path}`}
    >
      <span className="shell-icon" style={tab ? undefined : { background: item.tint }}>
        <Icon name={item.icon} size={tab ? 22 : 17} />
      </span>
      <span className="shell-label">{label ?? (tab ? tabLabel(t, item.label) : t(item.label))}</span>
    </Link>
  );
}

/** A phone's places: the user's own landing first, then their working areas, then the other dashboards. */
function tabOrder(items: NavItem[], landing: string): NavItem[] {
  const home = items.filter((i) => i.path === landing);
  const rest = items.filter((i) => i.path !== landing);
  return [...home, ...rest.filter((i) => i.group === 'areas'), ...rest.filter((i) => i.group === 'dashboards')];
}

function TabBar({ items, current, landing }: { items: NavItem[]; current?: NavItem; landing: string }) {
  const { t } = useTranslation();
  // Open on the page it was opened on: a place chosen under "Más" changes the path and so closes it.
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const moreOpen = openOn === pathname;
  const setMoreOpen = (open: boolean) => setOpenOn(open ? pathname : null);
  const ordered = tabOrder(items, landing);
  const overflows = ordered.length > TAB_BAR_ITEMS;
  const tabs = overflows ? ordered.slice(0, TAB_BAR_ITEMS - 1) : ordered;
  const more = overflows ? ordered.slice(TAB_BAR_ITEMS - 1) : [];
  const moreCurrent = current !== undefined && more.includes(current);
  return (
    <nav className="shell-tabbar" aria-label={t('common.menu')} data-testid="shell-tabbar">
      {tabs.map((i) => (
        // The landing's tab is "Inicio", as an iOS app's first tab: its full name does not fit a tab.
        <Item
          key={i.path}
          item={i}
          current={i === current}
          tab
          label={i.path === landing ? t('shell.home') : undefined}
        />
      ))}
      {overflows ? (
        <button
          type="button"
          className="shell-tab"
          aria-current={moreCurrent ? 'page' : undefined}
          aria-haspopup="dialog"
          onClick={() => setMoreOpen(true)}
          data-testid="tab-more"
        >
          <span className="shell-icon">
            <Icon name="more" size={22} />
          </span>
          <span className="shell-label">{t('shell.more')}</span>
        </button>
      ) : null}
      <Sheet title={t('shell.more')} open={moreOpen} onClose={() => setMoreOpen(false)}>
        <GroupedList label="more">
          {more.map((i) => (
            <ListRow
              key={i.path}
              icon={i.icon}
              tint={i.tint}
              title={t(i.label)}
              to={i.path}
              detail={i === current ? <span className="badge primary">{t('dashboards.current')}</span> : undefined}
              testId={`more-${i.path}`}
            />
          ))}
        </GroupedList>
      </Sheet>
    </nav>
  );
}

/** Both navigations; CSS shows the one that fits (shell.css). `shown`: the system config's flags. */
export function AppNav({ user, shown }: { user: SessionUser; shown?: (path: string) => boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = navigationFor(user, shown);
  const current = currentItem(items, pathname);
  return (
    <>
      <nav className="shell-sidebar" aria-label={t('common.menu')} data-testid="shell-sidebar">
        {(['dashboards', 'areas'] as const).map((group) => {
          const list = items.filter((i) => i.group === group);
          return list.length > 0 ? (
            <section key={group} aria-label={t(`shell.${group}`)}>
              {/* Not a heading: the menu beside a screen must not add to the screen's own outline. */}
              <p className="shell-group" aria-hidden>
                {t(`shell.${group}`)}
              </p>
              {list.map((i) => (
                <Item key={i.path} item={i} current={i === current} />
              ))}
            </section>
          ) : null;
        })}
      </nav>
      <TabBar items={items} current={current} landing={defaultLanding(user)} />
    </>
  );
}
