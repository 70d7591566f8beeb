import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shrinkPhoto } from '../lib/photo';
import '../locales/register';

interface Props {
  photo: string | null;
  onPhoto: (photo: string | null) => void;
  /** True while a chosen photo is being shrunk: the form waits for it. */
  onReading: (reading: boolean) => void;
}

/**
 * The handover photo, optional: the phone's camera opens straight away (capture=environment), and the
 * picture is shrunk on the phone (lib/photo.ts) before it is kept, so a weak signal sends kilobytes.
 */
export function PhotoField({ photo, onPhoto, onReading }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [failed, setFailed] = useState(false);
  const chosen = async (file: File | undefined) => {
    if (!file) return;
    setFailed(false);
    onReading(true);
    try {
      onPhoto(await shrinkPhoto(file));
    } catch {
      setFailed(true);
      onPhoto(null);
    } finally {
      onReading(false);
    }
  };
  return (
    <div className="dl-photo">
      <span className="dl-photo-label">{t('delivery.deliver.photo')}</span>
      {photo ? (
        <span className="dl-photo-preview">
          <img src={photo} alt={t('delivery.deliver.photoAlt')} data-testid="photo-preview" />
          <button type="button" className="link-button danger" onClick={() => onPhoto(null)}>
            {t('delivery.deliver.removePhoto')}
          </button>
        </span>
      ) : (
        <label htmlFor={id} className="chip">
          {t('delivery.deliver.takePhoto')}
        </label>
      )}
      <input
        id={id}
        className="dl-file"
        type="file"
        accept="image/*"
        capture="environment"
        onChange={(e) => {
          void chosen(e.target.files?.[0]);
          e.target.value = ''; // the same picture chosen again still counts as a change
        }}
        data-testid="photo-input"
      />
      {failed ? (
        <p className="field-error" role="alert">
          {t('delivery.deliver.photoFailed')}
        </p>
      ) : null}
    </div>
  );
}
