import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GroupedList } from '@/components/ui/grouped-list';
import { toast } from '@/stores/toast-store';
import type { AgreementView } from '../../../../../domain/consignment/views';
import { useRegisterReturn } from '../api/agreement-commands';
import { failureText, fieldErrorsOf, type FieldErrors } from '@/lib/problem';
import { blankLine, checkLines, withRemaining, type Line } from '../lib/sale-lines';
import { ErrorLine, TextAreaRow } from '@/components/ui/form-fields';
import { LineRows } from './line-rows';

/** Spec 2.5/5 "register return": items with units remaining, quantity clamped to what remains. */
export function ReturnForm({ agreement, onDone }: { agreement: AgreementView; onDone: () => void }) {
  const { t } = useTranslation();
  const items = withRemaining(agreement.items);
  const [lines, setLines] = useState<Line[]>(() => [blankLine()]);
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const registerReturn = useRegisterReturn();

  if (agreement.status !== 'active') return <p className="notice">{t('consignment.lines.notActive')}</p>;
  if (items.length === 0) return <p className="notice">{t('consignment.lines.nothingLeft')}</p>;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkLines(lines, items, 'return');
    if (Object.keys(checked.errors).length) return setErrors(checked.errors);
    setErrors({});
    registerReturn.mutate({ id: agreement.id, body: { items: checked.items, notes: notes.trim() || undefined } }, {
      onSuccess: () => {
        toast.success(t('consignment.toast.returned'));
        onDone();
      },
      onError: (error) => {
        setErrors(fieldErrorsOf(error));
        toast.error(failureText(t('consignment.toast.returnFailed'), error));
      },
    });
  };

  return (
    <form onSubmit={submit} aria-label={t('consignment.return.title')} noValidate data-testid="return-form">
      <section className="group">
        <h2 className="group-header">{t('consignment.return.items', { code: agreement.code })}</h2>
        <LineRows lines={lines} items={items} errors={errors} priced={false} onChange={(l) => setLines(lines.map((x) => (x.key === l.key ? l : x)))}
          onRemove={(key) => setLines(lines.filter((l) => l.key !== key))} />
        <ErrorLine error={errors.items} />
        {lines.length < items.length ? (
          <div className="cs-actions">
            <button type="button" className="chip" onClick={() => setLines([...lines, blankLine()])}>{t('consignment.lines.addLine')}</button>
          </div>
        ) : null}
        <p className="group-footer">{t('consignment.return.hint')}</p>
      </section>
      <GroupedList>
        <TextAreaRow label={t('consignment.return.notes')} value={notes} onChange={setNotes} error={errors.notes} />
      </GroupedList>
      <button className="button" type="submit" disabled={registerReturn.isPending}>
        {registerReturn.isPending ? t('common.saving') : t('consignment.return.submit')}
      </button>
    </form>
  );
}
