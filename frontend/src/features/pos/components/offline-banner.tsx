import { useTranslation } from 'react-i18next';
import { hasPermission } from '@/lib/access';
import { useSessionStore } from '@/stores/session-store';
import { useQueuedSales } from '../offline/store';
import { syncQueuedSales } from '../offline/sync';
import { money, moment } from '../lib/format';
import '../locales/register';

/**
 * Offline: how many sales wait on this device (they go by themselves when the network is back); and
 * the sales the server refused at the sync, listed "Para revisar" with its reason — a supervisor
 * (apply-discounts) may discard one once it is dealt with, nobody else loses it.
 */
export function OfflineBanner({ online }: { online: boolean }) {
  const { t } = useTranslation();
  const items = useQueuedSales((s) => s.items);
  const user = useSessionStore((s) => s.user);
  const supervisor = user ? hasPermission(user, 'apply-discounts') : false;
  const waiting = items.filter((s) => !s.syncError);
  const refused = items.filter((s) => s.syncError);
  return (
    <>
      {!online || waiting.length > 0 ? (
        <div className={online ? 'pos-banner syncing' : 'pos-banner'} role="status" data-testid="pos-offline-banner">
          <span data-testid="pos-queued-count" data-count={waiting.length}>
            {!online
              ? waiting.length > 0
                ? t('pos.offline.banner', { count: waiting.length })
                : t('pos.offline.offlineNoQueue')
              : t('pos.offline.pending', { count: waiting.length })}
          </span>
          {online && waiting.length > 0 ? (
            <button type="button" className="link-button" onClick={() => void syncQueuedSales()}>
              {t('pos.offline.sync')}
            </button>
          ) : null}
        </div>
      ) : null}
      {refused.length > 0 ? (
        <section className="pos-review" data-testid="pos-review" aria-label={t('pos.offline.review')}>
          <h2>{t('pos.offline.review')}</h2>
          <p className="pos-muted">{t('pos.offline.reviewHint')}</p>
          <ul>
            {refused.map((s) => (
              <li key={s.id} data-testid="pos-review-item">
                <span>
                  {moment(s.body.madeOfflineAt)} · {money(s.receipt.total)} — <strong>{s.syncError}</strong>
                </span>
                {supervisor ? (
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => useQueuedSales.getState().change(s.id, () => null)}
                  >
                    {t('pos.offline.discard')}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
