import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LargeTitle } from '@/components/ui/large-title';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { defaultLanding } from '@/lib/access';
import { useSessionStore } from '@/stores/session-store';
import '@/features/auth/locales/register';

/**
 * /profile/password (issue 43): an account an admin created signs in with a temporary password and is
 * sent here until it chooses its own; then it goes where its role lands. Anyone may change theirs here too.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  if (!user) return null;
  const changed = () => {
    // The server's profile follows once the users projection has the change; this tab need not wait.
    const { mustChangePassword: _temporary, ...own } = user;
    useSessionStore.getState().setUser(own);
    void navigate(user.mustChangePassword ? defaultLanding(own) : '/profile', { replace: true });
  };
  return (
    <>
      <LargeTitle title={t('profile.temporaryTitle')} subtitle={user.email} />
      {user.mustChangePassword ? (
        <p className="notice" role="status" data-testid="temporary-password-notice">
          {t('profile.temporaryNotice')}
        </p>
      ) : null}
      <ChangePasswordForm onChanged={changed} />
    </>
  );
}
