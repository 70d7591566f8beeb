import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet } from '@/components/ui/sheet';
import { useCameraScan } from '@/lib/use-camera-scan';
import { useKeyboardWedge } from '@/lib/use-keyboard-wedge';
import '../locales/register';

interface Props {
  onScan: (code: string) => void;
  message: { kind: 'error' | 'info'; text: string } | null;
  /** False while a sheet is open: the box leaves the focus to it. */
  active: boolean;
}

/**
 * The counter's scan box, always focused: a keyboard-wedge scanner types the code into it and presses
 * Enter (a wedge burst while a button has the focus is caught too, lib/use-keyboard-wedge); the camera
 * button reads a barcode with the device's camera (lib/use-camera-scan).
 */
export function ScanBox({ onScan, message, active }: Props) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [camera, setCamera] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const listening = active && !camera;
  useKeyboardWedge(onScan, listening);
  useEffect(() => {
    if (!listening) return;
    input.current?.focus();
    // Back to the box whenever the focus falls to the page (a toast) or a tap left it on a line's button;
    // a button reached with Tab keeps it, or the keyboard could never get past the box.
    let tapped = false;
    const onPointer = () => void (tapped = true);
    const onKey = () => void (tapped = false);
    const refocus = () =>
      setTimeout(() => {
        const el = document.activeElement;
        if (!el || el === document.body || (tapped && el.tagName === 'BUTTON'))
          input.current?.focus({ preventScroll: true });
      }, 0);
    document.addEventListener('pointerdown', onPointer, true);
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('focusout', refocus);
    return () => {
      document.removeEventListener('pointerdown', onPointer, true);
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('focusout', refocus);
    };
  }, [listening]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return;
    onScan(code.trim());
    setCode('');
  };
  return (
    <div className="pos-scan">
      <form className="pos-scan-form" onSubmit={submit} role="search" aria-label={t('pos.counter.scanLabel')}>
        <input
          ref={input}
          className="pos-scan-input"
          type="search"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          enterKeyHint="enter"
          placeholder={t('pos.counter.scanPlaceholder')}
          aria-label={t('pos.counter.scanLabel')}
          autoComplete="off"
          data-testid="pos-scan"
        />
        <button className="button pos-scan-add" type="submit" disabled={!code.trim()}>
          {t('pos.counter.add')}
        </button>
        <button
          className="button plain pos-scan-camera"
          type="button"
          onClick={() => setCamera(true)}
          data-testid="pos-camera"
        >
          {t('pos.counter.camera')}
        </button>
      </form>
      <p className={`pos-scan-message ${message?.kind ?? ''}`} aria-live="polite" data-testid="pos-scan-message">
        {message?.text ?? t('pos.counter.scanHint')}
      </p>
      {camera ? (
        <CameraSheet
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

function CameraSheet({ onScan, onClose }: { onScan: (code: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const { problem, detail, starting } = useCameraScan(video, onScan);
  return (
    <Sheet title={t('pos.counter.cameraTitle')} open onClose={onClose}>
      {problem ? (
        <div className="form-error" role="alert" data-testid="camera-problem">
          {t('pos.counter.cameraProblem', { detail: detail || problem })}
        </div>
      ) : (
        <>
          <video ref={video} className="pos-video" muted playsInline aria-label={t('pos.counter.cameraTitle')} />
          <p className="group-footer">{starting ? t('pos.counter.cameraStarting') : t('pos.counter.cameraHint')}</p>
        </>
      )}
    </Sheet>
  );
}
