import { useTranslation } from 'react-i18next';
import { Sheet } from '@/components/ui/sheet';

export interface Confirmation {
  title: string;
  message: string;
  confirmText: string;
  /** 'danger' paints the confirm button red (cancelling an invoice). */
  type: 'primary' | 'danger';
}

/** Spec 2.8/3 "Confirmation dialog": title, message, cancel and confirm. */
export function ConfirmSheet({
  confirmation: c,
  pending,
  onConfirm,
  onClose,
}: {
  confirmation: Confirmation;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Sheet title={c.title} open onClose={onClose}>
      <p className="notice" data-testid="confirm-message">
        {c.message}
      </p>
      <div className="sheet-actions">
        <button type="button" className="button plain" onClick={onClose}>
          {t('billing.confirm.back')}
        </button>
        <button
          type="button"
          className={c.type === 'danger' ? 'button destructive-fill' : 'button'}
          disabled={pending}
          onClick={onConfirm}
        >
          {pending ? t('common.saving') : c.confirmText}
        </button>
      </div>
    </Sheet>
  );
}
