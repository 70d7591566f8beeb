import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { InputRow, TextAreaRow } from '@/components/ui/form-fields';
import { GroupedList } from '@/components/ui/grouped-list';
import { Sheet } from '@/components/ui/sheet';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { failureText, numberOrUndefined } from '@/lib/problem';
import { toast } from '@/stores/toast-store';
import { updateStockBody } from '@domain/inventory';
import type { ProductView } from '@domain/inventory';
import { useProduct } from '../api/reads';
import { useUpdateStock } from '../api/commands';
import { LocationField } from './location-field';

type StockForm = { location: string; quantity: string; notes: string };
/** The form's text as the body updateStockBody takes. */
const stockForm = z.preprocess(
  (f: StockForm) => ({
    quantity: numberOrUndefined(f.quantity),
    location: f.location.trim() || undefined,
    notes: f.notes.trim() || undefined,
  }),
  updateStockBody,
);

/** Spec 5 "Stock update": the quantity counted at a location (min 0), kept as an adjustment. */
export function UpdateStockSheet({ product, onClose }: { product: ProductView; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useProduct(product.id).data;
  const form = useSchemaForm(stockForm, { location: product.location, quantity: '', notes: '' });
  const { register, errorOf } = form;
  const [location, quantity] = useWatch({ control: form.control, name: ['location', 'quantity'] });
  const update = useUpdateStock();
  const atLocation = detail?.stockByLocation.find((s) => s.locationId === location.trim())?.quantity ?? 0;

  const submit = form.handleSubmit((body) =>
    update.mutate(
      { id: product.id, body },
      {
        onSuccess: () => {
          toast.success(t('inventory.toast.stockUpdated'));
          onClose();
        },
        onError: (error) => {
          form.showServerErrors(error);
          toast.error(failureText(t('inventory.toast.stockFailed'), error));
        },
      },
    ),
  );

  return (
    <Sheet title={t('inventory.stock.title')} open onClose={onClose}>
      <form onSubmit={submit} aria-label={t('inventory.stock.title')} noValidate>
        <GroupedList
          header={`${product.name} · ${product.sku}`}
          footer={t('inventory.stock.hint', {
            count: atLocation,
            location: location.trim() || product.location,
          })}
        >
          <LocationField label={t('inventory.fields.location')} {...register('location')} error={errorOf('location')} />
          <InputRow
            label={t('inventory.stock.newQuantity')}
            {...register('quantity')}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            placeholder={String(atLocation)}
            error={errorOf('quantity')}
            autoFocus
          />
          <TextAreaRow label={t('inventory.fields.notes')} {...register('notes')} error={errorOf('notes')} />
        </GroupedList>
        <button className="button" type="submit" disabled={quantity.trim() === '' || update.isPending}>
          {update.isPending ? t('common.saving') : t('inventory.stock.submit')}
        </button>
      </form>
    </Sheet>
  );
}
