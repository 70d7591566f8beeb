import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet } from './sheet';
import './form-sheet.css';

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
  /**
   * The step ends or undoes something: its button is red — red words (a discard), or filled red
   * ('fill') where the step cannot be taken back (cancelling a subscription).
   */
  destructive?: boolean | 'fill';
  /** The form's own class: its feature's spacing. */
  className?: string;
  /** Given, the fields sit in one block of that class (HR's grouped rows). */
  fieldsClassName?: string;
}

/** A form in a sheet (the books', HR's, subscriptions'): its fields, the server's refusal, Volver and the step. */
export function FormSheet(p: Props) {
  const { t } = useTranslation();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!p.pending && !p.disabled) p.onConfirm();
  };
  return (
    <Sheet title={p.title} open onClose={p.onClose}>
      <form className={p.className} onSubmit={submit} noValidate data-testid={p.testId}>
        {p.message ? <p className="notice">{p.message}</p> : null}
        {p.fieldsClassName ? <div className={p.fieldsClassName}>{p.children}</div> : p.children}
        {p.refusal ? (
          <p className="form-error" role="alert" data-testid="sheet-refusal">
            {p.refusal}
          </p>
        ) : null}
        <div className="sheet-actions">
          <button type="button" className="button plain" onClick={p.onClose}>
            {t('common.back')}
          </button>
          <button
            type="submit"
            className={
              p.destructive ? `button ${p.destructive === 'fill' ? 'destructive-fill' : 'destructive'}` : 'button'
            }
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
