import { useTranslation } from 'react-i18next';
import { LanguagePicker } from '@/components/language-picker';
import { GroupedList, ListRow } from '@/components/ui/grouped-list';
import { LargeTitle } from '@/components/ui/large-title';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { ProfileForm } from '@/features/auth/components/profile-form';
import { OpenSessions } from '@/features/auth/components/open-sessions';
import { ProfileAddresses } from '@/features/storefront/components/profile-addresses';
import { canOrder } from '@/features/storefront/lib/access';
import { useSessionStore } from '@/stores/session-store';
import { ProfileOrdersSection } from './profile-orders';
import '@/features/auth/locales/register';

/**
 * /profile: who you are, your saved delivery addresses (whoever may order: issue 43), your details,
 * your password, your language, your sessions and sign out.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const user = useSessionStore((s) => s.user);
  if (!user) return null;
  const since = user.createdAt ? new Date(user.createdAt).toLocaleDateString(i18n.language) : '—';
  return (
    <>
      <LargeTitle title={t('profile.title')} subtitle={user.email} />
      <GroupedList>
        <ListRow title={t('profile.email')} detail={user.email} />
        <ListRow
          title={t('profile.roles')}
          detail={user.roles.map((r) => t(`roles.${r}`, { defaultValue: r })).join(', ')}
        />
        <ListRow title={t('profile.memberSince')} detail={since} />
      </GroupedList>
      {canOrder(user) ? <ProfileAddresses /> : null}
      <ProfileOrdersSection user={user} />
      <ProfileForm key={user.id} user={user} />
      <ChangePasswordForm />
      <GroupedList header={t('profile.preferences')}>
        <div className="field">
          <label style={{ flex: 1 }}>{t('common.language')}</label>
          <LanguagePicker />
        </div>
      </GroupedList>
      <OpenSessions />
    </>
  );
}
