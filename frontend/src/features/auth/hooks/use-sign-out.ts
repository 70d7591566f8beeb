import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LOGIN_PATH } from '@/config/app';
import { toast } from '@/stores/toast-store';
import { logout } from '../api/commands';

/**
 * Spec 2.2: logout goes to /auth/login (spec 8's 'Logged out successfully' as a toast); `everywhere`
 * signs out of every device.
 */
export function useSignOut(everywhere = false): () => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return async () => {
    await logout(everywhere);
    await navigate(LOGIN_PATH, { replace: true });
    toast.success(t('auth.loggedOut'));
  };
}
