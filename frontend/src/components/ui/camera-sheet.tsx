import { useRef } from 'react';
import { useCameraScan, type CameraProblem } from '@/lib/use-camera-scan';
import { Sheet } from './sheet';

/** A camera's words, in the feature's texts. */
export interface CameraTexts {
  title: string;
  starting: string;
  hint: string;
  /** Why it cannot scan (no camera, refused…), with the browser's own detail. */
  problem: (problem: CameraProblem, detail: string) => string;
}

interface ViewProps {
  onScan: (code: string) => void;
  texts: CameraTexts;
  /** The video's size, the feature's own. */
  videoClassName: string;
  /** Given, the video and its hint sit in a block of that class (the driver's scan shows it inline). */
  className?: string;
}

/**
 * What the camera sees while it reads a code (lib/use-camera-scan), or why it cannot; the camera stops
 * when this leaves the screen, so the light goes off.
 */
export function CameraView({ onScan, texts, videoClassName, className }: ViewProps) {
  const video = useRef<HTMLVideoElement>(null);
  const { problem, detail, starting } = useCameraScan(video, onScan);
  if (problem)
    return (
      <div className="form-error" role="alert" data-testid="camera-problem">
        {texts.problem(problem, detail)}
      </div>
    );
  const view = (
    <>
      <video ref={video} className={videoClassName} muted playsInline aria-label={texts.title} />
      <p className="group-footer">{starting ? texts.starting : texts.hint}</p>
    </>
  );
  return className ? <div className={className}>{view}</div> : view;
}

/** The camera in a sheet: closing the sheet stops it. */
export function CameraSheet({ onClose, ...view }: Omit<ViewProps, 'className'> & { onClose: () => void }) {
  return (
    <Sheet title={view.texts.title} open onClose={onClose}>
      <CameraView {...view} />
    </Sheet>
  );
}
