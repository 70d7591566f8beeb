import { useState, type FormEvent, type Ref } from 'react';
import { CameraSheet, type CameraTexts } from './camera-sheet';

export interface ScanMessage {
  kind: 'error' | 'info';
  text: string;
}

/** The box's words, in the feature's texts. */
export interface ScanTexts {
  label: string;
  placeholder: string;
  /** The step the code takes: 'Buscar' (inventory), 'Agregar' (the counter). */
  submit: string;
  camera: string;
  /** Shown under the box until a code says something. */
  hint: string;
  cameraSheet: CameraTexts;
}

/** The classes and test ids each screen styles and finds the box by. */
export interface ScanLook {
  box: string;
  form: string;
  input: string;
  submit: string;
  camera: string;
  message: string;
  video: string;
  /** The phone keyboard's Enter key: 'search' looks a code up, 'enter' adds it to a sale. */
  enterKeyHint: 'search' | 'enter';
  testIds: { input: string; camera: string; message: string };
}

interface Props {
  /** The code, trimmed; a blank one is not sent. */
  onScan: (code: string) => void;
  message: ScanMessage | null;
  /** A look-up under way: the step waits for it. */
  pending?: boolean;
  texts: ScanTexts;
  look: ScanLook;
  /** The counter keeps the focus in the box (its wedge scanner types there). */
  inputRef?: Ref<HTMLInputElement>;
  /** The counter stops listening for its scanner while the camera is open. */
  onCameraChange?: (open: boolean) => void;
}

/**
 * A scan box (inventory, the counter): a keyboard-wedge scanner types a code into it, or a person does,
 * and Enter takes it; the camera button reads it with the device's camera in a sheet. What the code did
 * shows under the box, read out as it changes.
 */
export function ScanBox({ onScan, message, pending = false, texts, look, inputRef, onCameraChange }: Props) {
  const [code, setCode] = useState('');
  const [camera, setCamera] = useState(false);
  const showCamera = (open: boolean) => {
    setCamera(open);
    onCameraChange?.(open);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return;
    onScan(code.trim());
    setCode('');
  };
  return (
    <div className={look.box}>
      <form className={look.form} onSubmit={submit} role="search" aria-label={texts.label}>
        <input
          ref={inputRef}
          className={look.input}
          type="search"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          enterKeyHint={look.enterKeyHint}
          placeholder={texts.placeholder}
          aria-label={texts.label}
          autoComplete="off"
          data-testid={look.testIds.input}
        />
        <button className={look.submit} type="submit" disabled={pending || !code.trim()}>
          {texts.submit}
        </button>
        <button
          className={look.camera}
          type="button"
          onClick={() => showCamera(true)}
          data-testid={look.testIds.camera}
        >
          {texts.camera}
        </button>
      </form>
      <p className={`${look.message} ${message?.kind ?? ''}`} aria-live="polite" data-testid={look.testIds.message}>
        {message?.text ?? texts.hint}
      </p>
      {camera ? (
        <CameraSheet
          texts={texts.cameraSheet}
          videoClassName={look.video}
          onClose={() => showCamera(false)}
          onScan={(c) => {
            showCamera(false);
            onScan(c);
          }}
        />
      ) : null}
    </div>
  );
}
