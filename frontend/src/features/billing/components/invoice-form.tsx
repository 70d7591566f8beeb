import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorLine, InputRow, SelectRow, TextAreaRow } from '@/components/ui/form-fields';
import { GroupedList } from '@/components/ui/grouped-list';
import { fieldErrorsOf, type FieldErrors } from '@/lib/problem';
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
  type InvoiceForm as Form,
  type LineRow,
} from '../lib/invoice-form';
import type { OfflineBilling } from '../offline';
import { ClientSheet } from './client-sheet';
import { InvoiceLines } from './invoice-lines';
import { InvoiceTotals } from './invoice-totals';

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
  const [form, setForm] = useState<Form>(() => (editing ? formOf(editing) : blankInvoice(today)));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [added, setAdded] = useState<ClientView[]>([]);
  const [addingClient, setAddingClient] = useState(false);
  const products = useBillingProducts(!offline.offline);
  const { save, pending } = useSaveInvoice(offline, editing);
  const totals = formTotals(form, format.taxRateBasisPoints);
  const draftAllowed = !editing || editing.status === 'draft';
  const numberLocked = Boolean(editing?.number);
  const choices = [...clients, ...added.filter((a) => !clients.some((c) => c.id === a.id))].sort((a, b) =>
    a.name.localeCompare(b.name, 'es'),
  );
  const message = (p: InvoiceProblem) => t(`billing.errors.${p.code}`, { defaultValue: p.message });

  // A message stays until its field is changed: it then goes, and comes back only if still true on saving.
  const forget = (gone: (key: string) => boolean) =>
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !gone(k))));
  const set = (changes: Partial<Form>) => {
    setForm((f) => ({ ...f, ...changes }));
    forget((k) => k in changes || k === 'items');
  };
  const setLines = (lines: LineRow[]) => set({ lines });
  const changeLine = (line: LineRow) => {
    setLines(form.lines.map((l) => (l.key === line.key ? line : l)));
    forget((k) => k.startsWith(`line-${line.key}.`));
  };
  const removeLine = (key: number) => {
    if (form.lines.length <= 1) return void toast.error(t('billing.errors.INVOICE.KEEP_ONE_ITEM'));
    setLines(form.lines.filter((l) => l.key !== key));
  };
  const openClient = (open: boolean) => {
    setAddingClient(open);
    onChildOpen(open);
  };

  const submit = (asDraft: boolean) => {
    const problems = checkInvoice(form, asDraft);
    if (problems.length) {
      const shown: FieldErrors = {};
      for (const p of problems) shown[p.path] ??= message(p);
      setErrors(shown);
      return void toast.error(message(problems[0]!));
    }
    setErrors({});
    save(form, asDraft, onDone, (error) => setErrors(serverErrors(error, form)));
  };

  return (
    <>
      <form
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          submit(false);
        }}
        aria-label={t(editing ? 'billing.form.editTitle' : 'billing.form.newTitle')}
        noValidate
        data-testid="invoice-form"
      >
        {offline.offline ? <p className="notice">{t('billing.form.offlineNote')}</p> : null}
        <GroupedList header={t('billing.form.header')}>
          <SelectRow
            label={t('billing.form.client')}
            name="clientId"
            value={form.clientId}
            error={errors.clientId}
            onChange={(e) => set({ clientId: e.target.value })}
          >
            <option value="">{t('billing.form.chooseClient')}</option>
            {choices.map((c) => (
              <option key={c.id} value={c.id}>
                {c.taxId ? `${c.name} · ${c.taxId}` : c.name}
              </option>
            ))}
          </SelectRow>
          <div className="field">
            <button type="button" className="link-button" onClick={() => openClient(true)}>
              + {t('billing.form.addClient')}
            </button>
          </div>
          <InputRow
            label={t('billing.form.date')}
            name="date"
            type="date"
            required
            value={form.date}
            error={errors.date}
            onChange={(e) => set({ date: e.target.value })}
          />
          <InputRow
            label={t('billing.form.number')}
            name="number"
            placeholder={t('billing.form.automatic')}
            value={form.number}
            error={errors.number}
            disabled={numberLocked}
            title={numberLocked ? t('billing.form.numberLocked') : undefined}
            autoCapitalize="characters"
            onChange={(e) => set({ number: e.target.value })}
          />
          <InputRow
            label={t('billing.form.dueDate')}
            name="dueDate"
            type="date"
            min={form.date || undefined}
            value={form.dueDate}
            error={errors.dueDate}
            onChange={(e) => set({ dueDate: e.target.value })}
          />
        </GroupedList>
        <section className="group" aria-label={t('billing.form.items')}>
          <h2 className="group-header">{t('billing.form.items')}</h2>
          <InvoiceLines
            lines={form.lines}
            lineTotals={totals.lineTotals}
            products={products.data ?? []}
            errors={errors}
            money={format.money}
            onChange={changeLine}
            onRemove={removeLine}
          />
          <ErrorLine error={errors.items} />
          {products.error ? <p className="group-footer">{t('billing.form.noProducts')}</p> : null}
          <div className="chip-row">
            <button type="button" className="chip" onClick={() => setLines([...form.lines, blankLine()])}>
              {t('billing.form.addItem')}
            </button>
          </div>
        </section>
        <InvoiceTotals totals={totals} taxRateBasisPoints={format.taxRateBasisPoints} money={format.money} />
        <GroupedList>
          <TextAreaRow
            label={t('billing.form.notes')}
            value={form.notes}
            onChange={(e) => set({ notes: e.target.value })}
            error={errors.notes}
          />
        </GroupedList>
        <div className="sheet-actions">
          <button type="button" className="button plain" onClick={onDone}>
            {t('billing.form.cancel')}
          </button>
          {draftAllowed ? (
            <button type="button" className="button plain" disabled={pending} onClick={() => submit(true)}>
              {t('billing.form.saveDraft')}
            </button>
          ) : null}
          <button type="submit" className="button" disabled={pending}>
            {t(editing ? 'billing.form.update' : 'billing.form.create')}
          </button>
        </div>
      </form>
      {/* outside the form: React would bubble the client form's submit into this one */}
      {addingClient ? (
        <ClientSheet
          offline={offline}
          onClose={() => openClient(false)}
          onAdded={(c) => {
            setAdded((a) => [...a, c]);
            set({ clientId: c.id });
            openClient(false);
          }}
        />
      ) : null}
    </>
  );
}

/** The server's field problems under the fields; paths of items name the row they came from. */
function serverErrors(error: unknown, form: Form): FieldErrors {
  return Object.fromEntries(Object.entries(fieldErrorsOf(error)).map(([path, text]) => [formPath(path, form), text]));
}
