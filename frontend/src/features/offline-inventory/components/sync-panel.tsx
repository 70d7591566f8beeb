import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDateTime } from '@/lib/money';
import { failureText } from '@/lib/problem';
import { toast } from '@/stores/toast-store';
import { desktopBridge } from '../bridge';
import type { SyncProgress } from '../bridge/contract';
import { useSyncConfig, useSyncStatus } from '../hooks/use-desktop';
import { QueuedOperations } from './queued-operations';
import { SyncSettingsSheet } from './sync-settings-sheet';

/**
 * Spec 2.7's sync panel: the last sync, the counts (completed, failed, pending), the progress of a
 * sync under way, 'Sincronizar ahora' and the settings; under it the queue, refused operations first.
 */
export function SyncPanel({ progress }: { progress: SyncProgress | null }) {
  const { t } = useTranslation();
  const status = useSyncStatus().data;
  const config = useSyncConfig().data;
  const [settings, setSettings] = useState(false);
  const [starting, setStarting] = useState(false);
  const running = Boolean(status?.isRunning);
  const percent = Math.round(running ? (progress?.progress ?? status?.syncProgress ?? 0) : 0);
  const last = config?.lastSyncTimestamp ?? null;
  const lastFailed = status?.lastSyncResult && !status.lastSyncResult.success ? status.lastSyncResult : null;

  const syncNow = async () => {
    setStarting(true);
    try {
      const result = await desktopBridge.syncData(true);
      // A refusal to start (no connection) says why; the same words as a failed sync, so one toast shows.
      if (!result.success)
        toast.error(
          t('offlineInventory.toast.syncFailed', { message: result.message || t('offlineInventory.unknownError') }),
        );
    } catch (e) {
      toast.error(failureText(t('offlineInventory.toast.syncStartFailed'), e));
    } finally {
      setStarting(false);
    }
  };

  return (
    <div id="oi-sync-panel" data-testid="sync-panel">
      <section className="card oi-sync" aria-label={t('offlineInventory.sync.panel')}>
        <div className="oi-sync-last">
          <span className="oi-muted">{t('offlineInventory.sync.lastSync')}</span>
          <strong data-testid="sync-last">{last ? formatDateTime(last) : t('offlineInventory.sync.never')}</strong>
        </div>
        <dl className="oi-counts">
          <div>
            <dt>{t('offlineInventory.sync.completed')}</dt>
            <dd data-testid="sync-completed">{formatCount(status?.operationsCompleted ?? 0)}</dd>
          </div>
          <div className={status?.operationsFailed ? 'danger' : undefined}>
            <dt>{t('offlineInventory.sync.failed')}</dt>
            <dd data-testid="sync-failed">{formatCount(status?.operationsFailed ?? 0)}</dd>
          </div>
          <div>
            <dt>{t('offlineInventory.sync.pending')}</dt>
            <dd data-testid="sync-pending">{formatCount(status?.operationsQueued ?? 0)}</dd>
          </div>
        </dl>
        {running ? (
          <div className="oi-progress" data-testid="sync-progress">
            <div
              className="oi-progress-track"
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-label={t('offlineInventory.sync.running')}
            >
              <div className="oi-progress-fill" style={{ width: `${percent}%` }} />
            </div>
            <span className="oi-muted" data-testid="sync-stage">
              {progress?.message || t('offlineInventory.sync.running')} · {percent} %
            </span>
          </div>
        ) : null}
        {lastFailed && !running ? (
          <p className="form-error" role="alert" data-testid="sync-last-error">
            {t('offlineInventory.toast.syncFailed', {
              message: lastFailed.message || t('offlineInventory.unknownError'),
            })}
          </p>
        ) : null}
        <div className="chip-row">
          <button
            type="button"
            className="chip primary"
            disabled={running || starting}
            onClick={() => void syncNow()}
            data-testid="sync-now"
          >
            {running || starting ? t('offlineInventory.sync.running') : t('offlineInventory.sync.now')}
          </button>
          <button
            type="button"
            className="chip"
            disabled={!config}
            onClick={() => setSettings(true)}
            data-testid="sync-settings"
          >
            {t('offlineInventory.sync.settings')}
          </button>
        </div>
      </section>
      <QueuedOperations />
      {settings && config ? <SyncSettingsSheet config={config} onClose={() => setSettings(false)} /> : null}
    </div>
  );
}
