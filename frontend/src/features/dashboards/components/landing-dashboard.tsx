import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LargeTitle } from '@/components/ui/large-title';
import type { SessionUser } from '@/lib/access';
import type { LandingKind } from '@/config/areas';

/**
 * A role's landing: its name and who is signed in with which roles, over the role's figures (the
 * children). Where to go from here is the shell's navigation, beside every screen.
 */
export function LandingDashboard({
  kind,
  user,
  children,
}: {
  kind: LandingKind;
  user: SessionUser;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const roles = user.roles.map((r) => t(`roles.${r}`, { defaultValue: r })).join(' · ');
  return (
    <div data-testid={`landing-${kind}`}>
      <LargeTitle
        title={t(`dashboards.${kind}`)}
        subtitle={`${t('dashboards.greeting', { name: user.firstName || user.name })} — ${roles}`}
      />
      {children}
    </div>
  );
}
