import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PriceStockFields } from '@/components/forms/price-stock-fields';
import { InputRow, SelectRow, TextAreaRow } from '@/components/ui/form-fields';
import { GroupedList } from '@/components/ui/grouped-list';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { failureText } from '@/lib/problem';
import { toast } from '@/stores/toast-store';
import { PRODUCT_STATUSES } from '@domain/inventory';
import type { ProductDetailView } from '@domain/inventory';
import { useUpdateProduct } from '../api/commands';
import { editProductForm, productFormOf, type EditProductForm as Form } from '../lib/product-form';
import { CategoryField } from './category-field';
import { LocationField } from './location-field';

/** Edit of a product's details, price and status (PATCH /api/inventory/products/:id). The SKU stays. */
export function EditProductForm({ product, onDone }: { product: ProductDetailView; onDone: () => void }) {
  const { t } = useTranslation();
  // The form starts from the product as it was opened; its changes are measured against it.
  const [schema, start] = useMemo(() => [editProductForm(product), productFormOf(product)], [product]);
  const { register, control, handleSubmit, errorOf, showServerErrors } = useSchemaForm(schema, start);
  const update = useUpdateProduct();
  const input = (key: keyof Form) => ({ ...register(key), error: errorOf(key) });

  const submit = handleSubmit((changes) => {
    if (Object.keys(changes).length === 0) return onDone();
    update.mutate(
      { id: product.id, body: changes },
      {
        onSuccess: () => {
          toast.success(t('inventory.toast.updated'));
          onDone();
        },
        onError: (error) => {
          showServerErrors(error);
          toast.error(failureText(t('inventory.toast.updateFailed'), error));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} aria-label={t('inventory.details.edit')} noValidate>
      <GroupedList header={t('inventory.details.edit')}>
        <InputRow label={t('inventory.fields.name')} {...input('name')} />
        <InputRow label={t('inventory.fields.barcode')} {...input('barcode')} />
        <TextAreaRow label={t('inventory.fields.description')} {...input('description')} />
        <Controller
          control={control}
          name="category"
          render={({ field }) => (
            <CategoryField
              value={field.value}
              onChange={field.onChange}
              error={errorOf('categories') ?? errorOf('category')}
            />
          )}
        />
        <SelectRow label={t('inventory.fields.status')} {...register('status')}>
          {PRODUCT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`inventory.status.${s}`)}
            </option>
          ))}
        </SelectRow>
        <PriceStockFields texts="inventory.fields" field={input} />
        <LocationField label={t('inventory.fields.location')} {...input('location')} />
        <TextAreaRow label={t('inventory.fields.images')} {...input('images')} />
      </GroupedList>
      <div className="sheet-actions">
        <button className="button plain" type="button" onClick={onDone}>
          {t('common.cancel')}
        </button>
        <button className="button" type="submit" disabled={update.isPending}>
          {update.isPending ? t('common.saving') : t('common.save')}
        </button>
      </div>
    </form>
  );
}
