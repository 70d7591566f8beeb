import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScanMessage } from '../hooks/use-scan';
import { CameraScannerSheet } from './camera-scanner-sheet';

interface Props {
  onScan: (code: string) => void;
  message: ScanMessage | null;
  pending: boolean;
}

/**
 * The quick scan box: a wedge scanner types into it (or a person does) and Enter looks the code
 * up; the camera button scans with the device camera instead.
 */
export function ScanBox({ onScan, message, pending }: Props) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [camera, setCamera] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return;
    onScan(code);
    setCode('');
  };
  return (
    <div className="scan-box">
      <form className="toolbar" onSubmit={submit} role="search" aria-label={t('inventory.scan.label')}>
        <input
          className="search"
          type="search"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          enterKeyHint="search"
          placeholder={t('inventory.scan.placeholder')}
          aria-label={t('inventory.scan.label')}
          autoComplete="off"
          data-testid="scan-input"
        />
        <button className="chip" type="submit" disabled={pending || !code.trim()}>
          {t('inventory.scan.find')}
        </button>
        <button className="chip" type="button" onClick={() => setCamera(true)} data-testid="scan-camera">
          {t('inventory.scan.camera')}
        </button>
      </form>
      <p className={`scan-message ${message?.kind ?? ''}`} aria-live="polite" data-testid="scan-message">
        {message?.text ?? t('inventory.scan.hint')}
      </p>
      {camera ? (
        <CameraScannerSheet
          onClose={() => setCamera(false)}
          onScan={(c) => {
            setCamera(false);
            onScan(c);
          }}
        />
      ) : null}
    </div>
  );
}
