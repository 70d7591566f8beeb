import { useTranslation } from 'react-i18next';
import { ScanBox as CodeScanBox, type ScanLook } from '@/components/ui/scan-box';
import type { ScanMessage } from '../hooks/use-scan';

interface Props {
  onScan: (code: string) => void;
  message: ScanMessage | null;
  pending: boolean;
}

// inventory.css styles the box; the browser tests find it by these ids.
const LOOK: ScanLook = {
  box: 'scan-box',
  form: 'toolbar',
  input: 'search',
  submit: 'chip',
  camera: 'chip',
  message: 'scan-message',
  video: 'scan-video',
  enterKeyHint: 'search',
  testIds: { input: 'scan-input', camera: 'scan-camera', message: 'scan-message' },
};

/**
 * The quick scan box of the inventory and the warehouse: a wedge scanner types into it (or a person
 * does) and Enter looks the code up; the camera button scans with the device camera instead.
 */
export function ScanBox(props: Props) {
  const { t } = useTranslation();
  const s = (key: string, o?: Record<string, unknown>) => t(`inventory.scan.${key}`, o);
  return (
    <CodeScanBox
      {...props}
      look={LOOK}
      texts={{
        label: s('label'),
        placeholder: s('placeholder'),
        submit: s('find'),
        camera: s('camera'),
        hint: s('hint'),
        cameraSheet: {
          title: s('cameraTitle'),
          starting: s('cameraStarting'),
          hint: s('cameraHint'),
          problem: (problem, detail) => s(`camera_${problem}`, { detail }),
        },
      }}
    />
  );
}
