import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet } from '@/components/ui/sheet';
import '../locales/register';

interface Props {
  title: string;
  /** What will happen, said before it does. */
  message?: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  pending: boolean;
  /** The server's refusal, in its Spanish words. */
  refusal: string | null;
  onConfirm: (e: FormEvent) => void;
  onClose: () => void;
  children?: ReactNode;
  testId: string;
}

/** Every confirmation of the subscription screens: a sheet that says what will happen, its fields, Volver and the step. */
export function ConfirmSheet(p: Props) {
  const { t } = useTranslation();
  return (
    <Sheet title={p.title} open onClose={p.onClose}>
      <form
        className="sub-sheet"
        onSubmit={(e) => {
          e.preventDefault();
          p.onConfirm(e);
        }}
        noValidate
        data-testid={p.testId}
      >
        {p.message ? <p className="notice">{p.message}</p> : null}
        {p.children}
        {p.refusal ? (
          <p className="form-error" role="alert" data-testid="sheet-refusal">
            {p.refusal}
          </p>
        ) : null}
        <div className="sheet-actions">
          <button type="button" className="button plain" onClick={p.onClose}>
            {t('subscriptions.actions.back')}
          </button>
          <button
            type="submit"
            className={p.danger ? 'button sub-danger-fill' : 'button'}
            disabled={p.pending}
            data-testid="sheet-confirm"
          >
            {p.pending ? t('common.saving') : p.confirmLabel}
          </button>
        </div>
      </form>
    </Sheet>
  );
}
