import { useTranslation } from 'react-i18next';
import { LargeTitle } from '@/components/ui/large-title';
import { DataManagementHome } from '@/features/data-management/components/data-management-home';
import '@/features/data-management/locales/register';
import '@/features/data-management/data-management.css';

/**
 * /admin/data-management (issue 20; admin and owner, the 'system-config' permission of its API):
 * projections and reactors, time travel, the event explorer and the exports.
 */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="dm-wide">
      <LargeTitle title={t('dataManagement.title')} subtitle={t('dataManagement.subtitle')} />
      <DataManagementHome />
    </div>
  );
}
