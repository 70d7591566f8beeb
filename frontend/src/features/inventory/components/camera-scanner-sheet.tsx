import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet } from '@/components/ui/sheet';

type CameraProblem = 'unsupported' | 'denied' | 'no-camera' | 'failed';

/** The words for why the camera cannot scan, from the DOMException the browser raises. */
function problemOf(error: unknown): CameraProblem {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError')
    return 'no-camera';
  return 'failed';
}

/**
 * Camera scanning with @zxing/browser, loaded only when the sheet opens (it is large). The camera
 * stops when a code is read and when the sheet closes, so the light goes off.
 */
export function CameraScannerSheet({ onScan, onClose }: { onScan: (code: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [detail, setDetail] = useState('');
  const [starting, setStarting] = useState(true);
  // The latest onScan, without restarting the camera each render.
  const scanned = useEffectEvent(onScan);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) return setProblem('unsupported');
      try {
        const { BrowserMultiFormatReader } = await import('@zxing/browser');
        const reader = new BrowserMultiFormatReader();
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

  return (
    <Sheet title={t('inventory.scan.cameraTitle')} open onClose={onClose}>
      {problem ? (
        <div className="form-error" role="alert" data-testid="camera-problem">
          {t(`inventory.scan.camera_${problem}`, { detail })}
        </div>
      ) : (
        <>
          <video ref={video} className="scan-video" muted playsInline aria-label={t('inventory.scan.cameraTitle')} />
          <p className="group-footer">
            {starting ? t('inventory.scan.cameraStarting') : t('inventory.scan.cameraHint')}
          </p>
        </>
      )}
    </Sheet>
  );
}
