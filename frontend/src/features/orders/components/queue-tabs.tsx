import { useTranslation } from 'react-i18next';
import { QUEUE_TABS, type QueueTab } from '../lib/filters';
import '../locales/register';

/** The queue's tabs as an iOS segmented control: one status at a time, in the order the work goes, or all. */
export function QueueTabs({ value, onChange }: { value: QueueTab; onChange: (tab: QueueTab) => void }) {
  const { t } = useTranslation();
  return (
    <div className="segmented or-tabs" role="group" aria-label={t('orders.queue.tabs.label')} data-testid="queue-tabs">
      {QUEUE_TABS.map((tab) => (
        <button key={tab} type="button" aria-pressed={tab === value} onClick={() => onChange(tab)}>
          {t(`orders.queue.tabs.${tab}`)}
        </button>
      ))}
    </div>
  );
}
