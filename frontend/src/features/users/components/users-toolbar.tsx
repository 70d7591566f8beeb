import { useTranslation } from 'react-i18next';
import { ListToolbar, optionsOf } from '@/components/ui/list-toolbar';
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
  return (
    <ListToolbar
      searchLabel={t('users.search')}
      searchText={searchText}
      onSearch={onSearch}
      filters={[
        {
          label: t('users.filterRole'),
          value: role ?? '',
          options: [{ value: '', label: t('users.allRoles') }, ...optionsOf(ROLES, (r) => t(`roles.${r}`))],
          onChange: (v) => onFilter({ role: v || undefined }),
        },
        {
          label: t('users.filterStatus'),
          value: status ?? '',
          options: [
            { value: '', label: t('users.allStatuses') },
            { value: 'active', label: t('users.active') },
            { value: 'inactive', label: t('users.inactive') },
          ],
          onChange: (v) => onFilter({ status: v || undefined }),
        },
      ]}
    />
  );
}
