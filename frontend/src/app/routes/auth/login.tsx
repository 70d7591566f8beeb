import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Language } from '@/config/app';
import { meQueryKey } from '@/features/auth/api/keys';
import { LoginScreen } from '@/features/auth/components/login-screen';
import { setLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { useSystemConfig } from '@/lib/system-config';
import { afterLogin } from '../../after-login';

/** /auth/login reached inside the app (a sign-out, a guard): the same screen the first page shows. */
export function Component() {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { systemName } = useSystemConfig();
  const redirect = params.get('redirect');
  return (
    <LoginScreen
      systemName={systemName}
      language={i18n.language as Language}
      onLanguage={setLanguage}
      redirect={redirect}
      onNavigate={(href) => void navigate(href)}
      onSignedIn={(user) => {
        queryClient.setQueryData(meQueryKey, user);
        void navigate(afterLogin(user, redirect), { replace: true });
      }}
    />
  );
}
