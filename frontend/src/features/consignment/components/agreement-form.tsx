import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GroupedList } from '@/components/ui/grouped-list';
import { SkeletonRows } from '@/components/ui/skeleton';
import { formatMoney } from '@/lib/money';
import { toast } from '@/stores/toast-store';
import { useConsignableProducts, usePartners } from '../api/reads';
import { useCreateAgreement } from '../api/commands';
import { DEFAULT_COMMISSION } from '../config/consignment';
import {
  blankAgreement,
  blankRow,
  agreementForm,
  isComplete,
  removeRow,
  withPartnerCommission,
  type ItemRow,
} from '@/lib/forms/agreement-form';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { failureText } from '@/lib/problem';
import { AgreementItemRows } from '@/components/forms/agreement-item-rows';
import { ErrorLine, SelectRow, TextAreaRow } from '@/components/ui/form-fields';
import { DateRow } from '@/components/ui/date-field';

/** Spec 2.5/5 "new agreement", as a sheet or as the /new page; onCreated gets the new agreement's id. */
export function AgreementForm({ onCreated }: { onCreated: (agreementId: string) => void }) {
  const { t } = useTranslation();
  const { register, control, setValue, getValues, handleSubmit, errorOf, showServerErrors } = useSchemaForm(
    agreementForm,
    blankAgreement(),
  );
  const [items, partnerId, startDate] = useWatch({ control, name: ['items', 'partnerId', 'startDate'] });
  const partners = usePartners({ status: 'active' });
  const products = useConsignableProducts();
  const create = useCreateAgreement();
  const commissionOf = (partnerId: string) =>
    partners.data?.find((p) => p.id === partnerId)?.defaultCommission ?? DEFAULT_COMMISSION;
  const setRows = (rows: ItemRow[]) => setValue('items', rows);
  const value = items.filter(isComplete).reduce((sum, r) => sum + Number(r.quantity) * (Number(r.unitPrice) || 0), 0);

  const submit = handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (answer) => {
        toast.success(t('consignment.toast.created'));
        onCreated(answer.id);
      },
      onError: (error) => {
        showServerErrors(error);
        toast.error(failureText(t('consignment.toast.createFailed'), error));
      },
    }),
  );

  return (
    <form onSubmit={submit} aria-label={t('consignment.agreement.title')} noValidate data-testid="agreement-form">
      <GroupedList header={t('consignment.agreement.partnerAndDates')}>
        <SelectRow
          label={t('consignment.agreement.partner')}
          {...register('partnerId', {
            // A new partner brings its default commission to every row whose commission nobody typed.
            onChange: (e: { target: { value: string } }) =>
              setRows(withPartnerCommission(getValues('items'), commissionOf(e.target.value))),
          })}
          error={errorOf('partnerId')}
        >
          <option value="">{t('consignment.agreement.choosePartner')}</option>
          {(partners.data ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {p.tradeName || p.businessName}
            </option>
          ))}
        </SelectRow>
        <DateRow label={t('consignment.agreement.startDate')} {...register('startDate')} error={errorOf('startDate')} />
        <DateRow
          label={t('consignment.agreement.endDate')}
          {...register('endDate')}
          min={startDate}
          error={errorOf('endDate')}
        />
      </GroupedList>
      {partners.data?.length === 0 ? <p className="notice">{t('consignment.agreement.noPartners')}</p> : null}
      <section className="group" aria-label={t('consignment.agreement.items')}>
        <h2 className="group-header">{t('consignment.agreement.items')}</h2>
        {products.isPending ? (
          <SkeletonRows rows={2} />
        ) : (
          <AgreementItemRows
            texts="consignment.agreement"
            testIdPrefix="item-row"
            rows={items}
            products={products.products}
            errorOf={errorOf}
            onChange={(row) => setRows(items.map((r) => (r.key === row.key ? row : r)))}
            onRemove={(key) => setRows(removeRow(items, key, commissionOf(partnerId)))}
          />
        )}
        <ErrorLine error={errorOf('items')} />
        {!products.isPending && products.products.length === 0 ? (
          <p className="group-footer">{t('consignment.agreement.noProducts')}</p>
        ) : null}
        <p className="group-footer">{t('consignment.agreement.hint')}</p>
        <div className="chip-row">
          <button type="button" className="chip" onClick={() => setRows([...items, blankRow(commissionOf(partnerId))])}>
            {t('consignment.agreement.addItem')}
          </button>
        </div>
      </section>
      <GroupedList footer={t('consignment.agreement.total', { value: formatMoney(value) })}>
        <TextAreaRow label={t('consignment.agreement.notes')} {...register('notes')} error={errorOf('notes')} />
      </GroupedList>
      <button className="button" type="submit" disabled={create.isPending}>
        {create.isPending ? t('common.saving') : t('consignment.agreement.submit')}
      </button>
    </form>
  );
}
