import { useMemo, useState, type FormEvent } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorLine, InputRow, SelectRow, TextAreaRow } from '@/components/ui/form-fields';
import { GroupedList } from '@/components/ui/grouped-list';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { toast } from '@/stores/toast-store';
import type { InvoiceProblem } from '@domain/billing';
import type { ClientView, InvoiceView } from '@domain/billing';
import { useBillingProducts } from '../api/reads';
import type { BillingFormat } from '../hooks/use-billing-settings';
import { useSaveInvoice } from '../hooks/use-save-invoice';
import {
  blankInvoice,
  blankLine,
  checkInvoice,
  formOf,
  formPath,
  formTotals,
  invoiceForm,
  type InvoiceForm as Form,
  type InvoiceFormValues,
  type LineRow,
} from '../lib/invoice-form';
import type { OfflineBilling } from '../offline';
import { ClientSheet } from './client-sheet';
import { InvoiceLines } from './invoice-lines';
import { InvoiceTotals } from './invoice-totals';
import { DateRow } from '@/components/ui/date-field';

interface Props {
  editing?: InvoiceView;
  clients: ClientView[];
  today: string;
  format: BillingFormat;
  offline: OfflineBilling;
  onDone: () => void;
  /** The new-client sheet is open: the invoice sheet must not close on its Escape. */
  onChildOpen: (open: boolean) => void;
}

