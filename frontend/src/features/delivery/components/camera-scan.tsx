import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCameraScan } from '@/lib/use-camera-scan';
import '../locales/register';

/** The label's QR code read with the camera (lib/use-camera-scan, as the inventory's scanner reads). */
export function CameraScan({ onScan }: { onScan: (code: string) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const { problem, detail, starting } = useCameraScan(video, onScan);

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
