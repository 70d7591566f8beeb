import { useNavigate } from 'react-router-dom';
import { LOGIN_PATH } from '@/config/app';
import { logout } from '../api/logout';

/** Spec 2.2: logout goes to /auth/login. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    await logout();
    await navigate(LOGIN_PATH, { replace: true });
  };
}
