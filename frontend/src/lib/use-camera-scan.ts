import { useEffect, useEffectEvent, useState, type RefObject } from 'react';

// Camera scanning with @zxing/browser (barcodes and QR codes alike), loaded only when a screen starts
// the camera: it is large. The camera stops when a code is read and when the screen closes, so the
// light goes off. The inventory's scanner and the driver's pickup scan both read through here.

export type CameraProblem = 'unsupported' | 'denied' | 'no-camera' | 'failed';

/** Why the camera cannot scan, from the DOMException the browser raises. */
function problemOf(error: unknown): CameraProblem {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError')
    return 'no-camera';
  return 'failed';
}

export function useCameraScan(video: RefObject<HTMLVideoElement | null>, onScan: (code: string) => void) {
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
  }, [video]);

  return { problem, detail, starting };
}
