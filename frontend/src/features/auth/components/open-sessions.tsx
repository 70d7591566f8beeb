import { useTranslation } from 'react-i18next';
import { GroupedList } from '@/components/ui/grouped-list';
import { toast } from '@/stores/toast-store';
import { useEndSession } from '../api/commands';
import { useOpenSessions } from '../api/reads';
import { useSignOut } from '../hooks/use-sign-out';

/**
 * /profile's open sessions: each device with its last activity; another device's session can be
 * ended from here, and this one or all of them signed out.
 */
export function OpenSessions() {
  const { t, i18n } = useTranslation();
  const sessions = useOpenSessions();
  const end = useEndSession();
  const signOut = useSignOut();
  const signOutEverywhere = useSignOut(true);
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-label={t('profile.sessions')}>
      <GroupedList header={t('profile.sessions')} footer={t('profile.sessionsFooter')}>
        {sessions.isPending ? <div className="row muted">{t('common.loading')}</div> : null}
        {sessions.isError ? (
          <div className="row" role="alert">
            {t('profile.sessionsFailed')}
          </div>
        ) : null}
        {sessions.data?.map((s) => (
          <div className="row" key={s.id} data-testid="open-session">
            <span className="row-main">
              <span className="row-title">{s.device}</span>
              <div className="row-subtitle">{t('profile.lastSeen', { when: when(s.lastSeenAt) })}</div>
            </span>
            {s.current ? (
              <span className="row-detail">
                <span className="badge primary">{t('profile.thisDevice')}</span>
              </span>
            ) : (
              <button
                className="chip small"
                type="button"
                disabled={end.isPending}
                onClick={() =>
                  end.mutate(s.id, {
                    onSuccess: () => toast.success(t('profile.sessionEnded', { device: s.device })),
                    onError: (err) => toast.error(err.message),
                  })
                }
              >
                {t('profile.endSession')}
              </button>
            )}
          </div>
        ))}
      </GroupedList>
      <div style={{ display: 'grid', gap: 12 }}>
        <button className="button destructive" type="button" onClick={() => void signOut()}>
          {t('profile.signOutHere')}
        </button>
        <button className="button plain destructive" type="button" onClick={() => void signOutEverywhere()}>
          {t('profile.signOutEverywhere')}
        </button>
      </div>
    </section>
  );
}
