import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InputRow, SelectRow } from '@/components/ui/form-fields';
import { EXPENSE_CATEGORIES, EXPENSE_PAYMENT_METHODS, expenseBody } from '@domain/accounting';
import { useRecordExpense } from '../api/commands';
import { useCommand } from '../hooks/use-command';
import { useShopToday } from '../hooks/use-shop-today';
import { pesosOf } from '../lib/format';
import { FormSheet } from '@/components/ui/form-sheet';
import '../locales/register';
import { DateRow } from '@/components/ui/date-field';

const CATEGORIES = Object.keys(EXPENSE_CATEGORIES) as (keyof typeof EXPENSE_CATEGORIES)[];

/**
 * Registrar gasto: POST /api/accounting/expenses. Checked with the command's own schema before
 * sending, so a field says what the server would. The posting is the ledger reactor's: the expense
 * reaches the statements a moment later (the projection's notice refreshes them).
 */
export function ExpenseSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const w = (key: string) => t(`accounting.expense.${key}`);
  const shopToday = useShopToday();
  const [form, setForm] = useState({
    date: shopToday,
    category: 'other',
    vendor: '',
    description: '',
    amount: '',
    paymentMethod: 'cash',
    attachmentName: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const command = useCommand(useRecordExpense(), { done: w('done'), onClose });
  const set = (field: keyof typeof form) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [field]: e.target.value }));
    setErrors((x) => ({ ...x, [field]: '' }));
  };
  const submit = () => {
    const parsed = expenseBody.safeParse({
      ...form,
      amount: pesosOf(form.amount),
      attachmentName: form.attachmentName.trim() || undefined,
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    command.run({ body: parsed.data });
  };
  return (
    <FormSheet
      className="acc-sheet"
      title={w('title')}
      confirmLabel={w('confirm')}
      pending={command.pending}
      refusal={command.refusal}
      onConfirm={submit}
      onClose={onClose}
      testId="acc-expense-sheet"
    >
      <div className="group-body acc-sheet-fields">
        <DateRow label={w('date')} value={form.date} onChange={set('date')} error={errors.date} />
        <SelectRow label={w('category')} value={form.category} onChange={set('category')} error={errors.category}>
          {CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {w(`categories.${c}`)}
            </option>
          ))}
        </SelectRow>
        <InputRow
          label={w('vendor')}
          placeholder={w('vendorPlaceholder')}
          value={form.vendor}
          onChange={set('vendor')}
          error={errors.vendor}
          data-testid="acc-expense-vendor"
        />
        <InputRow
          label={w('description')}
          value={form.description}
          onChange={set('description')}
          error={errors.description}
          data-testid="acc-expense-description"
        />
        <InputRow
          label={w('amount')}
          inputMode="decimal"
          value={form.amount}
          onChange={set('amount')}
          error={errors.amount}
          data-testid="acc-expense-amount"
        />
        <SelectRow
          label={w('method')}
          value={form.paymentMethod}
          onChange={set('paymentMethod')}
          error={errors.paymentMethod}
        >
          {EXPENSE_PAYMENT_METHODS.map((m) => (
            <option key={m} value={m}>
              {w(`methods.${m}`)}
            </option>
          ))}
        </SelectRow>
        <InputRow
          label={w('attachment')}
          placeholder={w('attachmentPlaceholder')}
          value={form.attachmentName}
          onChange={set('attachmentName')}
          error={errors.attachmentName}
        />
      </div>
    </FormSheet>
  );
}
