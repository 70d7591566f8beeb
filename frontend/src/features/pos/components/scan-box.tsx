import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScanBox as CodeScanBox, type ScanLook, type ScanMessage } from '@/components/ui/scan-box';
import { useKeyboardWedge } from '@/lib/use-keyboard-wedge';
import '../locales/register';

interface Props {
  onScan: (code: string) => void;
  message: ScanMessage | null;
  /** False while a sheet is open: the box leaves the focus to it. */
  active: boolean;
}

// styles/counter.css styles the box; the browser tests find it by these ids.
const LOOK: ScanLook = {
  box: 'pos-scan',
  form: 'pos-scan-form',
  input: 'pos-scan-input',
  submit: 'button pos-scan-add',
  camera: 'button plain pos-scan-camera',
  message: 'pos-scan-message',
  video: 'pos-video',
  enterKeyHint: 'enter',
  testIds: { input: 'pos-scan', camera: 'pos-camera', message: 'pos-scan-message' },
};

/**
 * The counter's scan box, always focused: a keyboard-wedge scanner types the code into it and presses
 * Enter (a wedge burst while a button has the focus is caught too, lib/use-keyboard-wedge); the camera
 * button reads a barcode with the device's camera (lib/use-camera-scan).
 */
export function ScanBox({ onScan, message, active }: Props) {
  const { t } = useTranslation();
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
  const c = (key: string, o?: Record<string, unknown>) => t(`pos.counter.${key}`, o);
  return (
    <CodeScanBox
      onScan={onScan}
      message={message}
      inputRef={input}
      onCameraChange={setCamera}
      look={LOOK}
      texts={{
        label: c('scanLabel'),
        placeholder: c('scanPlaceholder'),
        submit: c('add'),
        camera: c('camera'),
        hint: c('scanHint'),
        cameraSheet: {
          title: c('cameraTitle'),
          starting: c('cameraStarting'),
          hint: c('cameraHint'),
          problem: (problem, detail) => c('cameraProblem', { detail: detail || problem }),
        },
      }}
    />
  );
}
