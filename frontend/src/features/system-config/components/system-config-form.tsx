import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SwitchField } from '@/components/ui/field';
import { InputRow } from '@/components/ui/form-fields';
import { GroupedList } from '@/components/ui/grouped-list';
import { LoadFailed } from '@/components/ui/load-failed';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/stores/toast-store';
import { SYSTEM_FLAGS } from '@domain/identity/flags';
import { configureSystemBody, type ConfigureSystemBody } from '@domain/settings/shop/system-config-body';
import { fullSystemConfigQueryOptions } from '../api/reads';
import { useSaveSystemConfig } from '../api/commands';
import { ShopMoneyForm } from './shop-money-form';
import '../locales/register';
import '../system-config.css';

const COLOURS = ['primary', 'secondary', 'accent'] as const;
const PRICES = ['smallArrangement', 'mediumArrangement', 'largeArrangement'] as const;

/**
 * "Configuración del sistema" (spec 3): the name, three theme colours, the quoted prices and the
 * three flags, checked by the command's own schema before the PUT. Mounted by its own route
 * (/admin/system-config) and by the data-management screen.
 */
export function SystemConfigForm() {
  const { t } = useTranslation();
  // Read fresh when the form opens: another operator may have changed it a minute ago.
  const query = useQuery({ ...fullSystemConfigQueryOptions, staleTime: 0 });
  if (query.isPending) return <SkeletonRows rows={8} />;
  if (query.isError) return <LoadFailed title={t('systemConfig.loadFailed')} onRetry={() => void query.refetch()} />;
  const { systemName, theme, prices, flags } = query.data;
  return (
    <>
      <ShopMoneyForm />
      <LoadedForm values={{ systemName, theme, prices, flags }} />
    </>
  );
}

function LoadedForm({ values }: { values: ConfigureSystemBody }) {
  const { t } = useTranslation();
  const w = (key: string) => t(`systemConfig.${key}`);
  const { register, handleSubmit, errorOf, showServerErrors } = useSchemaForm(configureSystemBody, values);
  const save = useSaveSystemConfig();
  const submit = handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (answer) => toast.success(answer.position === null ? w('unchanged') : w('saved')),
      onError: (err) => {
        showServerErrors(err);
        toast.error(err instanceof ApiError && err.message ? err.message : w('failed'));
      },
    }),
  );
  return (
    <form onSubmit={submit} aria-label={w('title')} data-testid="system-config-form" noValidate>
      <GroupedList header={w('general')}>
        <InputRow label={w('systemName')} error={errorOf('systemName')} maxLength={60} {...register('systemName')} />
      </GroupedList>
      <GroupedList header={w('theme')} footer={w('themeFooter')}>
        {COLOURS.map((c) => (
          <InputRow
            key={c}
            type="color"
            className="colour-input"
            label={w(c)}
            error={errorOf(`theme.${c}`)}
            {...register(`theme.${c}`)}
          />
        ))}
      </GroupedList>
      <GroupedList header={w('prices')} footer={w('pricesFooter')}>
        {PRICES.map((p) => (
          <InputRow
            key={p}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            label={w(p)}
            error={errorOf(`prices.${p}`)}
            {...register(`prices.${p}`, { valueAsNumber: true })}
          />
        ))}
      </GroupedList>
      <GroupedList header={w('flags')} footer={w('flagsFooter')}>
        {SYSTEM_FLAGS.map((f) => (
          <SwitchField key={f} label={w(f)} data-testid={`flag-${f}`} {...register(`flags.${f}`)} />
        ))}
      </GroupedList>
      <button className="button" type="submit" disabled={save.isPending} data-testid="system-config-save">
        {save.isPending ? w('saving') : w('save')}
      </button>
    </form>
  );
}
