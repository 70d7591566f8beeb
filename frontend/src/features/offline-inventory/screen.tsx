import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LargeTitle } from '@/components/ui/large-title';
import { Segmented } from '@/components/ui/segmented';
import { INVENTORY_TOASTS } from '@/config/inventory';
import { useToastOptions } from '@/hooks/use-toast-options';
import { desktopBridge } from './bridge';
import { preloadSheets } from './components/lazy-sheets';
import { BrowserBanner } from './components/browser-banner';
import { ConsignmentsTab } from './components/consignments-tab';
import { InventoryTab } from './components/inventory-tab';
import { ReportsTab } from './components/reports-tab';
import { SyncBadge } from './components/sync-badge';
import { SyncPanel } from './components/sync-panel';
import { useNetworkToasts, useSyncProgress } from './hooks/use-bridge-events';
import { useDesktopRefresh, useSyncStatus } from './hooks/use-desktop';
import './locales/register';
import './offline-inventory.css';

const TABS = ['inventory', 'consignments', 'reports'] as const;
type Tab = (typeof TABS)[number];

/**
 * The offline desktop inventory (spec 2.7, issue 21): the shop's inventory and consignments kept on
 * this device, worked on with or without a network, and synced through the desktop bridge. The badge
 * says the sync state (spec 4); the panel shows the counts and the queue.
 */
export function OfflineInventoryScreen() {
  const { t } = useTranslation();
  useToastOptions(INVENTORY_TOASTS);
  // Spec 3's schedule (start-up, interval, reconnect) and the network watch run while the screen is open.
  useEffect(() => desktopBridge.start(), []);
  useEffect(preloadSheets, []);
  useDesktopRefresh();
  useNetworkToasts();
  const progress = useSyncProgress();
  const status = useSyncStatus().data;
  const [tab, setTab] = useState<Tab>('inventory');
  const [panel, setPanel] = useState(false);
  const failed = status?.operationsFailed ?? 0;

  return (
    <div className="oi-screen" data-testid="offline-inventory-screen">
      <BrowserBanner />
      <LargeTitle title={t('offlineInventory.title')} subtitle={t('offlineInventory.subtitle')} />
      <div className="chip-row oi-head">
        <SyncBadge status={status} />
        <button
          type="button"
          className={panel ? 'chip primary' : 'chip'}
          aria-expanded={panel}
          aria-controls="oi-sync-panel"
          onClick={() => setPanel(!panel)}
          data-testid="sync-toggle"
        >
          {t('offlineInventory.sync.toggle')}
        </button>
      </div>
      {/* Refused operations wait for a person: with the panel closed they are still said. */}
      {failed > 0 && !panel ? (
        <div className="error-banner" role="alert" data-testid="failed-notice">
          {t('offlineInventory.sync.failedNotice', { count: failed })}{' '}
          <button type="button" className="link-button" onClick={() => setPanel(true)}>
            {t('offlineInventory.sync.review')}
          </button>
        </div>
      ) : null}
      {panel ? <SyncPanel progress={progress} /> : null}
      <Segmented
        label={t('offlineInventory.tabs.label')}
        options={TABS.map((value) => ({ value, label: t(`offlineInventory.tabs.${value}`) }))}
        value={tab}
        onChange={setTab}
        className="oi-tabs"
        testId="offline-tabs"
      />
      {tab === 'inventory' ? <InventoryTab /> : tab === 'consignments' ? <ConsignmentsTab /> : <ReportsTab />}
    </div>
  );
}
