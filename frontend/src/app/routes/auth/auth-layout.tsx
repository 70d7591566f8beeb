import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { LanguagePicker } from '@/components/language-picker';
import { useSystemConfig } from '@/lib/system-config';

/** Spec 2.10's auth layout: the brand over one centred panel. */
export function Component() {
  const { t } = useTranslation();
  const { systemName } = useSystemConfig();
  return (
    <main className="auth-shell">
      <div className="auth-brand">
        <div className="auth-logo" aria-hidden>
          ✿
        </div>
        <p className="auth-name">{systemName}</p>
        <p style={{ color: 'var(--secondary)' }}>{t('auth.layoutTagline')}</p>
      </div>
      <div className="auth-panel">
        <Outlet />
        <div style={{ marginTop: 24 }}>
          <LanguagePicker />
        </div>
      </div>
    </main>
  );
}
