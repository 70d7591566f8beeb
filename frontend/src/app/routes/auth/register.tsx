import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LargeTitle } from '@/components/ui/large-title';
import { RegisterForm } from '@/features/auth/components/register-form';
import { afterLogin } from '../../guards';

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectParam = params.get('redirect');
  return (
    <>
      <LargeTitle title={t('auth.register.title')} />
      <RegisterForm onRegistered={(user) => void navigate(afterLogin(user, redirectParam), { replace: true })} />
      <p className="auth-foot">
        {t('auth.register.hasAccount')} <Link to="/auth/login">{t('auth.register.login')}</Link>
      </p>
    </>
  );
}
