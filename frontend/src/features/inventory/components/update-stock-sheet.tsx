import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GroupedList } from '@/components/ui/grouped-list';
import { Sheet } from '@/components/ui/sheet';
import { updateStockBody } from '@domain/inventory';
import type { ProductView } from '@domain/inventory';
import { useProduct } from '../api/get-product';
import { useUpdateStock } from '../api/update-stock';
import { numberOrUndefined } from '../lib/form-values';
import { failureText, fieldErrorsOf, validate, type FieldErrors } from '@/lib/problem';
import { toast } from '@/stores/toast-store';
import { InputRow, TextAreaRow } from '@/components/ui/form-fields';
import { LocationField } from './location-field';

/** Spec 5 "Stock update": the quantity counted at a location (min 0), kept as an adjustment. */
export function UpdateStockSheet({ product, onClose }: { product: ProductView; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useProduct(product.id).data;
  const [location, setLocation] = useState(product.location);
  const [quantity, setQuantity] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateStock();
  const atLocation = detail?.stockByLocation.find((s) => s.locationId === location.trim())?.quantity ?? 0;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validate(updateStockBody, {
      quantity: numberOrUndefined(quantity),
      location: location.trim() || undefined,
      notes: notes.trim() || undefined,
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    update.mutate(
      { id: product.id, body: checked.data },
      {
        onSuccess: () => {
          toast.success(t('inventory.toast.stockUpdated'));
          onClose();
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error));
          toast.error(failureText(t('inventory.toast.stockFailed'), error));
        },
      },
    );
  };

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
          <LocationField
            label={t('inventory.fields.location')}
            name="location"
            value={location}
            onChange={setLocation}
            error={errors.location}
          />
          <InputRow
            label={t('inventory.stock.newQuantity')}
            name="quantity"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
            placeholder={String(atLocation)}
            error={errors.quantity}
            autoFocus
          />
          <TextAreaRow label={t('inventory.fields.notes')} value={notes} onChange={setNotes} error={errors.notes} />
        </GroupedList>
        <button className="button" type="submit" disabled={quantity.trim() === '' || update.isPending}>
          {update.isPending ? t('common.saving') : t('inventory.stock.submit')}
        </button>
      </form>
    </Sheet>
  );
}
