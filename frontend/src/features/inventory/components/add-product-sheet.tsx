import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Sheet } from '@/components/ui/sheet';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { failureText } from '@/lib/problem';
import { toast } from '@/stores/toast-store';
import { useAddProduct } from '../api/commands';
import { addProductForm, blankProduct, type AddProductForm } from '../lib/product-form';
import { ProductForm } from './product-form';

/** Spec 2.4/5 "Add product": enabled only with name, SKU, category and a price above 0. */
export function AddProductSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { register, control, handleSubmit, errorOf, showServerErrors } = useSchemaForm(addProductForm, blankProduct);
  const add = useAddProduct();
  const input = (key: keyof AddProductForm) => ({ ...register(key), error: errorOf(key) });
  const { field: category } = useController({ control, name: 'category' });
  const [name, sku, price] = useWatch({ control, name: ['name', 'sku', 'price'] });
  const ready = Boolean(name.trim() && sku.trim() && category.value.trim() && Number(price) > 0);

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
      <ProductForm
        label={t('inventory.add.title')}
        input={input}
        category={category}
        errorOf={errorOf}
        sku={input('sku')}
        currentStock={input('currentStock')}
        onSubmit={submit}
      >
        <button className="button" type="submit" disabled={!ready || add.isPending}>
          {add.isPending ? t('common.saving') : t('inventory.add.submit')}
        </button>
      </ProductForm>
    </Sheet>
  );
}
