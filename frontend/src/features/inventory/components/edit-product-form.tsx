import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GroupedList } from '@/components/ui/grouped-list';
import { updateProductBody, type UpdateProductBody } from '@domain/inventory';
import { PRODUCT_STATUSES, type ProductStatus } from '@domain/inventory';
import type { ProductDetailView } from '@domain/inventory';
import { useUpdateProduct } from '../api/update-product';
import { linesOf, numberOrUndefined } from '../lib/form-values';
import { failureText, fieldErrorsOf, validate, type FieldErrors } from '@/lib/problem';
import { toast } from '@/stores/toast-store';
import { CategoryField } from './category-field';
import { InputRow, SelectRow, TextAreaRow } from '@/components/ui/form-fields';
import { LocationField } from './location-field';

const formOf = (p: ProductDetailView) => ({
  name: p.name,
  barcode: p.barcode ?? '',
  description: p.description,
  price: String(p.price),
  wholesalePrice: p.wholesalePrice === null ? '' : String(p.wholesalePrice),
  minStockLevel: String(p.minStockLevel),
  category: p.categories[0] ?? p.category,
  status: p.status,
  location: p.location,
  images: p.images.join('\n'),
});
type Form = ReturnType<typeof formOf>;

/** Only what changed goes in the PATCH: the server records details, price and status as separate events. */
function changesOf(p: ProductDetailView, f: Form): UpdateProductBody {
  const before = formOf(p);
  const body: Record<string, unknown> = {};
  if (f.name !== before.name) body.name = f.name;
  if (f.barcode !== before.barcode) body.barcode = f.barcode.trim() || null;
  if (f.description !== before.description) body.description = f.description;
  if (f.price !== before.price || f.wholesalePrice !== before.wholesalePrice) {
    body.price = numberOrUndefined(f.price) ?? Number.NaN;
    body.wholesalePrice = numberOrUndefined(f.wholesalePrice) ?? null;
  }
  if (f.minStockLevel !== before.minStockLevel) body.minStockLevel = numberOrUndefined(f.minStockLevel) ?? Number.NaN;
  // The form edits the main category; any further ones the product has stay.
  if (f.category !== before.category) body.categories = [...new Set([f.category.trim(), ...p.categories.slice(1)])];
  if (f.status !== before.status) body.status = f.status;
  if (f.location !== before.location) body.location = f.location;
  if (f.images !== before.images) body.images = linesOf(f.images);
  return body as UpdateProductBody;
}

/** Edit of a product's details, price and status (PATCH /api/inventory/products/:id). The SKU stays. */
export function EditProductForm({ product, onDone }: { product: ProductDetailView; onDone: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<Form>(() => formOf(product));
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateProduct();
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

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const changes = changesOf(product, form);
    if (Object.keys(changes).length === 0) return onDone();
    const checked = validate(updateProductBody, changes);
    if (!checked.ok) return setErrors(checked.errors);
    update.mutate(
      { id: product.id, body: checked.data },
      {
        onSuccess: () => {
          toast.success(t('inventory.toast.updated'));
          onDone();
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error));
          toast.error(failureText(t('inventory.toast.updateFailed'), error));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label={t('inventory.details.edit')} noValidate>
      <GroupedList header={t('inventory.details.edit')}>
        <InputRow label={t('inventory.fields.name')} {...input('name')} />
        <InputRow label={t('inventory.fields.barcode')} {...input('barcode')} />
        <TextAreaRow
          label={t('inventory.fields.description')}
          value={form.description}
          onChange={set('description')}
          error={errors.description}
        />
        <CategoryField value={form.category} onChange={set('category')} error={errors.categories ?? errors.category} />
        <SelectRow
          label={t('inventory.fields.status')}
          name="status"
          value={form.status}
          onChange={(e) => set('status')(e.target.value as ProductStatus)}
        >
          {PRODUCT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`inventory.status.${s}`)}
            </option>
          ))}
        </SelectRow>
        <InputRow
          label={t('inventory.fields.price')}
          {...input('price')}
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
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
          label={t('inventory.fields.minStockLevel')}
          {...input('minStockLevel')}
          type="number"
          min={0}
          step={1}
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
