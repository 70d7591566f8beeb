import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InputRow } from '@/components/ui/form-fields';
import { Sheet } from '@/components/ui/sheet';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { failureText } from '@/lib/problem';
import { toast } from '@/stores/toast-store';
import { scanBody, type DeliveryView } from '@domain/delivery';
import { useScanPackage } from '../api/commands';
import { CameraScan } from './camera-scan';
import '../locales/register';

interface Props {
  delivery: DeliveryView;
  onClose: () => void;
}

/**
 * 'Escanear para recoger': the package's code into a focused field — a keyboard-wedge reader types it
 * and presses Enter, which sends it; a person may type it — or read from the label's QR with the
 * camera. The server checks it is this package's (its refusal shows under the field, in its words).
 */
export function ScanSheet({ delivery, onClose }: Props) {
  const { t } = useTranslation();
  const scan = useScanPackage();
  const [camera, setCamera] = useState(false);
  const form = useSchemaForm(scanBody, { code: '' });
  const number = delivery.source.number;
  const send = (code: string) =>
    scan.mutate(
      { id: delivery.id, code },
      {
        onSuccess: () => {
          toast.success(t('delivery.toast.pickedUp', { number }));
          onClose();
        },
        onError: (error) => {
          form.showServerErrors(error);
          toast.error(failureText(t('delivery.toast.scanFailed'), error));
        },
      },
    );
  const submit = form.handleSubmit(({ code }) => send(code));
  return (
    <Sheet title={t('delivery.scan.title', { number })} open onClose={onClose}>
      {camera ? (
        <CameraScan
          onScan={(code) => {
            setCamera(false);
            form.setValue('code', code);
            send(code);
          }}
        />
      ) : null}
      <form onSubmit={(e) => void submit(e)} noValidate data-testid="scan-form">
        <div className="group-body dl-stacked">
          <InputRow
            label={t('delivery.scan.code')}
            placeholder={t('delivery.scan.placeholder')}
            autoFocus
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="go"
            maxLength={300}
            error={form.errorOf('code')}
            data-testid="scan-code"
            {...form.register('code')}
          />
        </div>
        <p className="group-footer">{t('delivery.scan.hint')}</p>
        <div className="sheet-actions">
          <button type="button" className="button plain" onClick={() => setCamera((c) => !c)} aria-pressed={camera}>
            {t('delivery.scan.camera')}
          </button>
          <button type="submit" className="button" disabled={scan.isPending} data-testid="scan-submit">
            {scan.isPending ? t('delivery.route.sending') : t('delivery.scan.submit')}
          </button>
        </div>
      </form>
    </Sheet>
  );
}
