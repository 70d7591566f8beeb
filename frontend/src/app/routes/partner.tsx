import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { PartnerPortal } from '@/features/partner-portal/partner-portal-page';

/**
 * /partner (issue 45): the partner role's landing, outside the admin layout — a partner account sees
 * its own bar (its business, "Cerrar sesión"), never the staff's navigation.
 */
export function Component() {
  const signOut = useSignOut();
  return <PartnerPortal onSignOut={() => void signOut()} />;
}
