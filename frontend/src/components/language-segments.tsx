import { LANGUAGES, type Language } from '@/config/app';
import { LANGUAGE_NAMES } from '@/config/locales/auth';

/** Spanish or English as a segmented control; plain React, so the login page uses it without i18next. */
export function LanguageSegments({
  language,
  label,
  onChange,
}: {
  language: string;
  label: string;
  onChange: (language: Language) => void;
}) {
  return (
    <div className="segmented" role="group" aria-label={label}>
      {LANGUAGES.map((lng) => (
        <button key={lng} type="button" aria-pressed={language === lng} onClick={() => onChange(lng)}>
          {LANGUAGE_NAMES[lng]}
        </button>
      ))}
    </div>
  );
}