/** Spec 2.8's create/edit modal, checked with spec 5's rules before anything is sent. */
export function InvoiceForm({ editing, clients, today, format, offline, onDone, onChildOpen }: Props) {
  const { t } = useTranslation();
  const message = useMemo(() => (p: InvoiceProblem) => t(`billing.errors.${p.code}`, { defaultValue: p.message }), [t]);
  const schema = useMemo(() => invoiceForm(message), [message]);
  const [start] = useState<InvoiceFormValues>(() => ({
    ...(editing ? formOf(editing) : blankInvoice(today)),
    saveAsDraft: false,
  }));
  const { register, control, setValue, getValues, handleSubmit, errorOf, forget, showServerErrors } = useSchemaForm(
    schema,
    start,
  );
  const [lines, date] = useWatch({ control, name: ['lines', 'date'] });
  const [added, setAdded] = useState<ClientView[]>([]);
  const [addingClient, setAddingClient] = useState(false);
  const products = useBillingProducts(!offline.offline);
  const { save, pending } = useSaveInvoice(offline, editing);
  const totals = formTotals(lines, format.taxRateBasisPoints);
  const draftAllowed = !editing || editing.status === 'draft';
  const numberLocked = Boolean(editing?.number);
  const choices = [...clients, ...added.filter((a) => !clients.some((c) => c.id === a.id))].sort((a, b) =>
    a.name.localeCompare(b.name, 'es'),
  );

  // A message stays until its field is changed: it then goes, and comes back only if still true on saving.
  const changed = (field: keyof Form) => forget(field, 'items');
  const edit = (field: 'date' | 'number' | 'dueDate' | 'notes') => register(field, { onChange: () => changed(field) });
  const setLines = (next: LineRow[]) => {
    setValue('lines', next);
    changed('lines');
  };
  const changeLine = (line: LineRow) => {
    setLines(lines.map((l) => (l.key === line.key ? line : l)));
    forget(`line-${line.key}`);
  };
  const removeLine = (key: number) => {
    if (lines.length <= 1) return void toast.error(t('billing.errors.INVOICE.KEEP_ONE_ITEM'));
    setLines(lines.filter((l) => l.key !== key));
  };
  const openClient = (open: boolean) => {
    setAddingClient(open);
    onChildOpen(open);
  };

  const submit = (asDraft: boolean) => {
    setValue('saveAsDraft', asDraft);
    void handleSubmit(
      // The server's item paths name the row they came from.
      (form) => save(form, asDraft, onDone, (error) => showServerErrors(error, (path) => formPath(path, form))),
      // The first problem, in spec 5's order, is the one toasted.
      () => {
        const first = checkInvoice(getValues(), asDraft)[0];
        if (first) toast.error(message(first));
      },
    )();
  };

  return (
    <>
      <form
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          // Spec 4: a new invoice starts as a draft, so Enter (the primary action) numbers nothing.
          submit(!editing);
        }}
        aria-label={t(editing ? 'billing.form.editTitle' : 'billing.form.newTitle')}
        noValidate
        data-testid="invoice-form"
      >
        {offline.offline ? <p className="notice">{t('billing.form.offlineNote')}</p> : null}
        <GroupedList header={t('billing.form.header')}>
          {/* Controlled: a client added from the shortcut is chosen before its option exists. */}
          <Controller
            control={control}
            name="clientId"
            render={({ field }) => (
              <SelectRow
                label={t('billing.form.client')}
                name={field.name}
                value={field.value}
                error={errorOf('clientId')}
                onChange={(e) => {
                  field.onChange(e.target.value);
                  changed('clientId');
                }}
              >
                <option value="">{t('billing.form.chooseClient')}</option>
                {choices.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.taxId ? `${c.name} · ${c.taxId}` : c.name}
                  </option>
                ))}
              </SelectRow>
            )}
          />
          <div className="field">
            <button type="button" className="link-button" onClick={() => openClient(true)}>
              + {t('billing.form.addClient')}
            </button>
          </div>
          <DateRow label={t('billing.form.date')} {...edit('date')} required error={errorOf('date')} />
          <InputRow
            label={t('billing.form.number')}
            {...edit('number')}
            placeholder={t('billing.form.automatic')}
            error={errorOf('number')}
            disabled={numberLocked}
            title={numberLocked ? t('billing.form.numberLocked') : undefined}
            autoCapitalize="characters"
          />
          <DateRow
            label={t('billing.form.dueDate')}
            {...edit('dueDate')}
            min={date || undefined}
            error={errorOf('dueDate')}
          />
        </GroupedList>
        <section className="group" aria-label={t('billing.form.items')}>
          <h2 className="group-header">{t('billing.form.items')}</h2>
          <InvoiceLines
            lines={lines}
            lineTotals={totals.lineTotals}
            products={products.data ?? []}
            errorOf={errorOf}
            money={format.money}
            onChange={changeLine}
            onRemove={removeLine}
          />
          <ErrorLine error={errorOf('items')} />
          {products.error ? <p className="group-footer">{t('billing.form.noProducts')}</p> : null}
          <div className="chip-row">
            <button type="button" className="chip" onClick={() => setLines([...lines, blankLine()])}>
              {t('billing.form.addItem')}
            </button>
          </div>
        </section>
        <InvoiceTotals totals={totals} taxRateBasisPoints={format.taxRateBasisPoints} money={format.money} />
        <GroupedList>
          <TextAreaRow label={t('billing.form.notes')} {...edit('notes')} error={errorOf('notes')} />
        </GroupedList>
        <div className="sheet-actions">
          <button type="button" className="button plain" onClick={onDone}>
            {t('billing.form.cancel')}
          </button>
          {editing ? (
            <>
              {draftAllowed ? (
                <button type="button" className="button plain" disabled={pending} onClick={() => submit(true)}>
                  {t('billing.form.saveDraft')}
                </button>
              ) : null}
              <button type="submit" className="button" disabled={pending}>
                {t('billing.form.update')}
              </button>
            </>
          ) : (
            <>
              {/* Beside the draft, for the invoice that is ready: it is numbered at once. */}
              <button type="button" className="button plain" disabled={pending} onClick={() => submit(false)}>
                {t('billing.form.createAndIssue')}
              </button>
              <button type="submit" className="button" disabled={pending}>
                {t('billing.form.saveDraft')}
              </button>
            </>
          )}
        </div>
      </form>
      {/* outside the form: React would bubble the client form's submit into this one */}
      {addingClient ? (
        <ClientSheet
          offline={offline}
          onClose={() => openClient(false)}
          onAdded={(c) => {
            setAdded((a) => [...a, c]);
            setValue('clientId', c.id);
            changed('clientId');
            openClient(false);
          }}
        />
      ) : null}
    </>
  );
}
