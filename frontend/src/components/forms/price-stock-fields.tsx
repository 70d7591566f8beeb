import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { InputRow } from '@/components/ui/form-fields';

/** What a form gives a field: its registration and its message. */
type FieldProps = Omit<ComponentProps<typeof InputRow>, 'label'>;

interface Props {
  /** Where the labels come from: `<texts>.price`, `<texts>.wholesalePrice`, … */
  texts: 'inventory.fields' | 'offlineInventory.fields';
  field: (key: 'price' | 'wholesalePrice' | 'minStockLevel') => FieldProps;
  /** Given only when adding a product (spec 5 "Add product"): the opening stock; the price is then required. */
  currentStock?: FieldProps;
}

/** A product's prices and stock levels: price and wholesale price >= 0 in cents, stocks whole units >= 0. */
export function PriceStockFields({ texts, field, currentStock }: Props) {
  const { t } = useTranslation();
  const adding = currentStock !== undefined;
  return (
    <>
      <InputRow
        label={t(`${texts}.price`)}
        {...field('price')}
        type="number"
        min={0}
        step={0.01}
        inputMode="decimal"
        required={adding || undefined}
      />
      <InputRow
        label={t(`${texts}.wholesalePrice`)}
        {...field('wholesalePrice')}
        type="number"
        min={0}
        step={0.01}
        inputMode="decimal"
      />
      {adding && (
        <InputRow
          label={t(`${texts}.currentStock`)}
          {...currentStock}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
        />
      )}
      <InputRow
        label={t(`${texts}.minStockLevel`)}
        {...field('minStockLevel')}
        type="number"
        min={0}
        step={1}
        inputMode={adding ? 'numeric' : undefined}
      />
    </>
  );
}
