import { useTranslation } from 'react-i18next';
import { LargeTitle } from '@/components/ui/large-title';
import { HrDashboard } from '@/features/hr/components/hr-dashboard';
import '@/features/hr/locales/register';
import '@/features/hr/hr.css';

/** /admin/hr-dashboard (issue 19): headcount, who is in, the week's hours, pending payroll, leaders. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="hr-wide">
      <LargeTitle title={t('hr.dashboard.title')} subtitle={t('hr.dashboard.subtitle')} />
      <HrDashboard />
    </div>
  );
}
