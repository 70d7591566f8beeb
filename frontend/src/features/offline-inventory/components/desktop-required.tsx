import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { LargeTitle } from '@/components/ui/large-title';
import { useInstallPrompt, type InstallOutcome } from '../lib/install';
import '../locales/register-install';
import './desktop-required.css';

/**
 * Spec 2.7: the unified warehouse panel outside the desktop app. The inventory that works offline is the
 * installed app; this panel installs it (the browser's dialog, or the menu path where there is none),
 * opens the same screen in the tab, or goes back to the warehouse.
 */
export function DesktopRequired() {
  const { t } = useTranslation();
  const { canInstall, install } = useInstallPrompt();
  const [outcome, setOutcome] = useState<InstallOutcome | null>(null);
  const onInstall = async () => setOutcome(await install());
  // Without a prompt the button still answers: it says where the browser keeps "Instalar aplicación".
  const note =
    outcome === 'accepted'
      ? t('offlineInventory.install.accepted')
      : outcome === 'dismissed'
        ? t('offlineInventory.install.dismissed')
        : outcome === 'unavailable'
          ? t('offlineInventory.install.howTo')
          : null;

  return (
    <div className="desktop-required" data-testid="desktop-required">
      <LargeTitle title={t('offlineInventory.install.title')} />
      <section className="desktop-required-card">
        <EmptyState icon="box" title={t('offlineInventory.install.subtitle')}>
          {t('offlineInventory.install.body')}
        </EmptyState>
        <button type="button" className="button" data-can-install={canInstall} onClick={() => void onInstall()}>
          {t('offlineInventory.install.install')}
        </button>
        {note ? (
          <p className="desktop-required-note" role="status" data-testid="install-note">
            {note}
          </p>
        ) : null}
        <Link className="button plain" to="/warehouse/electron">
          {t('offlineInventory.install.openInBrowser')}
        </Link>
      </section>
      <Link className="desktop-required-back" to="/warehouse">
        {t('offlineInventory.install.back')}
      </Link>
    </div>
  );
}
