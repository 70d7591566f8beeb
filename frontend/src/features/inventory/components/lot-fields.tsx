import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateRow } from '@/components/ui/date-field';
import { InputRow, SelectRow } from '@/components/ui/form-fields';
import { GroupedList } from '@/components/ui/grouped-list';
import { formatCount, formatMoney } from '@/lib/money';
import type { ProductView } from '@domain/inventory';
import type { MovementForm } from '@/lib/forms/movement-form';
import { useProductLots, type ProductLot } from '../api/lots';
import { lotName, requiresLotsOf, shortLotDay, vaseLifeOf } from '../lib/lot-text';

interface ReceiptProps {
  register: UseFormRegister<MovementForm>;
  errorOf: (path: string) => string | undefined;
  product: ProductView | null;
}

/**
 * Issue 44: the lot a purchase receives. Every field may stay blank: the vase life is then the
 * product's, the cut date the day it arrives, the cost the wholesale price — so the placeholders
 * show those defaults rather than an empty box.
 */
export function LotReceiptFields({ register, errorOf, product }: ReceiptProps) {
  const { t } = useTranslation();
  const l = (key: string) => t(`inventory.lots.fields.${key}`);
  const vaseLife = vaseLifeOf(product);
  const required = requiresLotsOf(product);
  const problem = errorOf('lot');
  return (
    <GroupedList
      header={t('inventory.lots.receiptTitle')}
      footer={problem ?? (required ? t('inventory.lots.requiredHint') : t('inventory.lots.receiptHint'))}
    >
      <InputRow label={l('code')} {...register('lotCode')} error={errorOf('lot.code')} data-testid="lot-code" />
      <InputRow
        label={l('supplier')}
        {...register('lotSupplier')}
        error={errorOf('lot.supplier')}
        autoComplete="organization"
        data-testid="lot-supplier"
      />
      <DateRow
        label={l('cutDate')}
        {...register('lotCutDate')}
        error={errorOf('lot.cutDate')}
        data-testid="lot-cut-date"
      />
      <InputRow
        label={l('vaseLifeDays')}
        {...register('lotVaseLifeDays')}
        type="number"
        min={1}
        max={60}
        step={1}
        inputMode="numeric"
        placeholder={vaseLife === null ? undefined : String(vaseLife)}
        error={errorOf('lot.vaseLifeDays')}
        data-testid="lot-vase-life"
      />
      <InputRow
        label={l('unitCost')}
        {...register('lotUnitCost')}
        type="number"
        min={0}
        step="0.01"
        inputMode="decimal"
        placeholder={product?.wholesalePrice != null ? String(product.wholesalePrice) : undefined}
        error={errorOf('lot.unitCost')}
        data-testid="lot-unit-cost"
      />
    </GroupedList>
  );
}

interface PickProps {
  register: UseFormRegister<MovementForm>;
  errorOf: (path: string) => string | undefined;
  productId: string;
  /** The origin typed: only its lots can give units (blank: the product's home location). */
  locationId: string;
  /** A lot named before the form opened (the landing's "Registrar merma"), listed even while loading. */
  preset?: { lotId: string; label: string };
}

/** Issue 44: which lot an outflow takes from — by default the one that expires first (FEFO). */
export function LotPickField({ register, errorOf, productId, locationId, preset }: PickProps) {
  const { t, i18n } = useTranslation();
  const lots = useProductLots(productId || undefined);
  const here = (lots.data ?? []).filter((l) => l.remaining > 0 && (!locationId || l.locationId === locationId));
  const labelOf = (lot: ProductLot) =>
    [
      lotName(lot, t),
      lot.sellBy ? t('inventory.lots.sellsBy', { day: shortLotDay(lot.sellBy, i18n.language) }) : null,
      t('inventory.lots.left', { count: lot.remaining, formatted: formatCount(lot.remaining) }),
      lot.unitCost !== null ? formatMoney(lot.unitCost) : null,
    ]
      .filter(Boolean)
      .join(' · ');
  // The preset lot keeps one option element from the first render on (its label filled in once the
  // lots load): a selected option replaced under the form would show another lot than the one sent.
  const presetLot = preset ? here.find((l) => l.lotId === preset.lotId) : undefined;
  const others = preset ? here.filter((l) => l.lotId !== preset.lotId) : here;
  return (
    <SelectRow label={t('inventory.lots.pick')} {...register('lotId')} error={errorOf('lotId')} data-testid="lot-pick">
      <option value="">{t('inventory.lots.firstToExpire')}</option>
      {preset ? (
        <option key="preset" value={preset.lotId}>
          {presetLot ? labelOf(presetLot) : preset.label}
        </option>
      ) : null}
      {others.map((lot) => (
        <option key={`${lot.lotId}@${lot.locationId}`} value={lot.lotId}>
          {labelOf(lot)}
        </option>
      ))}
    </SelectRow>
  );
}
