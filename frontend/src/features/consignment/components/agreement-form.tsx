import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GroupedList } from '@/components/ui/grouped-list';
import { SkeletonRows } from '@/components/ui/skeleton';
import { formatMoney } from '@/lib/money';
import { toast } from '@/stores/toast-store';
import { useConsignableProducts } from '../api/get-consignable-products';
import { usePartners } from '../api/get-partners';
import { useCreateAgreement } from '../api/create-agreement';
import { DEFAULT_COMMISSION } from '../config/consignment';
import {
  blankAgreement,
  blankRow,
  checkAgreement,
  isComplete,
  removeRow,
  withPartnerCommission,
  type AgreementForm as Form,
  type ItemRow,
} from '../lib/agreement-form';
import { failureText, fieldErrorsOf, type FieldErrors } from '@/lib/problem';
import { AgreementItemRows } from './agreement-item-rows';
import { ErrorLine, InputRow, SelectRow, TextAreaRow } from '@/components/ui/form-fields';

/** Spec 2.5/5 "new agreement", as a sheet or as the /new page; onCreated gets the new agreement's id. */
export function AgreementForm({ onCreated }: { onCreated: (agreementId: string) => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<Form>(() => blankAgreement());
  const [errors, setErrors] = useState<FieldErrors>({});
  const partners = usePartners({ status: 'active' });
  const products = useConsignableProducts();
  const create = useCreateAgreement();
  const commissionOf = (partnerId: string) =>
    partners.data?.find((p) => p.id === partnerId)?.defaultCommission ?? DEFAULT_COMMISSION;
  const setRows = (rows: ItemRow[]) => setForm((f) => ({ ...f, items: rows }));
  const choosePartner = (partnerId: string) =>
    setForm((f) => ({ ...f, partnerId, items: withPartnerCommission(f.items, commissionOf(partnerId)) }));
  const value = form.items
    .filter(isComplete)
    .reduce((sum, r) => sum + Number(r.quantity) * (Number(r.unitPrice) || 0), 0);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkAgreement(form);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    create.mutate(checked.data, {
      onSuccess: (answer) => {
        toast.success(t('consignment.toast.created'));
        onCreated(answer.id);
      },
      onError: (error) => {
        setErrors(fieldErrorsOf(error));
        toast.error(failureText(t('consignment.toast.createFailed'), error));
      },
    });
  };

  return (
    <form onSubmit={submit} aria-label={t('consignment.agreement.title')} noValidate data-testid="agreement-form">
      <GroupedList header={t('consignment.agreement.partnerAndDates')}>
        <SelectRow
          label={t('consignment.agreement.partner')}
          name="partnerId"
          value={form.partnerId}
          error={errors.partnerId}
          onChange={(e) => choosePartner(e.target.value)}
        >
          <option value="">{t('consignment.agreement.choosePartner')}</option>
          {(partners.data ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {p.tradeName || p.businessName}
            </option>
          ))}
        </SelectRow>
        <InputRow
          label={t('consignment.agreement.startDate')}
          name="startDate"
          type="date"
          value={form.startDate}
          error={errors.startDate}
          onChange={(e) => setForm((f) => ({ ...f, startDate: e.target.value }))}
        />
        <InputRow
          label={t('consignment.agreement.endDate')}
          name="endDate"
          type="date"
          value={form.endDate}
          min={form.startDate}
          error={errors.endDate}
          onChange={(e) => setForm((f) => ({ ...f, endDate: e.target.value }))}
        />
      </GroupedList>
      {partners.data?.length === 0 ? <p className="notice">{t('consignment.agreement.noPartners')}</p> : null}
      <section className="group" aria-label={t('consignment.agreement.items')}>
        <h2 className="group-header">{t('consignment.agreement.items')}</h2>
        {products.isPending ? (
          <SkeletonRows rows={2} />
        ) : (
          <AgreementItemRows
            rows={form.items}
            products={products.products}
            errors={errors}
            onChange={(row) => setRows(form.items.map((r) => (r.key === row.key ? row : r)))}
            onRemove={(key) => setRows(removeRow(form.items, key, commissionOf(form.partnerId)))}
          />
        )}
        <ErrorLine error={errors.items} />
        {!products.isPending && products.products.length === 0 ? (
          <p className="group-footer">{t('consignment.agreement.noProducts')}</p>
        ) : null}
        <p className="group-footer">{t('consignment.agreement.hint')}</p>
        <div className="chip-row">
          <button
            type="button"
            className="chip"
            onClick={() => setRows([...form.items, blankRow(commissionOf(form.partnerId))])}
          >
            {t('consignment.agreement.addItem')}
          </button>
        </div>
      </section>
      <GroupedList footer={t('consignment.agreement.total', { value: formatMoney(value, 'consignment') })}>
        <TextAreaRow
          label={t('consignment.agreement.notes')}
          value={form.notes}
          onChange={(e) => setForm((f) => ({ ...f, notes: e.target.value }))}
          error={errors.notes}
        />
      </GroupedList>
      <button className="button" type="submit" disabled={create.isPending}>
        {create.isPending ? t('common.saving') : t('consignment.agreement.submit')}
      </button>
    </form>
  );
}
