import { useTranslation } from 'react-i18next';
import { LargeTitle } from '@/components/ui/large-title';
import { HelpRequestsHome } from '@/features/support/components/help-requests-home';
import '@/features/support/locales/register';

/** /admin/help-requests (issue 22, admin and owner): the messages chat users left for a person. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div data-testid="help-requests">
      <LargeTitle title={t('support.title')} subtitle={t('support.subtitle')} />
      <HelpRequestsHome />
    </div>
  );
}
