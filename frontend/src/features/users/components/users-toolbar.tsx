import { useTranslation } from 'react-i18next';
import { ListToolbar, optionsOf, selectFilter } from '@/components/ui/list-toolbar';
import { ROLES } from '@/lib/access';

interface Props {
  searchText: string;
  onSearch: (text: string) => void;
  role?: string;
  status?: string;
  onFilter: (changes: { role?: string; status?: string }) => void;
}

/** Search field and the role and status filters above the list. */
export function UsersToolbar({ searchText, onSearch, role, status, onFilter }: Props) {
  const { t } = useTranslation();
  const roles = [{ value: '', label: t('users.allRoles') }, ...optionsOf(ROLES, (r) => t(`roles.${r}`))];
  const statuses = [
    { value: '', label: t('users.allStatuses') },
    { value: 'active', label: t('users.active') },
    { value: 'inactive', label: t('users.inactive') },
  ];
  return (
    <ListToolbar
      searchLabel={t('users.search')}
      searchText={searchText}
      onSearch={onSearch}
      filters={[
        selectFilter(t('users.filterRole'), role, roles, (r) => onFilter({ role: r })),
        selectFilter(t('users.filterStatus'), status, statuses, (s) => onFilter({ status: s })),
      ]}
    />
  );
}
