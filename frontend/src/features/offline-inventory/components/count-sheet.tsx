import { useTranslation } from 'react-i18next';
import { FormSheet } from '@/components/ui/form-sheet';
import { InputRow } from '@/components/ui/form-fields';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { formatCount } from '@/lib/money';
import type { ProductView } from '@domain/inventory';
import { desktopBridge } from '../bridge';
import type { QueuedOperation } from '../bridge/contract';
import { countForm, countFormOf } from './product-forms';
import { fixValues, now, useSendOperation } from './send-operation';

interface Props {
  productId: string;
  product: ProductView | undefined;
  /** A refused count being corrected: the form starts from its body. */
  fix?: QueuedOperation;
  onClose: () => void;
}

/** 'Contar' (spec 5 "Stock update"): the quantity counted at a location, min 0; the product's location by default. */
export function CountSheet({ productId, product, fix, onClose }: Props) {
  const { t } = useTranslation();
  const form = useSchemaForm(countForm, countFormOf(product, fixValues(fix)));
  const { register, errorOf } = form;
  const op = useSendOperation('update-inventory', fix, onClose);
  const submit = form.handleSubmit((body) => {
    const input = { productId, quantity: body.quantity, location: body.location ?? '', timestamp: now() };
    return op.send(input, () => desktopBridge.updateInventory(input));
  });
  return (
    <FormSheet
      title={t('offlineInventory.count.title')}
      message={
        product
          ? t('offlineInventory.count.hint', {
              name: product.name,
              sku: product.sku,
              count: formatCount(product.currentStock),
            })
          : undefined
      }
      confirmLabel={t('offlineInventory.count.submit')}
      pending={op.pending}
      refusal={op.refusal}
      onConfirm={() => void submit()}
      onClose={onClose}
      testId="count-form"
      className="oi-form"
      fieldsClassName="group-body"
    >
      <InputRow label={t('offlineInventory.fields.location')} {...register('location')} error={errorOf('location')} />
      <InputRow
        label={t('offlineInventory.count.quantity')}
        {...register('quantity')}
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        error={errorOf('quantity')}
        autoFocus
        data-testid="count-quantity"
      />
    </FormSheet>
  );
}
