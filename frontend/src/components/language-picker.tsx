import { useTranslation } from 'react-i18next';
import { setLanguage } from '@/lib/i18n';
import { LanguageSegments } from './language-segments';

/** Spanish or English, remembered on this device. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  return <LanguageSegments language={i18n.language} label={t('common.language')} onChange={setLanguage} />;
}
