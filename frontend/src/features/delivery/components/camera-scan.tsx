import { useTranslation } from 'react-i18next';
import { CameraView } from '@/components/ui/camera-sheet';
import '../locales/register';

/** The label's QR code read with the camera, inline in the pickup sheet (as the scan boxes read in theirs). */
export function CameraScan({ onScan }: { onScan: (code: string) => void }) {
  const { t } = useTranslation();
  const s = (key: string, o?: Record<string, unknown>) => t(`delivery.scan.${key}`, o);
  return (
    <CameraView
      onScan={onScan}
      className="dl-camera"
      videoClassName="dl-video"
      texts={{
        title: s('cameraTitle'),
        starting: s('cameraStarting'),
        hint: s('cameraHint'),
        problem: (problem, detail) => s(`camera_${problem}`, { detail }),
      }}
    />
  );
}
