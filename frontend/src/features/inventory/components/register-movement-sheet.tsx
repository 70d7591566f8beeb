import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GroupedList } from '@/components/ui/grouped-list';
import { Sheet } from '@/components/ui/sheet';
import type { MovementType } from '@domain/inventory';
import type { ProductView } from '@domain/inventory';
import { useRegisterMovement } from '../api/register-movement';
import { MOVEMENT_TYPES, needsReference } from '@/config/inventory';
import { blankMovement, checkMovement, type MovementForm } from '../lib/movement-form';
import { failureText, fieldErrorsOf, type FieldErrors } from '@/lib/problem';
import { toast } from '@/stores/toast-store';
import { InputRow, SelectRow, TextAreaRow } from '@/components/ui/form-fields';
import { LocationField } from './location-field';
import { ProductPicker } from './product-picker';

/** Spec 5 "Movement": product, type, quantity >= 1, origin; target only for transfers; reference for the four. */
export function RegisterMovementSheet({
  product: initial,
  onClose,
}: {
  product?: ProductView | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [product, setProduct] = useState<ProductView | null>(initial ?? null);
  const [form, setForm] = useState<MovementForm>(blankMovement(initial?.id, initial?.location));
  const [errors, setErrors] = useState<FieldErrors>({});
  const register = useRegisterMovement();
  const set =
    <K extends keyof MovementForm>(key: K) =>
    (value: MovementForm[K]) =>
      setForm((f) => ({ ...f, [key]: value }));
  const choose = (p: ProductView | null) => {
    setProduct(p);
    setForm((f) => ({ ...f, productId: p?.id ?? '', locationId: p?.location ?? '' }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkMovement(form);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    register.mutate(checked.data, {
      onSuccess: () => {
        toast.success(t('inventory.toast.moved'));
        onClose();
      },
      onError: (error) => {
        setErrors(fieldErrorsOf(error));
        toast.error(failureText(t('inventory.toast.moveFailed'), error));
      },
    });
  };
  const referenceError = errors.reference ?? errors['reference.type'] ?? errors['reference.id'];

  return (
    <Sheet title={t('inventory.movement.title')} open onClose={onClose}>
      <form onSubmit={submit} aria-label={t('inventory.movement.title')} noValidate>
        <GroupedList header={t('inventory.movement.product')}>
          <ProductPicker product={product} onChange={choose} error={errors.productId} />
        </GroupedList>
        <GroupedList header={t('inventory.movement.what')}>
          <SelectRow
            label={t('inventory.movement.type')}
            name="type"
            value={form.type}
            error={errors.type}
            onChange={(e) => set('type')(e.target.value as MovementType)}
          >
            {MOVEMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`inventory.types.${type}`)}
              </option>
            ))}
          </SelectRow>
          {form.type === 'adjustment' ? (
            <SelectRow
              label={t('inventory.movement.direction')}
              name="direction"
              value={form.direction}
              onChange={(e) => set('direction')(e.target.value as 'in' | 'out')}
            >
              <option value="in">{t('inventory.movement.in')}</option>
              <option value="out">{t('inventory.movement.out')}</option>
            </SelectRow>
          ) : null}
          <InputRow
            label={t('inventory.fields.quantity')}
            name="quantity"
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            value={form.quantity}
            onChange={(e) => set('quantity')(e.target.value)}
            error={errors.quantity}
          />
          <LocationField
            label={t('inventory.movement.origin')}
            name="locationId"
            value={form.locationId}
            onChange={set('locationId')}
            error={errors.locationId}
            placeholder={product?.location}
          />
          {form.type === 'transfer' ? (
            <LocationField
              label={t('inventory.movement.target')}
              name="targetLocationId"
              value={form.targetLocationId}
              onChange={set('targetLocationId')}
              error={errors.targetLocationId}
            />
          ) : null}
        </GroupedList>
        {needsReference(form.type) ? (
          <GroupedList
            header={t('inventory.movement.reference')}
            footer={referenceError ? undefined : t('inventory.movement.referenceHint')}
          >
            <InputRow
              label={t('inventory.movement.referenceType')}
              name="referenceType"
              value={form.referenceType}
              onChange={(e) => set('referenceType')(e.target.value)}
              placeholder={t('inventory.movement.referenceTypePlaceholder')}
            />
            <InputRow
              label={t('inventory.movement.referenceId')}
              name="referenceId"
              value={form.referenceId}
              onChange={(e) => set('referenceId')(e.target.value)}
              error={referenceError}
            />
          </GroupedList>
        ) : null}
        <GroupedList>
          <TextAreaRow
            label={t('inventory.fields.notes')}
            value={form.notes}
            onChange={set('notes')}
            error={errors.notes}
          />
        </GroupedList>
        <button className="button" type="submit" disabled={!form.productId || register.isPending}>
          {register.isPending ? t('common.saving') : t('inventory.movement.submit')}
        </button>
      </form>
    </Sheet>
  );
}
