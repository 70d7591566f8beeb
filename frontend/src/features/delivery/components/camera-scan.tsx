import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../locales/register';

type CameraProblem = 'unsupported' | 'denied' | 'no-camera' | 'failed';

/** Why the camera cannot scan, from the DOMException the browser raises. */
function problemOf(error: unknown): CameraProblem {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError')
    return 'no-camera';
  return 'failed';
}

/**
 * The label's QR code read with the camera (@zxing/browser, loaded only now: it is large), as the
 * inventory's scanner does. The camera stops when a code is read and when this closes, so the light goes off.
 */
export function CameraScan({ onScan }: { onScan: (code: string) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [detail, setDetail] = useState('');
  const [starting, setStarting] = useState(true);
  const scanned = useEffectEvent(onScan);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) return setProblem('unsupported');
      try {
        const { BrowserQRCodeReader } = await import('@zxing/browser');
        const reader = new BrowserQRCodeReader();
        const controls = await reader.decodeFromVideoDevice(undefined, video.current!, (result, _error, ctl) => {
          if (!result) return; // no code in this frame yet
          ctl.stop();
          scanned(result.getText());
        });
        if (cancelled) controls.stop();
        else stop = () => controls.stop();
      } catch (error) {
        if (cancelled) return;
        setProblem(problemOf(error));
        setDetail(error instanceof Error ? error.message : String(error));
      } finally {
        if (!cancelled) setStarting(false);
      }
    };
    void start();
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);

  if (problem)
    return (
      <div className="form-error" role="alert" data-testid="camera-problem">
        {t(`delivery.scan.camera_${problem}`, { detail })}
      </div>
    );
  return (
    <div className="dl-camera">
      <video ref={video} className="dl-video" muted playsInline aria-label={t('delivery.scan.cameraTitle')} />
      <p className="group-footer">{starting ? t('delivery.scan.cameraStarting') : t('delivery.scan.cameraHint')}</p>
    </div>
  );
}
