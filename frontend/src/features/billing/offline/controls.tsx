import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet } from '@/components/ui/sheet';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { toast } from '@/stores/toast-store';
import { switchOffline } from './network';
import { useLocalClients, useLocalInvoices, useOfflineMode } from './store';
import { syncPending, type SyncOutcome } from './sync';
import './locales';
import './offline.css';

/** The toolbar part of spec 2.8: the 'Modo offline' switch and, offline with pending items, 'Sincronizar (n)'. */
export function OfflineControls() {
  const { t } = useTranslation();
  const offline = useOfflineMode((s) => s.offline);
  const clients = useLocalClients((s) => s.clients);
  const invoices = useLocalInvoices((s) => s.invoices);
  const [confirming, setConfirming] = useState(false);
  const [syncing, setSyncing] = useState(false);
  const pending = clients.length + invoices.length;
  const refused = [
    ...clients.filter((c) => c.syncError).map((c) => ({ id: c.view.id, name: c.view.name, message: c.syncError })),
    ...invoices
      .filter((i) => i.syncError)
      .map((i) => ({ id: i.view.id, name: `${i.view.clientName} · ${i.view.date}`, message: i.syncError })),
  ];

  const confirm = async () => {
    setConfirming(false);
    setSyncing(true);
    const progress = toast.progress(t('billingOffline.syncing'));
    try {
      report(await syncPending(), progress);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : String(e), progress);
    } finally {
      setSyncing(false);
    }
  };

  return (
    <div className="bo-controls" data-testid="billing-offline">
      <label className="bo-switch">
        <input
          type="checkbox"
          role="switch"
          className="switch"
          checked={offline}
          onChange={(e) => switchOffline(e.target.checked)}
        />
        <span>{t('billingOffline.mode')}</span>
      </label>
      {offline && pending > 0 && (
        <button type="button" className="bo-sync" disabled={syncing} onClick={() => setConfirming(true)}>
          {t('billingOffline.sync', { n: pending })}
        </button>
      )}
      {refused.length > 0 && (
        <ul className="bo-refused" data-testid="sync-refused">
          {refused.map((r) => (
            <li key={r.id}>
              {r.name}: {r.message}
            </li>
          ))}
        </ul>
      )}
      <Sheet title={t('billingOffline.confirmTitle')} open={confirming} onClose={() => setConfirming(false)}>
        <p className="bo-message">{t('billingOffline.confirmMessage', { n: pending })}</p>
        <div className="bo-actions">
          <button type="button" className="button plain" onClick={() => setConfirming(false)}>
            {t('billingOffline.cancel')}
          </button>
          <button type="button" className="button" onClick={() => void confirm()}>
            {t('billingOffline.confirm')}
          </button>
        </div>
      </Sheet>
    </div>
  );
}

/** One toast for the outcome, in place of the progress toast: success only when everything went through (spec 8 texts). */
function report(outcome: SyncOutcome, progress: number): void {
  const t = i18n.t.bind(i18n);
  if (outcome.stoppedBy) {
    const message = outcome.stoppedBy instanceof ApiError ? outcome.stoppedBy.message : t('billingOffline.unreachable');
    toast.error(t('billingOffline.failed', { message }), progress);
  } else if (outcome.refused.length > 0) {
    for (const r of outcome.refused.slice(0, 3))
      toast.error(t('billingOffline.refused', { name: r.name, message: r.message }), progress);
  } else {
    toast.success(t('billingOffline.synced'), progress);
  }
}
