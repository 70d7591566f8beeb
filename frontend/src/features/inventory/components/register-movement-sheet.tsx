import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MovementKindFields } from '@/components/forms/movement-kind-fields';
import { InputRow, TextAreaRow } from '@/components/ui/form-fields';
import { GroupedList } from '@/components/ui/grouped-list';
import { Sheet } from '@/components/ui/sheet';
import { needsReference } from '@/config/inventory';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { failureText } from '@/lib/problem';
import { toast } from '@/stores/toast-store';
import type { ProductView } from '@domain/inventory';
import { useRegisterMovement } from '../api/commands';
import { blankMovement, movementForm, takesFromLot, type MovementForm } from '@/lib/forms/movement-form';
import { LocationField } from './location-field';
import { LotReceiptFields } from '@/components/forms/lot-receipt-fields';
import { LotPickField } from './lot-fields';
import { ProductPicker } from './product-picker';

/** What a screen fills in before the form opens (the landing's "Registrar merma" on an expiring lot). */
export interface MovementPreset {
  type?: MovementForm['type'];
  cause?: MovementForm['cause'];
  lotId?: string;
  locationId?: string;
  /** How the preset lot reads in the picker while the product's lots load. */
  lotLabel?: string;
}

/**
 * Spec 5 "Movement": product, type, quantity >= 1, origin; target only for transfers; reference for the
 * four. Issue 44: a purchase's lot, waste's cause, and the lot an outflow takes from.
 */
export function RegisterMovementSheet({
  product: initial,
  preset,
  onClose,
}: {
  product?: ProductView | null;
  preset?: MovementPreset;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [product, setProduct] = useState<ProductView | null>(initial ?? null);
  const { lotLabel, ...presetValues } = preset ?? {};
  const form = useSchemaForm(movementForm, {
    ...blankMovement(initial?.id, initial?.location),
    ...presetValues,
  });
  const { register, control, setValue, errorOf } = form;
  const [type, productId, direction, locationId] = useWatch({
    control,
    name: ['type', 'productId', 'direction', 'locationId'],
  });
  const send = useRegisterMovement();
  const choose = (p: ProductView | null) => {
    setProduct(p);
    setValue('productId', p?.id ?? '');
    setValue('locationId', p?.location ?? '');
    setValue('lotId', ''); // another product's lots are not this one's
  };

  const submit = form.handleSubmit((body) =>
    send.mutate(body, {
      onSuccess: () => {
        toast.success(t('inventory.toast.moved'));
        onClose();
      },
      onError: (error) => {
        form.showServerErrors(error);
        toast.error(failureText(t('inventory.toast.moveFailed'), error));
      },
    }),
  );
  const referenceError = errorOf('reference') ?? errorOf('reference.type') ?? errorOf('reference.id');

  return (
    <Sheet title={t('inventory.movement.title')} open onClose={onClose}>
      <form onSubmit={submit} aria-label={t('inventory.movement.title')} noValidate>
        <GroupedList header={t('inventory.movement.product')}>
          <ProductPicker product={product} onChange={choose} error={errorOf('productId')} />
        </GroupedList>
        <GroupedList header={t('inventory.movement.what')}>
          <MovementKindFields register={register} errorOf={errorOf} type={type} />
          <LocationField
            label={t('inventory.movement.origin')}
            {...register('locationId')}
            error={errorOf('locationId')}
            placeholder={product?.location}
          />
          {type === 'transfer' ? (
            <LocationField
              label={t('inventory.movement.target')}
              {...register('targetLocationId')}
              error={errorOf('targetLocationId')}
            />
          ) : null}
          {takesFromLot(type, direction) && productId ? (
            <LotPickField
              register={register}
              errorOf={errorOf}
              productId={productId}
              locationId={locationId.trim()}
              preset={preset?.lotId && lotLabel ? { lotId: preset.lotId, label: lotLabel } : undefined}
            />
          ) : null}
        </GroupedList>
        {type === 'purchase' ? <LotReceiptFields register={register} errorOf={errorOf} product={product} /> : null}
        {needsReference(type) ? (
          <GroupedList
            header={t('inventory.movement.reference')}
            footer={referenceError ? undefined : t('inventory.movement.referenceHint')}
          >
            <InputRow
              label={t('inventory.movement.referenceType')}
              {...register('referenceType')}
              placeholder={t('inventory.movement.referenceTypePlaceholder')}
            />
            <InputRow label={t('inventory.movement.referenceId')} {...register('referenceId')} error={referenceError} />
          </GroupedList>
        ) : null}
        <GroupedList>
          <TextAreaRow label={t('inventory.fields.notes')} {...register('notes')} error={errorOf('notes')} />
        </GroupedList>
        <button className="button" type="submit" disabled={!productId || send.isPending}>
          {send.isPending ? t('common.saving') : t('inventory.movement.submit')}
        </button>
      </form>
    </Sheet>
  );
}
