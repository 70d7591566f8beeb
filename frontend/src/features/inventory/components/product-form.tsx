import type { BaseSyntheticEvent, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PriceStockFields } from '@/components/forms/price-stock-fields';
import { SwitchField } from '@/components/ui/field';
import { GroupedList } from '@/components/ui/grouped-list';
import { InputRow, SelectRow, TextAreaRow } from '@/components/ui/form-fields';
import { PRODUCT_STATUSES } from '@domain/inventory';
import type { EditProductForm } from '../lib/product-form';
import { CategoryField } from './category-field';
import { LocationField } from './location-field';

/** What a form gives a row: its registration and its message. */
type Row = UseFormRegisterReturn & { error?: string };

interface Props {
  /** The form's name for assistive technology: the sheet's title. */
  label: string;
  /** The rows both forms have (an edit has no SKU nor opening stock). */
  input: (key: keyof EditProductForm) => Row;
  /** The main category: a select that also takes a new one typed in (not a plain input). */
  category: { value: string; onChange: (value: string) => void };
  errorOf: (path: string) => string | undefined;
  /** Given only when adding: the SKU (fixed once the product exists) and the opening stock. */
  sku?: Row;
  currentStock?: Row;
  onSubmit: (e?: BaseSyntheticEvent) => Promise<void>;
  /** The form's buttons. */
  children: ReactNode;
}

/**
 * A product's fields (spec 2.4/5), the same rows for adding and editing. Adding asks the SKU and the
 * opening stock too, marks what is required and splits the rows into the product and its prices and
 * stock; an edit is one group under the sheet's title.
 */
export function ProductForm({ label, input, category, errorOf, sku, currentStock, onSubmit, children }: Props) {
  const { t } = useTranslation();
  const f = (key: string) => t(`inventory.fields.${key}`);
  const adding = sku !== undefined;
  const details = (
    <>
      <InputRow label={f('name')} {...input('name')} required={adding} autoFocus={adding} />
      {adding ? <InputRow label={f('sku')} {...sku} required autoCapitalize="characters" /> : null}
      <InputRow label={f('barcode')} {...input('barcode')} inputMode={adding ? 'numeric' : undefined} />
      <TextAreaRow label={f('description')} {...input('description')} />
      {/* The add form sends `category`, an edit `categories`: the server's message is under either. */}
      <CategoryField {...category} error={errorOf('category') ?? errorOf('categories')} />
      <SelectRow label={f('status')} {...input('status')}>
        {PRODUCT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`inventory.status.${s}`)}
          </option>
        ))}
      </SelectRow>
    </>
  );
  const stock = (
    <>
      <PriceStockFields texts="inventory.fields" field={input} currentStock={currentStock} />
      <LocationField label={f('location')} {...input('location')} />
      <TextAreaRow label={f('images')} {...input('images')} />
    </>
  );
  // Issue 44: how long a stem lasts and whether every purchase must say its lot.
  // A switch shows no message (a boolean the schema cannot get wrong): its row takes the registration only.
  const { error: _none, ...requiresLots } = input('requiresLots');
  const freshness = (
    <>
      <InputRow
        label={f('vaseLifeDays')}
        {...input('vaseLifeDays')}
        type="number"
        min={1}
        max={60}
        step={1}
        inputMode="numeric"
        data-testid="product-vase-life"
      />
      <SwitchField label={f('requiresLots')} {...requiresLots} data-testid="product-requires-lots" />
    </>
  );
  return (
    <form onSubmit={(e) => void onSubmit(e)} aria-label={label} noValidate>
      {adding ? (
        <>
          <GroupedList header={t('inventory.add.product')}>{details}</GroupedList>
          <GroupedList header={t('inventory.add.pricesAndStock')} footer={t('inventory.add.hint')}>
            {stock}
          </GroupedList>
          <GroupedList header={t('inventory.lots.title')} footer={t('inventory.lots.productHint')}>
            {freshness}
          </GroupedList>
        </>
      ) : (
        <GroupedList header={label} footer={t('inventory.lots.productHint')}>
          {details}
          {stock}
          {freshness}
        </GroupedList>
      )}
      {children}
    </form>
  );
}
