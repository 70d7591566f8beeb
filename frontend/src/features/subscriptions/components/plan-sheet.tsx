import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSheet } from '@/components/ui/form-sheet';
import { InputRow, SelectRow, TextAreaRow } from '@/components/ui/form-fields';
import { SwitchField } from '@/components/ui/field';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { numberOrUndefined } from '@/lib/problem';
import { addPlanBody, editPlanBody, FREQUENCIES, type PlanView } from '@domain/subscriptions';
import { useAddPlan, useEditPlan } from '../api/commands';
import { useCommand } from '../hooks/use-command';
import '../locales/register';

const asNumber = (v: unknown) => (typeof v === 'string' ? numberOrUndefined(v) : v);

/** The fields both plan forms have: a new plan's form and an edit's both bind them (their bodies differ). */
type PlanField = 'name' | 'price' | 'description' | 'active';

interface PlanSheetProps {
  title: string;
  message?: string;
  testId: string;
  onClose: () => void;
  form: {
    register: (
      name: PlanField,
      options?: { setValueAs?: (v: unknown) => unknown; onChange?: () => void },
    ) => UseFormRegisterReturn;
    errorOf: (path: string) => string | undefined;
    forget: (...paths: string[]) => void;
  };
  command: { pending: boolean; refusal: string | null };
  onConfirm: () => void;
  /** A new plan's own rows: its code above the name, its cadence under it (an edit has neither). */
  code?: ReactNode;
  frequency?: ReactNode;
}

/** A plan's sheet: name, price per delivery, description, open to subscribers, each message under its row. */
function PlanSheet({ form, command, code, frequency, ...sheet }: PlanSheetProps) {
  const { t } = useTranslation();
  const p = (key: string) => t(`subscriptions.planAdmin.${key}`);
  // A row's message stays until the row is changed.
  const row = (name: PlanField, setValueAs?: (v: unknown) => unknown) => ({
    ...form.register(name, { setValueAs, onChange: () => form.forget(name) }),
    error: form.errorOf(name),
  });
  return (
    <FormSheet
      {...sheet}
      className="sub-sheet"
      confirmLabel={p('save')}
      pending={command.pending}
      refusal={command.refusal}
    >
      <div className="group-body sub-sheet-fields">
        {code}
        <InputRow label={p('name')} {...row('name')} />
        {frequency}
        <InputRow
          label={p('price')}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          {...row('price', asNumber)}
        />
        <TextAreaRow label={p('description')} rows={3} maxLength={300} {...row('description')} />
        <SwitchField label={p('activeSwitch')} {...form.register('active')} />
      </div>
    </FormSheet>
  );
}

/** 'Nuevo plan': code (its id), name, cadence, price per delivery, description, open to subscribers. */
export function AddPlanSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const p = (key: string) => t(`subscriptions.planAdmin.${key}`);
  const form = useSchemaForm(addPlanBody, {
    code: '',
    name: '',
    description: '',
    frequency: 'weekly',
    price: undefined,
    active: true,
  });
  const command = useCommand(useAddPlan(), {
    done: (body) => t('subscriptions.toast.planAdded', { name: body.name }),
    onClose,
    onFieldErrors: (e) => form.showServerErrors(e),
  });
  const submit = form.handleSubmit((body) => command.run(body));
  const edit = (name: 'code' | 'frequency') => ({
    ...form.register(name, { onChange: () => form.forget(name) }),
    error: form.errorOf(name),
  });
  return (
    <PlanSheet
      title={p('addTitle')}
      testId="add-plan-sheet"
      onClose={onClose}
      form={form}
      command={command}
      onConfirm={() => void submit()}
      code={<InputRow label={p('code')} placeholder={p('codePlaceholder')} autoCapitalize="none" {...edit('code')} />}
      frequency={
        <SelectRow label={p('frequency')} {...edit('frequency')}>
          {FREQUENCIES.map((f) => (
            <option key={f} value={f}>
              {t(`subscriptions.frequency.${f}`)}
            </option>
          ))}
        </SelectRow>
      }
    />
  );
}

/** 'Editar': name, price, description, open to subscribers; the cadence stays (subscriptions took it). */
export function EditPlanSheet({ plan, onClose }: { plan: PlanView; onClose: () => void }) {
  const { t } = useTranslation();
  const p = (key: string, o?: Record<string, unknown>) => t(`subscriptions.planAdmin.${key}`, o);
  const form = useSchemaForm(editPlanBody, {
    name: plan.name,
    description: plan.description,
    price: plan.price,
    active: plan.active,
  });
  const command = useCommand(useEditPlan(), {
    done: t('subscriptions.toast.planSaved', { name: plan.name }),
    onClose,
    onFieldErrors: (e) => form.showServerErrors(e),
  });
  const submit = form.handleSubmit((body) => command.run({ id: plan.id, body }));
  return (
    <PlanSheet
      title={p('editTitle', { name: plan.name })}
      message={p('frequencyFixed')}
      testId="edit-plan-sheet"
      onClose={onClose}
      form={form}
      command={command}
      onConfirm={() => void submit()}
    />
  );
}
