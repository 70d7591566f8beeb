import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet } from '@/components/ui/sheet';
import { useCameraScan } from '@/lib/use-camera-scan';

/** Camera scanning (lib/use-camera-scan) in a sheet; closing it stops the camera. */
export function CameraScannerSheet({ onScan, onClose }: { onScan: (code: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const { problem, detail, starting } = useCameraScan(video, onScan);

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
