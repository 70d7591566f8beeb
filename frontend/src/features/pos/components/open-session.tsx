import { useTranslation } from 'react-i18next';
import { InputRow, SelectRow } from '@/components/ui/form-fields';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { numberOrUndefined } from '@/lib/problem';
import { toast } from '@/stores/toast-store';
import { openSessionBody, SHOP_COUNTER } from '@domain/pos';
import { useOpenSession } from '../api/commands';
import { REGISTERS, registerNumber } from '../lib/format';
import '../locales/register';

const asNumber = (v: unknown) => (typeof v === 'string' ? numberOrUndefined(v.replace(',', '.')) : v);
/** Left empty, the register decides where it sells: where it stands, else the shop's counter (issue 39). */
const asLocation = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * Open a session: the register (caja-1, caja-2…), the opening cash and, when it moves, where it sells
 * from — checked by POST /api/pos/sessions' schema.
 */
export function OpenSessionForm({ onOpened }: { onOpened: (id: string) => void }) {
  const { t } = useTranslation();
  const c = (key: string, o?: Record<string, unknown>) => t(`pos.cashier.${key}`, o);
  const form = useSchemaForm(openSessionBody, { registerId: REGISTERS[0], openingCash: undefined });
  const open = useOpenSession();
  const submit = form.handleSubmit((body) =>
    open.mutate(body, {
      onSuccess: (answer) => {
        toast.success(c('opened', { register: t('pos.register', { n: registerNumber(body.registerId) }) }));
        onOpened(answer.id);
      },
      onError: (e) => form.showServerErrors(e),
    }),
  );
  return (
    <form className="group" onSubmit={(e) => void submit(e)} noValidate data-testid="pos-open-form">
      <div className="group-header">{c('openTitle')}</div>
      <div className="group-body">
        <SelectRow
          label={c('registerLabel')}
          {...form.register('registerId')}
          error={form.errorOf('registerId')}
          data-testid="pos-register"
        >
          {REGISTERS.map((r) => (
            <option key={r} value={r}>
              {t('pos.register', { n: registerNumber(r) })}
            </option>
          ))}
        </SelectRow>
        <InputRow
          label={c('openingCash')}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          placeholder="0.00"
          data-testid="pos-opening-cash"
          {...form.register('openingCash', { setValueAs: asNumber, onChange: () => form.forget('openingCash') })}
          error={form.errorOf('openingCash')}
        />
        <InputRow
          label={c('location')}
          placeholder={c('locationHint', { counter: SHOP_COUNTER })}
          autoComplete="off"
          data-testid="pos-location"
          {...form.register('location', { setValueAs: asLocation, onChange: () => form.forget('location') })}
          error={form.errorOf('location')}
        />
      </div>
      {open.error ? (
        <div className="form-error" role="alert" data-testid="pos-open-error">
          {open.error.message}
        </div>
      ) : null}
      <div className="pos-sheet-actions">
        <button type="submit" className="button pos-big" disabled={open.isPending} data-testid="pos-open">
          {c('open')}
        </button>
      </div>
    </form>
  );
}
