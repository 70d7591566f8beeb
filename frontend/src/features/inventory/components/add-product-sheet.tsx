import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PriceStockFields } from '@/components/forms/price-stock-fields';
import { GroupedList } from '@/components/ui/grouped-list';
import { InputRow, SelectRow, TextAreaRow } from '@/components/ui/form-fields';
import { Sheet } from '@/components/ui/sheet';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { failureText } from '@/lib/problem';
import { toast } from '@/stores/toast-store';
import { PRODUCT_STATUSES } from '@domain/inventory';
import { useAddProduct } from '../api/commands';
import { addProductForm, blankProduct, type AddProductForm } from '../lib/product-form';
import { CategoryField } from './category-field';
import { LocationField } from './location-field';

/** Spec 2.4/5 "Add product": enabled only with name, SKU, category and a price above 0. */
export function AddProductSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { register, control, handleSubmit, errorOf, showServerErrors } = useSchemaForm(addProductForm, blankProduct);
  const add = useAddProduct();
  const input = (key: keyof AddProductForm) => ({ ...register(key), error: errorOf(key) });
  const [name, sku, category, price] = useWatch({ control, name: ['name', 'sku', 'category', 'price'] });
  const ready = Boolean(name.trim() && sku.trim() && category.trim() && Number(price) > 0);

  const submit = handleSubmit((body) =>
    add.mutate(body, {
      onSuccess: () => {
        toast.success(t('inventory.toast.added'));
        onClose();
      },
      onError: (error) => {
        showServerErrors(error);
        toast.error(failureText(t('inventory.toast.addFailed'), error));
      },
    }),
  );

  return (
    <Sheet title={t('inventory.add.title')} open onClose={onClose}>
      <form onSubmit={submit} aria-label={t('inventory.add.title')} noValidate>
        <GroupedList header={t('inventory.add.product')}>
          <InputRow label={t('inventory.fields.name')} {...input('name')} required autoFocus />
          <InputRow label={t('inventory.fields.sku')} {...input('sku')} required autoCapitalize="characters" />
          <InputRow label={t('inventory.fields.barcode')} {...input('barcode')} inputMode="numeric" />
          <TextAreaRow label={t('inventory.fields.description')} {...input('description')} />
          <Controller
            control={control}
            name="category"
            render={({ field }) => (
              <CategoryField
                value={field.value}
                onChange={field.onChange}
                error={errorOf('category') ?? errorOf('categories')}
              />
            )}
          />
          <SelectRow label={t('inventory.fields.status')} {...input('status')}>
            {PRODUCT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`inventory.status.${s}`)}
              </option>
            ))}
          </SelectRow>
        </GroupedList>
        <GroupedList header={t('inventory.add.pricesAndStock')} footer={t('inventory.add.hint')}>
          <PriceStockFields texts="inventory.fields" field={input} currentStock={input('currentStock')} />
          <LocationField label={t('inventory.fields.location')} {...input('location')} />
          <TextAreaRow label={t('inventory.fields.images')} {...input('images')} />
        </GroupedList>
        <button className="button" type="submit" disabled={!ready || add.isPending}>
          {add.isPending ? t('common.saving') : t('inventory.add.submit')}
        </button>
      </form>
    </Sheet>
  );
}
