import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SelectRow } from '@/components/ui/form-fields';
import { GroupedList } from '@/components/ui/grouped-list';
import { api, ApiError, type CommandAnswer } from '@/lib/api-client';
import { systemConfigQueryOptions } from '@/lib/system-config';
import { setShopMoney, shopMoney } from '@/lib/money';
import { toast } from '@/stores/toast-store';
import { MONEY_PRESETS, moneyFormat, sameMoney, type ShopMoney } from '@domain/settings/shop/money';
import { afterSystemConfigSave } from '../api/consistency';

const DECIMALS = [2, 0] as const;
const SAMPLE = 1234.5;
const key = (m: Pick<ShopMoney, 'currency' | 'locale'>) => `${m.currency}|${m.locale}`;

/**
 * "Moneda de la tienda" (issue 43): the one money every screen, PDF, export, the storefront and the
 * books show — the shop's dollars, or one of the spec's two readings (MXN, COP). PUT /api/settings/money.
 */
export function ShopMoneyForm() {
  const { t, i18n } = useTranslation();
  const w = (k: string) => t(`systemConfig.money.${k}`);
  const names = new Intl.DisplayNames([i18n.language], { type: 'currency' });
  const config = useQuery(systemConfigQueryOptions);
  const saved = config.data?.money ?? shopMoney();
  const [choice, setChoice] = useState<ShopMoney | null>(null);
  const money = choice ?? saved;
  const save = useMutation({
    mutationFn: (body: ShopMoney) => api.put<CommandAnswer>('/settings/money', body),
    // Here, not in mutate's callbacks: the new money redraws every screen (this one too, lib/money.ts),
    // and a screen drawn again no longer hears its own mutate's answer.
    onSuccess: (answer, sent) => {
      setShopMoney(sent);
      toast.success(answer.position === null ? w('unchanged') : w('saved'));
      return afterSystemConfigSave(answer);
    },
  });
  const presets = MONEY_PRESETS.some((p) => key(p) === key(saved)) ? MONEY_PRESETS : [saved, ...MONEY_PRESETS];
  const submit = () =>
    save.mutate(money, {
      onSuccess: () => setChoice(null),
      onError: (err) => toast.error(err instanceof ApiError && err.message ? err.message : w('failed')),
    });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      aria-label={w('title')}
      data-testid="shop-money-form"
      noValidate
    >
      <GroupedList
        header={w('title')}
        footer={
          <>
            {w('footer')}{' '}
            <span data-testid="shop-money-sample">
              {w('sample')}: {moneyFormat(money).format(SAMPLE)}
            </span>
          </>
        }
      >
        <SelectRow
          label={w('currency')}
          value={key(money)}
          data-testid="shop-money-currency"
          onChange={(e) => {
            const preset = presets.find((p) => key(p) === e.target.value)!;
            setChoice({ ...preset, decimals: money.decimals });
          }}
        >
          {presets.map((p) => (
            <option key={key(p)} value={key(p)}>
              {`${p.currency} · ${names.of(p.currency) ?? p.currency} (${p.locale})`}
            </option>
          ))}
        </SelectRow>
        <SelectRow
          label={w('decimals')}
          value={String(money.decimals)}
          data-testid="shop-money-decimals"
          onChange={(e) => setChoice({ ...money, decimals: Number(e.target.value) })}
        >
          {DECIMALS.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </SelectRow>
      </GroupedList>
      <button
        className="button"
        type="submit"
        disabled={save.isPending || sameMoney(money, saved)}
        data-testid="shop-money-save"
      >
        {save.isPending ? w('saving') : w('save')}
      </button>
    </form>
  );
}
