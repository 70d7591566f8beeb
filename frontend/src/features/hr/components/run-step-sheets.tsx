import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InputRow, SelectRow, TextAreaRow } from '@/components/ui/form-fields';
import { useAddAdjustment, useRunStep } from '../api/commands';
import type { Run } from '@domain/hr/responses';
import { useCommand } from '../hooks/use-command';
import { money, numberOf, today } from '../lib/format';
import { FormSheet } from '@/components/ui/form-sheet';
import '../locales/register';
import { DateRow } from '@/components/ui/date-field';

type Props = { run: Run; onClose: () => void };

/** Agregar ajuste: POST /api/hr/payroll-runs/:id/adjustments { employeeId, kind, amount, reason }. */
export function AdjustmentSheet({ run, onClose }: Props) {
  const { t } = useTranslation();
  const w = (key: string) => t(`hr.adjust.${key}`);
  const [employeeId, setEmployee] = useState(run.lines[0]?.employeeId ?? '');
  const [kind, setKind] = useState<'addition' | 'deduction'>('addition');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const command = useCommand(useAddAdjustment(), { done: w('done'), onDone: onClose });
  const submit = () => {
    const found: Record<string, string> = {};
    const value = numberOf(amount);
    if (!employeeId) found.employee = w('errors.employee');
    if (value === undefined || !Number.isFinite(value) || value <= 0 || Math.round(value * 100) !== value * 100)
      found.amount = w('errors.amount');
    if (!reason.trim()) found.reason = w('errors.reason');
    setErrors(found);
    if (Object.keys(found).length === 0)
      command.run({ runId: run.runId, body: { employeeId, kind, amount: value!, reason: reason.trim() } });
  };
  return (
    <FormSheet
      className="hr-sheet"
      fieldsClassName="group-body hr-sheet-fields"
      title={w('title')}
      confirmLabel={w('confirm')}
      pending={command.pending}
      refusal={command.refusal}
      onConfirm={submit}
      onClose={onClose}
      testId="hr-adjust-sheet"
    >
      <SelectRow
        label={w('employee')}
        value={employeeId}
        onChange={(e) => setEmployee(e.target.value)}
        error={errors.employee}
        data-testid="hr-adjust-employee"
      >
        {run.lines.map((l) => (
          <option key={l.employeeId} value={l.employeeId}>
            {l.name}
          </option>
        ))}
      </SelectRow>
      <SelectRow
        label={w('kind')}
        value={kind}
        onChange={(e) => setKind(e.target.value as 'addition' | 'deduction')}
        data-testid="hr-adjust-kind"
      >
        <option value="addition">{w('addition')}</option>
        <option value="deduction">{w('deduction')}</option>
      </SelectRow>
      <InputRow
        label={w('amount')}
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={errors.amount}
        data-testid="hr-adjust-amount"
      />
      <TextAreaRow
        label={w('reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={errors.reason}
        data-testid="hr-adjust-reason"
      />
    </FormSheet>
  );
}

/** Pagar: POST /api/hr/payroll-runs/:id/pay { method, paidOn } — posted to the ledger as wages. */
export function PaySheet({ run, onClose }: Props) {
  const { t } = useTranslation();
  const w = (key: string, o?: Record<string, unknown>) => t(`hr.pay.${key}`, o);
  const [method, setMethod] = useState<'bank' | 'cash'>('bank');
  const [paidOn, setPaidOn] = useState(today());
  const [error, setError] = useState<string | undefined>();
  const command = useCommand(useRunStep(), { done: w('done'), onDone: onClose });
  const submit = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(paidOn)) return setError(w('errors.paidOn'));
    command.run({ runId: run.runId, step: 'pay', body: { method, paidOn } });
  };
  return (
    <FormSheet
      className="hr-sheet"
      fieldsClassName="group-body hr-sheet-fields"
      title={w('title')}
      message={w('message', { amount: money(run.totals.net), account: w(`accounts.${method}`) })}
      confirmLabel={w('confirm')}
      pending={command.pending}
      refusal={command.refusal}
      onConfirm={submit}
      onClose={onClose}
      testId="hr-pay-sheet"
    >
      <SelectRow
        label={w('method')}
        value={method}
        onChange={(e) => setMethod(e.target.value as 'bank' | 'cash')}
        data-testid="hr-pay-method"
      >
        <option value="bank">{w('bank')}</option>
        <option value="cash">{w('cash')}</option>
      </SelectRow>
      <DateRow
        label={w('paidOn')}
        value={paidOn}
        onChange={(e) => {
          setPaidOn(e.target.value);
          setError(undefined);
        }}
        error={error}
        data-testid="hr-pay-date"
      />
    </FormSheet>
  );
}

/** Descartar: POST /api/hr/payroll-runs/:id/discard { reason } — the period can be drafted again. */
export function DiscardSheet({ run, onClose }: Props) {
  const { t } = useTranslation();
  const w = (key: string) => t(`hr.discard.${key}`);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const command = useCommand(useRunStep(), { done: w('done'), onDone: onClose });
  const submit = () => {
    if (!reason.trim()) return setError(w('errors.reason'));
    command.run({ runId: run.runId, step: 'discard', body: { reason: reason.trim() } });
  };
  return (
    <FormSheet
      className="hr-sheet"
      fieldsClassName="group-body hr-sheet-fields"
      title={w('title')}
      message={w('message')}
      confirmLabel={w('confirm')}
      pending={command.pending}
      refusal={command.refusal}
      onConfirm={submit}
      onClose={onClose}
      testId="hr-discard-sheet"
      destructive
    >
      <TextAreaRow
        label={w('reason')}
        value={reason}
        onChange={(e) => {
          setReason(e.target.value);
          setError(undefined);
        }}
        error={error}
        data-testid="hr-discard-reason"
      />
    </FormSheet>
  );
}
