import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LargeTitle } from '@/components/ui/large-title';
import { LoginForm } from '@/features/auth/components/login-form';
import { afterLogin } from '../../guards';

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectParam = params.get('redirect');
  return (
    <>
      <LargeTitle title={t('auth.login.title')} />
      <LoginForm onSignedIn={(user) => void navigate(afterLogin(user, redirectParam), { replace: true })} />
      <p className="auth-foot">
        {t('auth.login.noAccount')}{' '}
        <Link to={redirectParam ? `/auth/register?redirect=${encodeURIComponent(redirectParam)}` : '/auth/register'}>
          {t('auth.login.register')}
        </Link>
      </p>
    </>
  );
}
