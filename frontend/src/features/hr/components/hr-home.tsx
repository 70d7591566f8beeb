import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Segmented } from '@/components/ui/segmented';
import { useHrAccess } from '../hooks/use-hr-access';
import { AttendanceTab } from './attendance-tab';
import { PayrollTab } from './payroll-tab';
import { PerformanceTab } from './performance-tab';
import { StaffTab } from './staff-tab';
import '../locales/register';

const TABS = ['staff', 'attendance', 'payroll', 'performance'] as const;
type Tab = (typeof TABS)[number];

/**
 * /admin/hr (issue 19): the staff, their attendance, the payroll runs and their performance as an iOS
 * segmented control; each tab offered only to whom its API answers (accounting: Nóminas alone).
 */
export function HrHome() {
  const { t } = useTranslation();
  const access = useHrAccess();
  const shown = TABS.filter((x) =>
    x === 'payroll' ? access.payroll : x === 'performance' ? access.performance : access.staff,
  );
  // The tab is in the URL (?tab=payroll), so the dashboard's links and a reload land on it.
  const [params, setParams] = useSearchParams();
  const picked = params.get('tab') as Tab | null;
  const tab = picked && shown.includes(picked) ? picked : (shown[0] ?? 'payroll');
  const setTab = (next: Tab) => setParams({ tab: next }, { replace: true });
  if (shown.length === 0) return <p className="notice">{t('hr.noAccess')}</p>;
  return (
    <div className="hr-home" data-testid="hr-home">
      {shown.length > 1 ? (
        <Segmented
          label={t('hr.tabs.label')}
          options={shown.map((x) => ({ value: x, label: t(`hr.tabs.${x}`) }))}
          value={tab}
          onChange={setTab}
          className="hr-tabs"
          testId="hr-tabs"
        />
      ) : null}
      {tab === 'staff' ? <StaffTab /> : null}
      {tab === 'attendance' ? <AttendanceTab /> : null}
      {tab === 'payroll' ? <PayrollTab access={access} /> : null}
      {tab === 'performance' ? <PerformanceTab /> : null}
    </div>
  );
}
