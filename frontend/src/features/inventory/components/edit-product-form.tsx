import { useMemo } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { failureText } from '@/lib/problem';
import { toast } from '@/stores/toast-store';
import type { ProductDetailView } from '@domain/inventory';
import { useUpdateProduct } from '../api/commands';
import { editProductForm, productFormOf, type EditProductForm as Form } from '../lib/product-form';
import { ProductForm } from './product-form';

/** Edit of a product's details, price and status (PATCH /api/inventory/products/:id). The SKU stays. */
export function EditProductForm({ product, onDone }: { product: ProductDetailView; onDone: () => void }) {
  const { t } = useTranslation();
  // The form starts from the product as it was opened; its changes are measured against it.
  const [schema, start] = useMemo(() => [editProductForm(product), productFormOf(product)], [product]);
  const { register, control, handleSubmit, errorOf, showServerErrors } = useSchemaForm(schema, start);
  const update = useUpdateProduct();
  const input = (key: keyof Form) => ({ ...register(key), error: errorOf(key) });
  const { field: category } = useController({ control, name: 'category' });

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
    <ProductForm
      label={t('inventory.details.edit')}
      input={input}
      category={category}
      errorOf={errorOf}
      onSubmit={submit}
    >
      <div className="sheet-actions">
        <button className="button plain" type="button" onClick={onDone}>
          {t('common.cancel')}
        </button>
        <button className="button" type="submit" disabled={update.isPending}>
          {update.isPending ? t('common.saving') : t('common.save')}
        </button>
      </div>
    </ProductForm>
  );
}
