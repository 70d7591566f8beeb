import { useTranslation } from 'react-i18next';
import { InputRow, SelectRow, TextAreaRow } from '@/components/ui/form-fields';
import { GroupedList } from '@/components/ui/grouped-list';
import { Sheet } from '@/components/ui/sheet';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { failureText } from '@/lib/problem';
import { toast } from '@/stores/toast-store';
import { useRegisterPartner } from '../api/commands';
import { PARTNER_TYPES } from '../config/consignment';
import { blankPartner, partnerForm, type PartnerForm } from '../lib/partner-form';

/** Spec 2.5 "new partner" (spec 5: business name and RFC required; commission 0–100, step 0.1, default 20). */
export function PartnerSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, errorOf, showServerErrors } = useSchemaForm(partnerForm, blankPartner());
  const send = useRegisterPartner();
  /** A field and its message; the address and contact fields' messages are at their body paths. */
  const input = (key: keyof PartnerForm, path: string = key) => ({ ...register(key), error: errorOf(path) });

  const submit = handleSubmit((body) =>
    send.mutate(body, {
      onSuccess: () => {
        toast.success(t('consignment.toast.partnerAdded'));
        onClose();
      },
      onError: (error) => {
        showServerErrors(error);
        toast.error(failureText(t('consignment.toast.partnerFailed'), error));
      },
    }),
  );
  const a = (k: string) => `primaryAddress.${k}`;
  const c = (k: string) => `mainContact.${k}`;

  return (
    <Sheet title={t('consignment.partner.title')} open onClose={onClose}>
      <form onSubmit={submit} aria-label={t('consignment.partner.title')} noValidate>
        <GroupedList header={t('consignment.partner.business')} footer={t('consignment.partner.hint')}>
          <InputRow label={t('consignment.partner.businessName')} {...input('businessName')} required autoFocus />
          <InputRow label={t('consignment.partner.tradeName')} {...input('tradeName')} />
          <SelectRow label={t('consignment.partner.type')} {...input('type')}>
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
          <TextAreaRow label={t('consignment.partner.notes')} {...input('notes')} />
        </GroupedList>
        <button className="button" type="submit" disabled={send.isPending}>
          {send.isPending ? t('common.saving') : t('consignment.partner.submit')}
        </button>
      </form>
    </Sheet>
  );
}
