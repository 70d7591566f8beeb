import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InputRow, SelectRow } from '@/components/ui/form-fields';
import { ACCOUNT_KINDS, accountBody, accountPatchBody, type Account } from '@domain/accounting';
import { useAddAccount, usePatchAccount } from '../api/commands';
import { useCommand } from '../hooks/use-command';
import { FormSheet } from '@/components/ui/form-sheet';
import '../locales/register';

// The chart's steps (POST /api/accounting/accounts, PATCH /api/accounting/accounts/:code): each checked
// with the command's own schema first; the server's refusal (a code taken: 409, a bad field: 400) stays
// in the sheet in its own words.

/** Agregar cuenta: code (1–10 digits, its id forever), name and kind. */
export function AddAccountSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const w = (key: string, o?: Record<string, unknown>) => t(`accounting.chart.${key}`, o);
  const [form, setForm] = useState({ code: '', name: '', kind: 'expense' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const command = useCommand(useAddAccount(), { done: w('added', { code: form.code.trim() }), onClose });
  const set = (field: keyof typeof form) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [field]: e.target.value }));
    setErrors((x) => ({ ...x, [field]: '' }));
  };
  const submit = () => {
    const parsed = accountBody.safeParse(form);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      return setErrors(found);
    }
    command.run({ body: parsed.data });
  };
  return (
    <FormSheet
      className="acc-sheet"
      title={w('addTitle')}
      confirmLabel={w('addConfirm')}
      pending={command.pending}
      refusal={command.refusal}
      onConfirm={submit}
      onClose={onClose}
      testId="acc-account-sheet"
    >
      <div className="group-body acc-sheet-fields">
        <InputRow
          label={w('code')}
          inputMode="numeric"
          placeholder={w('codePlaceholder')}
          value={form.code}
          onChange={set('code')}
          error={errors.code}
          data-testid="acc-account-code"
        />
        <InputRow
          label={w('name')}
          value={form.name}
          onChange={set('name')}
          error={errors.name}
          data-testid="acc-account-name"
        />
        <SelectRow
          label={w('kind')}
          value={form.kind}
          onChange={set('kind')}
          error={errors.kind}
          data-testid="acc-account-kind"
        >
          {ACCOUNT_KINDS.map((k) => (
            <option key={k} value={k}>
              {w(`kinds.${k}`)}
            </option>
          ))}
        </SelectRow>
      </div>
    </FormSheet>
  );
}

/** Renombrar: PATCH { name }. */
export function RenameSheet({ account, onClose }: { account: Account; onClose: () => void }) {
  const { t } = useTranslation();
  const w = (key: string, o?: Record<string, unknown>) => t(`accounting.chart.${key}`, o);
  const [name, setName] = useState(account.name);
  const [error, setError] = useState<string | undefined>();
  const command = useCommand(usePatchAccount(), { done: w('renamed', { code: account.code }), onClose });
  const submit = () => {
    const parsed = accountPatchBody.safeParse({ name });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    command.run({ code: account.code, body: parsed.data });
  };
  return (
    <FormSheet
      className="acc-sheet"
      title={w('renameTitle', { code: account.code })}
      confirmLabel={w('renameConfirm')}
      pending={command.pending}
      disabled={name.trim() === account.name}
      refusal={command.refusal}
      onConfirm={submit}
      onClose={onClose}
      testId="acc-rename-sheet"
    >
      <div className="group-body acc-sheet-fields">
        <InputRow
          label={w('name')}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setError(undefined);
          }}
          error={error}
          data-testid="acc-rename-name"
        />
      </div>
    </FormSheet>
  );
}

/** Desactivar / Activar: PATCH { active }, said before it is done. */
export function ActiveSheet({ account, onClose }: { account: Account; onClose: () => void }) {
  const { t } = useTranslation();
  const w = (key: string, o?: Record<string, unknown>) => t(`accounting.chart.${key}`, o);
  const step = account.active ? 'deactivate' : 'activate';
  const done = w(account.active ? 'deactivated' : 'activated', { code: account.code });
  const command = useCommand(usePatchAccount(), { done, onClose });
  return (
    <FormSheet
      className="acc-sheet"
      title={w(`${step}Title`, { code: account.code })}
      message={w(`${step}Message`, { name: account.name })}
      confirmLabel={w(step)}
      pending={command.pending}
      refusal={command.refusal}
      onConfirm={() => command.run({ code: account.code, body: { active: !account.active } })}
      onClose={onClose}
      testId="acc-active-sheet"
    >
      {null}
    </FormSheet>
  );
}
