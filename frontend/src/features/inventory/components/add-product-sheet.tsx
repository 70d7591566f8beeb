import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GroupedList } from '@/components/ui/grouped-list';
import { Sheet } from '@/components/ui/sheet';
import { addProductBody } from '@domain/inventory';
import { DEFAULT_LOCATION, PRODUCT_STATUSES, type ProductStatus } from '@domain/inventory';
import { useAddProduct } from '../api/add-product';
import { linesOf, numberOrUndefined } from '../lib/form-values';
import { failureText, fieldErrorsOf, validate, type FieldErrors } from '@/lib/problem';
import { toast } from '@/stores/toast-store';
import { CategoryField } from './category-field';
import { InputRow, SelectRow, TextAreaRow } from '@/components/ui/form-fields';
import { LocationField } from './location-field';

const blank = {
  name: '',
  sku: '',
  barcode: '',
  description: '',
  price: '',
  wholesalePrice: '',
  currentStock: '0',
  minStockLevel: '0',
  category: '',
  status: 'active' as ProductStatus,
  location: DEFAULT_LOCATION,
  images: '',
};
type Form = typeof blank;

/** The body the server takes; the single category becomes the list server-side (spec 5). */
function bodyOf(f: Form) {
  return {
    name: f.name,
    sku: f.sku,
    barcode: f.barcode.trim() || undefined,
    description: f.description.trim() || undefined,
    price: numberOrUndefined(f.price),
    wholesalePrice: numberOrUndefined(f.wholesalePrice) ?? null,
    currentStock: numberOrUndefined(f.currentStock) ?? 0,
    minStockLevel: numberOrUndefined(f.minStockLevel) ?? 0,
    category: f.category.trim() || undefined,
    status: f.status,
    images: linesOf(f.images),
    location: f.location.trim() || undefined,
  };
}

/** Spec 2.4/5 "Add product": enabled only with name, SKU, category and a price above 0. */
export function AddProductSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<Form>(blank);
  const [errors, setErrors] = useState<FieldErrors>({});
  const add = useAddProduct();
  const set =
    <K extends keyof Form>(key: K) =>
    (value: Form[K]) =>
      setForm((f) => ({ ...f, [key]: value }));
  const input = (key: keyof Form) => ({
    name: key,
    value: form[key],
    onChange: (e: { target: { value: string } }) => set(key)(e.target.value),
    error: errors[key],
  });
  const ready = Boolean(form.name.trim() && form.sku.trim() && form.category.trim() && Number(form.price) > 0);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validate(addProductBody, bodyOf(form));
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    add.mutate(checked.data, {
      onSuccess: () => {
        toast.success(t('inventory.toast.added'));
        onClose();
      },
      onError: (error) => {
        setErrors(fieldErrorsOf(error));
        toast.error(failureText(t('inventory.toast.addFailed'), error));
      },
    });
  };

  return (
    <Sheet title={t('inventory.add.title')} open onClose={onClose}>
      <form onSubmit={submit} aria-label={t('inventory.add.title')} noValidate>
        <GroupedList header={t('inventory.add.product')}>
          <InputRow label={t('inventory.fields.name')} {...input('name')} required autoFocus />
          <InputRow label={t('inventory.fields.sku')} {...input('sku')} required autoCapitalize="characters" />
          <InputRow label={t('inventory.fields.barcode')} {...input('barcode')} inputMode="numeric" />
          <TextAreaRow
            label={t('inventory.fields.description')}
            value={form.description}
            onChange={set('description')}
            error={errors.description}
          />
          <CategoryField
            value={form.category}
            onChange={set('category')}
            error={errors.category ?? errors.categories}
          />
          <SelectRow
            label={t('inventory.fields.status')}
            name="status"
            value={form.status}
            onChange={(e) => set('status')(e.target.value as ProductStatus)}
            error={errors.status}
          >
            {PRODUCT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`inventory.status.${s}`)}
              </option>
            ))}
          </SelectRow>
        </GroupedList>
        <GroupedList header={t('inventory.add.pricesAndStock')} footer={t('inventory.add.hint')}>
          <InputRow
            label={t('inventory.fields.price')}
            {...input('price')}
            type="number"
            min={0}
            step={0.01}
            inputMode="decimal"
            required
          />
          <InputRow
            label={t('inventory.fields.wholesalePrice')}
            {...input('wholesalePrice')}
            type="number"
            min={0}
            step={0.01}
            inputMode="decimal"
          />
          <InputRow
            label={t('inventory.fields.currentStock')}
            {...input('currentStock')}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
          />
          <InputRow
            label={t('inventory.fields.minStockLevel')}
            {...input('minStockLevel')}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
          />
          <LocationField
            label={t('inventory.fields.location')}
            name="location"
            value={form.location}
            onChange={set('location')}
            error={errors.location}
          />
          <TextAreaRow
            label={t('inventory.fields.images')}
            value={form.images}
            onChange={set('images')}
            error={errors.images}
          />
        </GroupedList>
        <button className="button" type="submit" disabled={!ready || add.isPending}>
          {add.isPending ? t('common.saving') : t('inventory.add.submit')}
        </button>
      </form>
    </Sheet>
  );
}
