import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LotReceiptFields } from '@/components/forms/lot-receipt-fields';
import { MovementKindFields } from '@/components/forms/movement-kind-fields';
import { FormSheet } from '@/components/ui/form-sheet';
import { InputRow, TextAreaRow } from '@/components/ui/form-fields';
import { useSchemaForm } from '@/hooks/use-schema-form';
import type { ProductView } from '@domain/inventory';
import { desktopBridge } from '../bridge';
import type { QueuedOperation } from '../bridge/contract';
import { needsReference } from '@/config/inventory';
import { movementForm } from '@/lib/forms/movement-form';
import { movementFormOf } from './product-forms';
import { fixValues, now, useSendOperation } from './send-operation';

interface Props {
  product: ProductView | undefined;
  /** A refused movement being corrected: the form starts from its body. */
  fix?: QueuedOperation;
  onClose: () => void;
}

/** 'Movimiento' (spec 5): type, quantity >= 1, origin; a target for transfers; a reference for the four types that need one. */
export function MovementSheet({ product, fix, onClose }: Props) {
  const { t } = useTranslation();
  const form = useSchemaForm(movementForm, movementFormOf(product, fixValues(fix)));
  const { register, control, errorOf } = form;
  const type = useWatch({ control, name: 'type' });
  const op = useSendOperation('register-inventory-movement', fix, onClose);
  const submit = form.handleSubmit((body) => {
    const input = { ...body, timestamp: now() };
    return op.send(input, () => desktopBridge.registerInventoryMovement(input));
  });
  const referenceError = errorOf('reference') ?? errorOf('reference.type') ?? errorOf('reference.id');

  return (
    <FormSheet
      title={t('inventory.movement.title')}
      message={product ? `${product.name} · ${product.sku}` : undefined}
      confirmLabel={t('inventory.movement.submit')}
      pending={op.pending}
      refusal={op.refusal ?? errorOf('productId') ?? null}
      onConfirm={() => void submit()}
      onClose={onClose}
      testId="movement-form"
      className="oi-form"
    >
      <div className="group-body">
        <MovementKindFields register={register} errorOf={errorOf} type={type} testIds />
        <InputRow
          label={t('inventory.movement.origin')}
          {...register('locationId')}
          error={errorOf('locationId')}
          placeholder={product?.location}
        />
        {type === 'transfer' ? (
          <InputRow
            label={t('inventory.movement.target')}
            {...register('targetLocationId')}
            error={errorOf('targetLocationId')}
            data-testid="movement-target"
          />
        ) : null}
      </div>
      {type === 'purchase' ? (
        <LotReceiptFields register={register} errorOf={errorOf} product={product ?? null} />
      ) : null}
      {needsReference(type) ? (
        <>
          <h3 className="group-header">{t('inventory.movement.reference')}</h3>
          <div className="group-body">
            <InputRow
              label={t('inventory.movement.referenceType')}
              {...register('referenceType')}
              placeholder={t('inventory.movement.referenceTypePlaceholder')}
            />
            <InputRow label={t('inventory.movement.referenceId')} {...register('referenceId')} error={referenceError} />
          </div>
          {referenceError ? null : <p className="group-footer">{t('inventory.movement.referenceHint')}</p>}
        </>
      ) : null}
      <div className="group-body oi-gap">
        <TextAreaRow label={t('offlineInventory.fields.notes')} {...register('notes')} error={errorOf('notes')} />
      </div>
    </FormSheet>
  );
}
