import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isStandalone } from '../lib/install';

/** Spec 2.7: in a browser (not the installed app) the screen says it is meant for the desktop app. */
export function BrowserBanner() {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(isStandalone);
  if (hidden) return null;
  return (
    <div className="notice oi-banner" role="note" data-testid="browser-banner">
      <span>{t('offlineInventory.browserBanner')}</span>
      <button type="button" className="link-button" onClick={() => setHidden(true)}>
        {t('offlineInventory.dismiss')}
      </button>
    </div>
  );
}
