import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import type { PagedListProps } from '@/components/ui/paged-list';
import { ListRow } from '@/components/ui/grouped-list';
import { SkeletonRows } from '@/components/ui/skeleton';
import type { UserListItem, UserPage } from '../api/reads';
import { UserSheet } from './user-sheet';

type Props = PagedListProps<UserPage>;

/** The list itself: skeleton while loading, an empty state, rows that open the user's sheet, paging. */
export function UsersList({ data, isLoading, error, onRetry, onPage }: Props) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState<UserListItem | null>(null);
  if (isLoading) return <SkeletonRows rows={6} />;
  if (error) {
    return <LoadFailed title={t('users.loadFailed')} onRetry={onRetry} />;
  }
  if (!data || data.items.length === 0)
    return (
      <EmptyState icon="search" title={t('users.emptyTitle')}>
        {t('users.empty')}
      </EmptyState>
    );
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  const lastLogin = (u: UserListItem) =>
    u.lastLoginAt
      ? t('users.lastLogin', { date: new Date(u.lastLoginAt).toLocaleString(i18n.language) })
      : t('users.neverLoggedIn');
  return (
    <>
      <div className="group-body" data-testid="users-list">
        {data.items.map((u) => (
          <ListRow
            key={u.id}
            testId={`user-${u.email}`}
            onClick={() => setOpen(u)}
            title={u.name}
            subtitle={
              <>
                {u.email} · {u.roles.map((r) => t(`roles.${r}`, { defaultValue: r })).join(', ')}
                <br />
                {lastLogin(u)}
              </>
            }
            detail={u.status === 'active' ? undefined : <span className="badge danger">{t('users.inactive')}</span>}
          />
        ))}
      </div>
      <div className="pager">
        <button className="link-button" type="button" disabled={data.page <= 1} onClick={() => onPage(data.page - 1)}>
          {t('users.previous')}
        </button>
        <span>
          {t('users.page', { page: data.page, pages })} · {t('users.total', { count: data.total })}
        </span>
        <button
          className="link-button"
          type="button"
          disabled={data.page >= pages}
          onClick={() => onPage(data.page + 1)}
        >
          {t('users.next')}
        </button>
      </div>
      {open ? <UserSheet user={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
