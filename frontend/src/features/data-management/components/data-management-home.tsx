import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Segmented } from '@/components/ui/segmented';
import { EventsTab } from './events-tab';
import { ExportTab } from './export-tab';
import { ProjectionsTab } from './projections-tab';
import { TimeTravelTab } from './time-travel-tab';
import '../locales/register';

const TABS = ['projections', 'timeTravel', 'events', 'export'] as const;
type Tab = (typeof TABS)[number];

/**
 * /admin/data-management (issue 20): the operators' four sections as an iOS segmented control, the
 * section in the URL (?tab=events) so a reload, a shared link or the back button lands on it. The
 * explorer's filters and open event live in the URL too (events-tab.tsx), so the export uses them.
 */
export function DataManagementHome() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const picked = params.get('tab') as Tab | null;
  const tab = picked && TABS.includes(picked) ? picked : 'projections';
  const setTab = (next: Tab) =>
    setParams(
      (p) => {
        p.set('tab', next);
        p.delete('event');
        return p;
      },
      { replace: true },
    );
  return (
    <div className="dm-home" data-testid="dm-home">
      <Segmented
        label={t('dataManagement.tabs.label')}
        options={TABS.map((x) => ({ value: x, label: t(`dataManagement.tabs.${x}`) }))}
        value={tab}
        onChange={setTab}
        className="dm-tabs"
        testId="dm-tabs"
      />
      {tab === 'projections' ? <ProjectionsTab /> : null}
      {tab === 'timeTravel' ? <TimeTravelTab /> : null}
      {tab === 'events' ? <EventsTab /> : null}
      {tab === 'export' ? <ExportTab /> : null}
    </div>
  );
}
