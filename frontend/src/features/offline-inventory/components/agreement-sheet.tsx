import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorLine, SelectRow, TextAreaRow } from '@/components/ui/form-fields';
import { FormSheet } from '@/components/ui/form-sheet';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { DEFAULT_COMMISSION, type PartnerView } from '@domain/consignment';
import type { ProductView } from '@domain/inventory';
import { desktopBridge } from '../bridge';
import type { QueuedOperation } from '../bridge/contract';
import { AgreementItemRows } from '@/components/forms/agreement-item-rows';
import { agreementForm, blankRow, removeRow, type ItemRow } from '@/lib/forms/agreement-form';
import { agreementFormOf } from './consignment-forms';
import { fixValues, useSendOperation } from './send-operation';
import { DateRow } from '@/components/ui/date-field';

interface Props {
  partners: PartnerView[];
  products: ProductView[];
  /** A refused agreement being corrected: the form starts from its body. */
  fix?: QueuedOperation;
  onClose: () => void;
}

/** 'Nuevo acuerdo' (spec 5): partner, dates (today, +30 days), item rows; incomplete rows are dropped. */
export function AgreementSheet({ partners, products, fix, onClose }: Props) {
  const { t } = useTranslation();
  const form = useSchemaForm(agreementForm, agreementFormOf(fixValues(fix)));
  const { register, control, setValue, errorOf } = form;
  const [items, partnerId, startDate] = useWatch({ control, name: ['items', 'partnerId', 'startDate'] });
  const active = partners.filter((p) => p.status === 'active' || p.id === partnerId);
  // Spec 5: only active products with stock; one already in a corrected agreement stays choosable.
  const consignable = products.filter(
    (p) => (p.status === 'active' && p.currentStock > 0) || items.some((r) => r.productId === p.id),
  );
  const commissionOf = (id: string) => partners.find((p) => p.id === id)?.defaultCommission ?? DEFAULT_COMMISSION;
  const setRows = (rows: ItemRow[]) => setValue('items', rows);
  const op = useSendOperation('create-consignment', fix, onClose);

  const submit = form.handleSubmit((body) => {
    // The bridge stores every item with its price and commission: the defaults are filled here.
    const filled = body.items.map((i) => ({
      productId: i.productId ?? '',
      quantity: i.quantity ?? 0,
      unitPrice: i.unitPrice ?? products.find((p) => p.id === i.productId)?.price ?? 0,
      commission: i.commission ?? commissionOf(body.partnerId),
    }));
    const input = {
      partnerId: body.partnerId,
      startDate: body.startDate ?? '',
      endDate: body.endDate ?? '',
      items: filled,
      notes: body.notes,
    };
    return op.send(input, () => desktopBridge.createConsignment(input));
  });

  return (
    <FormSheet
      title={t('offlineInventory.agreement.title')}
      confirmLabel={t('offlineInventory.agreement.submit')}
      pending={op.pending}
      refusal={op.refusal}
      onConfirm={() => void submit()}
      onClose={onClose}
      testId="agreement-form"
      className="oi-form"
    >
      <div className="group-body">
        <SelectRow
          label={t('offlineInventory.agreement.partner')}
          {...register('partnerId', {
            // The partner's default commission goes to every row (spec 5: default the partner's or 20).
            onChange: (e: { target: { value: string } }) =>
              setRows(form.getValues('items').map((r) => ({ ...r, commission: String(commissionOf(e.target.value)) }))),
          })}
          error={errorOf('partnerId')}
          data-testid="agreement-partner"
        >
          <option value="">{t('offlineInventory.agreement.choosePartner')}</option>
          {active.map((p) => (
            <option key={p.id} value={p.id}>
              {p.tradeName || p.businessName}
            </option>
          ))}
        </SelectRow>
        <DateRow
          label={t('offlineInventory.agreement.startDate')}
          {...register('startDate')}
          error={errorOf('startDate')}
        />
        <DateRow
          label={t('offlineInventory.agreement.endDate')}
          {...register('endDate')}
          min={startDate}
          error={errorOf('endDate')}
        />
      </div>
      {active.length === 0 ? <p className="notice">{t('offlineInventory.agreement.noPartners')}</p> : null}
      <h3 className="group-header">{t('offlineInventory.agreement.items')}</h3>
      {/* The products that may be consigned: active, with stock (spec 5). */}
      <AgreementItemRows
        texts="offlineInventory.agreement"
        testIdPrefix="agreement-row"
        className="group-body oi-gap"
        rows={items}
        products={consignable}
        errorOf={errorOf}
        onChange={(row) => setRows(items.map((r) => (r.key === row.key ? row : r)))}
        onRemove={(key) => setRows(removeRow(items, key, commissionOf(partnerId)))}
      />
      <ErrorLine error={errorOf('items')} />
      {consignable.length === 0 ? <p className="group-footer">{t('offlineInventory.agreement.noProducts')}</p> : null}
      <p className="group-footer">{t('offlineInventory.agreement.hint')}</p>
      <div className="chip-row">
        <button type="button" className="chip" onClick={() => setRows([...items, blankRow(commissionOf(partnerId))])}>
          {t('offlineInventory.agreement.addItem')}
        </button>
      </div>
      <div className="group-body oi-gap">
        <TextAreaRow label={t('offlineInventory.fields.notes')} {...register('notes')} error={errorOf('notes')} />
      </div>
    </FormSheet>
  );
}
