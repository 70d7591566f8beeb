import { useTranslation } from 'react-i18next';
import { InputRow, SelectRow, TextAreaRow } from '@/components/ui/form-fields';
import { SwitchField } from '@/components/ui/field';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { numberOrUndefined } from '@/lib/problem';
import { addPlanBody, editPlanBody, FREQUENCIES, type PlanView } from '@domain/subscriptions';
import { useAddPlan, useEditPlan } from '../api/commands';
import { useCommand } from '../hooks/use-command';
import { ConfirmSheet } from './confirm-sheet';
import '../locales/register';

const asNumber = (v: unknown) => (typeof v === 'string' ? numberOrUndefined(v) : v);

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
  const edit = (name: 'code' | 'name' | 'description' | 'frequency', o = {}) => ({
    ...form.register(name, { ...o, onChange: () => form.forget(name) }),
    error: form.errorOf(name),
  });
  return (
    <ConfirmSheet
      title={p('addTitle')}
      confirmLabel={p('save')}
      pending={command.pending}
      refusal={command.refusal}
      onConfirm={(e) => void submit(e)}
      onClose={onClose}
      testId="add-plan-sheet"
    >
      <div className="group-body sub-sheet-fields">
        <InputRow label={p('code')} placeholder={p('codePlaceholder')} autoCapitalize="none" {...edit('code')} />
        <InputRow label={p('name')} {...edit('name')} />
        <SelectRow label={p('frequency')} {...edit('frequency')}>
          {FREQUENCIES.map((f) => (
            <option key={f} value={f}>
              {t(`subscriptions.frequency.${f}`)}
            </option>
          ))}
        </SelectRow>
        <InputRow
          label={p('price')}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          {...form.register('price', { setValueAs: asNumber, onChange: () => form.forget('price') })}
          error={form.errorOf('price')}
        />
        <TextAreaRow label={p('description')} rows={3} maxLength={300} {...edit('description')} />
        <SwitchField label={p('activeSwitch')} {...form.register('active')} />
      </div>
    </ConfirmSheet>
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
    <ConfirmSheet
      title={p('editTitle', { name: plan.name })}
      message={p('frequencyFixed')}
      confirmLabel={p('save')}
      pending={command.pending}
      refusal={command.refusal}
      onConfirm={(e) => void submit(e)}
      onClose={onClose}
      testId="edit-plan-sheet"
    >
      <div className="group-body sub-sheet-fields">
        <InputRow
          label={p('name')}
          {...form.register('name', { onChange: () => form.forget('name') })}
          error={form.errorOf('name')}
        />
        <InputRow
          label={p('price')}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          {...form.register('price', { setValueAs: asNumber, onChange: () => form.forget('price') })}
          error={form.errorOf('price')}
        />
        <TextAreaRow
          label={p('description')}
          rows={3}
          maxLength={300}
          {...form.register('description', { onChange: () => form.forget('description') })}
          error={form.errorOf('description')}
        />
        <SwitchField label={p('activeSwitch')} {...form.register('active')} />
      </div>
    </ConfirmSheet>
  );
}
