import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LargeTitle } from '@/components/ui/large-title';
import { useUsers } from '@/features/users/api/reads';
import { CreateUserSheet } from '@/features/users/components/create-user-sheet';
import { UsersList } from '@/features/users/components/users-list';
import { UsersToolbar } from '@/features/users/components/users-toolbar';
import { useUserFilters } from '@/features/users/hooks/use-user-filters';
import '@/features/users/locales/register';
import '@/features/auth/locales/register'; // the roles sheet's `profile.roles`

/** /admin/users (admin and owner): create (issue 43), search, filter, edit roles, deactivate and activate. */
export function Component() {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const { filters, searchText, setSearchText, update } = useUserFilters();
  const users = useUsers(filters);
  return (
    <>
      <LargeTitle
        title={t('users.title')}
        subtitle={users.data ? t('users.total', { count: users.data.total }) : undefined}
      />
      <div style={{ paddingBottom: 12, maxWidth: 320 }}>
        <button className="button" type="button" onClick={() => setCreating(true)} data-testid="create-user">
          {t('users.create')}
        </button>
      </div>
      {creating ? <CreateUserSheet onClose={() => setCreating(false)} /> : null}
      <UsersToolbar
        searchText={searchText}
        onSearch={setSearchText}
        role={filters.role}
        status={filters.status}
        onFilter={update}
      />
      <UsersList
        data={users.data}
        isLoading={users.isPending}
        error={users.error}
        onRetry={() => void users.refetch()}
        onPage={(page) => update({ page })}
      />
    </>
  );
}
