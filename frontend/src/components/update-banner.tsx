import { useTranslation } from 'react-i18next';
import { useAppUpdateStore } from '@/stores/app-update-store';

/** Offered when a screen's chunk failed to load: the release changed under the open tab. */
export function UpdateBanner() {
  const { t } = useTranslation();
  const updateAvailable = useAppUpdateStore((s) => s.updateAvailable);
  if (!updateAvailable) return null;
  return (
    <div className="update-banner" role="alert">
      <span>{t('update.available')}</span>
      <button type="button" onClick={() => window.location.reload()}>
        {t('update.reload')}
      </button>
    </div>
  );
}
