import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateRow } from '@/components/ui/date-field';
import { InputRow } from '@/components/ui/form-fields';
import { GroupedList } from '@/components/ui/grouped-list';
import type { ProductView } from '@domain/inventory';
import type { MovementForm } from '@/lib/forms/movement-form';
import { requiresLotsOf, vaseLifeOf } from '@/lib/product-lots';

// Shared by the warehouse's movement form and the desktop (offline) inventory's: one purchase, one lot group.

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
