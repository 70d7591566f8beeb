import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PriceStockFields } from '@/components/forms/price-stock-fields';
import { FormSheet } from '@/components/ui/form-sheet';
import { InputRow, SuggestRow, TextAreaRow } from '@/components/ui/form-fields';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { desktopBridge } from '../bridge';
import type { QueuedOperation } from '../bridge/contract';
import { productForm, productFormOf, type ProductForm } from './product-forms';
import { fixValues, useSendOperation } from './send-operation';

interface Props {
  /** The categories already in the local copy, offered as suggestions. */
  categories: string[];
  /** A refused new product being corrected: the form starts from its body. */
  fix?: QueuedOperation;
  onClose: () => void;
}

/** 'Agregar producto' (spec 5): enabled only with name, SKU and category filled and a price above 0. */
export function AddProductSheet({ categories, fix, onClose }: Props) {
  const { t } = useTranslation();
  const form = useSchemaForm(productForm, productFormOf(fixValues(fix)));
  const { register, control, errorOf } = form;
  const input = (key: keyof ProductForm) => ({ ...register(key), error: errorOf(key) });
  const [name, sku, category, price] = useWatch({ control, name: ['name', 'sku', 'category', 'price'] });
  const ready = Boolean(name.trim() && sku.trim() && category.trim() && Number(price) > 0);
  const op = useSendOperation('add-product', fix, onClose);
  const submit = form.handleSubmit((body) => {
    const input = {
      name: body.name,
      sku: body.sku,
      category: body.category ?? body.categories?.[0] ?? '',
      price: body.price,
      wholesalePrice: body.wholesalePrice,
      currentStock: body.currentStock,
      minStockLevel: body.minStockLevel,
      description: body.description,
      barcode: body.barcode,
      location: body.location,
    };
    return op.send(input, () => desktopBridge.addProduct(input));
  });

  return (
    <FormSheet
      title={t('offlineInventory.add.title')}
      message={t('offlineInventory.add.hint')}
      confirmLabel={t('offlineInventory.add.submit')}
      pending={op.pending}
      disabled={!ready}
      refusal={op.refusal}
      onConfirm={() => void submit()}
      onClose={onClose}
      testId="add-product-form"
      className="oi-form"
      fieldsClassName="group-body"
    >
      <InputRow label={t('offlineInventory.fields.name')} {...input('name')} required autoFocus />
      <InputRow label={t('offlineInventory.fields.sku')} {...input('sku')} required autoCapitalize="characters" />
      <SuggestRow label={t('offlineInventory.fields.category')} options={categories} {...input('category')} required />
      <PriceStockFields texts="offlineInventory.fields" field={input} currentStock={input('currentStock')} />
      <InputRow label={t('offlineInventory.fields.location')} {...input('location')} />
      <InputRow label={t('offlineInventory.fields.barcode')} {...input('barcode')} inputMode="numeric" />
      <TextAreaRow label={t('offlineInventory.fields.description')} {...input('description')} />
    </FormSheet>
  );
}
