import { useTranslation } from 'react-i18next';
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
    <div className="toolbar">
      <input
        className="search"
        type="search"
        placeholder={t('users.search')}
        aria-label={t('users.search')}
        value={searchText}
        onChange={(e) => onSearch(e.target.value)}
      />
      <select
        className="select"
        aria-label={t('users.filterRole')}
        value={role ?? ''}
        onChange={(e) => onFilter({ role: e.target.value || undefined })}
      >
        <option value="">{t('users.allRoles')}</option>
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {t(`roles.${r}`)}
          </option>
        ))}
      </select>
      <select
        className="select"
        aria-label={t('users.filterStatus')}
        value={status ?? ''}
        onChange={(e) => onFilter({ status: e.target.value || undefined })}
      >
        <option value="">{t('users.allStatuses')}</option>
        <option value="active">{t('users.active')}</option>
        <option value="inactive">{t('users.inactive')}</option>
      </select>
    </div>
  );
}
