import { useTranslation } from 'react-i18next';
import { LargeTitle } from '@/components/ui/large-title';
import { SystemConfigForm } from '@/features/system-config/components/system-config-form';
import '@/features/system-config/locales/register';

/** /admin/system-config (issue 20, admin and owner): spec 3's system config on its own screen. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div data-testid="system-config-screen">
      <LargeTitle title={t('systemConfig.title')} subtitle={t('systemConfig.subtitle')} />
      <SystemConfigForm />
    </div>
  );
}
