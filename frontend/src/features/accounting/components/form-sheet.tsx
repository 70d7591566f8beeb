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
  /** Until the form can be sent (an entry that does not balance). */
  disabled?: boolean;
  /** The server's refusal (or the schema's), in its Spanish words. */
  refusal: string | null;
  onConfirm: () => void;
  onClose: () => void;
  children?: ReactNode;
  testId: string;
}

/** Every form of the books (expense, manual entry, close): a sheet with its fields, Volver and the step. */
export function FormSheet(p: Props) {
  const { t } = useTranslation();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!p.pending && !p.disabled) p.onConfirm();
  };
  return (
    <Sheet title={p.title} open onClose={p.onClose}>
      <form className="acc-sheet" onSubmit={submit} noValidate data-testid={p.testId}>
        {p.message ? <p className="notice">{p.message}</p> : null}
        {p.children}
        {p.refusal ? (
          <p className="form-error" role="alert" data-testid="sheet-refusal">
            {p.refusal}
          </p>
        ) : null}
        <div className="sheet-actions">
          <button type="button" className="button plain" onClick={p.onClose}>
            {t('accounting.actions.back')}
          </button>
          <button type="submit" className="button" disabled={p.pending || p.disabled} data-testid="sheet-confirm">
            {p.pending ? t('common.saving') : p.confirmLabel}
          </button>
        </div>
      </form>
    </Sheet>
  );
}
