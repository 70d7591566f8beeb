import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import '../locales/register';

/** Another code, typed as a customer reads it from their confirmation (spaces and case do not matter). */
export function TrackForm({ title }: { title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const wanted = code.replace(/\s+/g, '').toUpperCase();
    if (!wanted) return setMissing(true);
    setMissing(false);
    setCode('');
    void navigate(`/track/${encodeURIComponent(wanted)}`);
  };
  return (
    <form className="group" onSubmit={submit} data-testid="track-form" noValidate>
      <h2 className="group-header">{title}</h2>
      <div className="group-body or-track-form">
        <input
          className="search"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          placeholder={t('orders.track.code')}
          aria-label={t('orders.track.code')}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${id}-e` : undefined}
        />
        <button type="submit" className="chip primary">
          {t('orders.track.search')}
        </button>
      </div>
      {missing ? (
        <p className="field-error" id={`${id}-e`}>
          {t('orders.track.codeRequired')}
        </p>
      ) : null}
    </form>
  );
}
