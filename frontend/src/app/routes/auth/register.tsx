import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LargeTitle } from '@/components/ui/large-title';
import type { Language } from '@/config/app';
import { AuthFrame } from '@/features/auth/components/auth-frame';
import { RegisterForm } from '@/features/auth/components/register-form';
import { setLanguage } from '@/lib/i18n';
import { useSystemConfig } from '@/lib/system-config';
import { afterLogin } from '../../after-login';

export function Component() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { systemName } = useSystemConfig();
  const redirectParam = params.get('redirect');
  return (
    <AuthFrame systemName={systemName} language={i18n.language as Language} onLanguage={setLanguage}>
      <LargeTitle title={t('auth.register.title')} />
      <RegisterForm onRegistered={(user) => void navigate(afterLogin(user, redirectParam), { replace: true })} />
      <p className="auth-foot">
        {t('auth.register.hasAccount')} <Link to="/auth/login">{t('auth.register.login')}</Link>
      </p>
    </AuthFrame>
  );
}
