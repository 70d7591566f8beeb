import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@/config/app';
import { setLanguage } from '@/lib/i18n';

/** Spanish or English, remembered on this device. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  return (
    <div className="segmented" role="group" aria-label={t('common.language')}>
      {LANGUAGES.map((lng) => (
        <button key={lng} type="button" aria-pressed={i18n.language === lng} onClick={() => setLanguage(lng)}>
          {t(`languages.${lng}`)}
        </button>
      ))}
    </div>
  );
}
