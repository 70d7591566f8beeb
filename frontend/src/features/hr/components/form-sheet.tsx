import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet } from '@/components/ui/sheet';
import '../locales/register';

interface Props {
  title: string;
  /** What will happen, said before it does. */
  message?: ReactNode;
  confirmLabel: string;
  pending: boolean;
  disabled?: boolean;
  /** The server's refusal, in its Spanish words. */
  refusal: string | null;
  onConfirm: () => void;
  onClose: () => void;
  children?: ReactNode;
  testId: string;
  destructive?: boolean;
}

/** Every HR form: a sheet with its fields (iOS grouped rows), Volver and the step. */
export function FormSheet(p: Props) {
  const { t } = useTranslation();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!p.pending && !p.disabled) p.onConfirm();
  };
  return (
    <Sheet title={p.title} open onClose={p.onClose}>
      <form className="hr-sheet" onSubmit={submit} noValidate data-testid={p.testId}>
        {p.message ? <p className="notice">{p.message}</p> : null}
        <div className="group-body hr-sheet-fields">{p.children}</div>
        {p.refusal ? (
          <p className="form-error" role="alert" data-testid="sheet-refusal">
            {p.refusal}
          </p>
        ) : null}
        <div className="sheet-actions">
          <button type="button" className="button plain" onClick={p.onClose}>
            {t('hr.actions.back')}
          </button>
          <button
            type="submit"
            className={p.destructive ? 'button destructive' : 'button'}
            disabled={p.pending || p.disabled}
            data-testid="sheet-confirm"
          >
            {p.pending ? t('common.saving') : p.confirmLabel}
          </button>
        </div>
      </form>
    </Sheet>
  );
}
