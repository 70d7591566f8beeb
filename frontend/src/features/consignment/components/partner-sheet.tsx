import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GroupedList } from '@/components/ui/grouped-list';
import { Sheet } from '@/components/ui/sheet';
import { toast } from '@/stores/toast-store';
import { useRegisterPartner } from '../api/register-partner';
import { PARTNER_TYPES, type PartnerType } from '../config/consignment';
import { blankPartner, checkPartner, type PartnerForm } from '../lib/partner-form';
import { failureText, fieldErrorsOf, type FieldErrors } from '@/lib/problem';
import { InputRow, SelectRow, TextAreaRow } from '@/components/ui/form-fields';

/** Spec 2.5 "new partner" (spec 5: business name and RFC required; commission 0–100, step 0.1, default 20). */
export function PartnerSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<PartnerForm>(blankPartner);
  const [errors, setErrors] = useState<FieldErrors>({});
  const register = useRegisterPartner();
  const input = (key: keyof PartnerForm, error = errors[key]) => ({
    name: key,
    value: form[key],
    error,
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkPartner(form);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    register.mutate(checked.data, {
      onSuccess: () => {
        toast.success(t('consignment.toast.partnerAdded'));
        onClose();
      },
      onError: (error) => {
        setErrors(fieldErrorsOf(error));
        toast.error(failureText(t('consignment.toast.partnerFailed'), error));
      },
    });
  };
  const a = (k: string) => errors[`primaryAddress.${k}`];
  const c = (k: string) => errors[`mainContact.${k}`];

  return (
    <Sheet title={t('consignment.partner.title')} open onClose={onClose}>
      <form onSubmit={submit} aria-label={t('consignment.partner.title')} noValidate>
        <GroupedList header={t('consignment.partner.business')} footer={t('consignment.partner.hint')}>
          <InputRow label={t('consignment.partner.businessName')} {...input('businessName')} required autoFocus />
          <InputRow label={t('consignment.partner.tradeName')} {...input('tradeName')} />
          <SelectRow
            label={t('consignment.partner.type')}
            name="type"
            value={form.type}
            error={errors.type}
            onChange={(e) => setForm((f) => ({ ...f, type: e.target.value as PartnerType }))}
          >
            {PARTNER_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`consignment.partnerTypes.${type}`)}
              </option>
            ))}
          </SelectRow>
          <InputRow label={t('consignment.partner.taxId')} {...input('taxId')} required autoCapitalize="characters" />
          <InputRow
            label={t('consignment.partner.defaultCommission')}
            {...input('defaultCommission')}
            type="number"
            min={0}
            max={100}
            step={0.1}
            inputMode="decimal"
          />
        </GroupedList>
        <GroupedList header={t('consignment.partner.address')}>
          <InputRow label={t('consignment.partner.street')} {...input('street', a('street'))} />
          <InputRow label={t('consignment.partner.city')} {...input('city', a('city'))} />
          <InputRow label={t('consignment.partner.state')} {...input('state', a('state'))} />
          <InputRow label={t('consignment.partner.zipCode')} {...input('zipCode', a('zipCode'))} inputMode="numeric" />
          <InputRow label={t('consignment.partner.country')} {...input('country', a('country'))} />
        </GroupedList>
        <GroupedList header={t('consignment.partner.contact')}>
          <InputRow label={t('consignment.partner.contactName')} {...input('contactName', c('name'))} />
          <InputRow label={t('consignment.partner.phone')} {...input('phone', c('phone'))} type="tel" />
          <InputRow label={t('consignment.partner.email')} {...input('email', c('email'))} type="email" />
          <InputRow label={t('consignment.partner.position')} {...input('position', c('position'))} />
        </GroupedList>
        <GroupedList>
          <TextAreaRow
            label={t('consignment.partner.notes')}
            value={form.notes}
            onChange={(e) => setForm((f) => ({ ...f, notes: e.target.value }))}
            error={errors.notes}
          />
        </GroupedList>
        <button className="button" type="submit" disabled={register.isPending}>
          {register.isPending ? t('common.saving') : t('consignment.partner.submit')}
        </button>
      </form>
    </Sheet>
  );
}
