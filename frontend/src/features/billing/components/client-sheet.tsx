import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { GroupedList } from '@/components/ui/grouped-list';
import { InputRow } from '@/components/ui/form-fields';
import { Sheet } from '@/components/ui/sheet';
import { uuid } from '@/lib/api-client';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { failureText } from '@/lib/problem';
import { toast } from '@/stores/toast-store';
import { registerClientBody } from '@domain/billing';
import type { ClientView } from '@domain/billing';
import { useRegisterClient } from '../api/commands';
import type { OfflineBilling } from '../offline';

const BLANK = { name: '', email: '', phone: '', address: '', taxId: '' };
type ClientForm = typeof BLANK;

/**
 * Spec 2.8 "new client" (spec 5: the name is required), opened from the invoice modal's shortcut
 * over it; onAdded gets the client, which the invoice then bills. Offline it is kept in the browser.
 */
export function ClientSheet({
  offline,
  onAdded,
  onClose,
}: {
  offline: OfflineBilling;
  onAdded: (c: ClientView) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // One id for this client however often it is sent: a resend after a lost answer is the same client.
  const [clientId] = useState(uuid);
  const { register, handleSubmit, errorOf, showServerErrors } = useSchemaForm(
    registerClientBody.omit({ clientId: true }),
    BLANK,
  );
  const send = useRegisterClient();

  const submit = handleSubmit((checked) => {
    const body = { ...checked, clientId };
    if (offline.offline) {
      try {
        added(offline.saveClient(body));
      } catch (error) {
        toast.error(failureText(t('billing.toast.clientFailed'), error));
      }
      return;
    }
    send.mutate(
      { ...body, clientId },
      {
        onSuccess: () =>
          added({
            id: clientId,
            name: body.name,
            email: body.email ?? '',
            phone: body.phone ?? '',
            address: body.address ?? '',
            taxId: body.taxId ?? '',
            createdAt: new Date().toISOString(),
          }),
        onError: (error) => {
          showServerErrors(error);
          toast.error(failureText(t('billing.toast.clientFailed'), error));
        },
      },
    );
  });
  const added = (client: ClientView) => {
    toast.success(t('billing.toast.clientAdded'));
    onAdded(client);
  };
  const input = (key: keyof ClientForm) => ({ ...register(key), error: errorOf(key) });

  // Over the invoice modal, outside its box (the sheet slides with a transform, which would hold a fixed child).
  return createPortal(
    <Sheet title={t('billing.client.title')} open onClose={onClose}>
      <form onSubmit={submit} aria-label={t('billing.client.title')} noValidate data-testid="client-form">
        <GroupedList>
          <InputRow label={t('billing.client.name')} {...input('name')} required autoFocus />
          <InputRow label={t('billing.client.email')} {...input('email')} type="email" inputMode="email" />
          <InputRow label={t('billing.client.phone')} {...input('phone')} type="tel" />
          <InputRow label={t('billing.client.address')} {...input('address')} />
          <InputRow label={t('billing.client.taxId')} {...input('taxId')} autoCapitalize="characters" />
        </GroupedList>
        <div className="sheet-actions">
          <button type="button" className="button plain" onClick={onClose}>
            {t('billing.form.cancel')}
          </button>
          <button className="button" type="submit" disabled={send.isPending}>
            {send.isPending ? t('common.saving') : t('billing.client.submit')}
          </button>
        </div>
      </form>
    </Sheet>,
    document.body,
  );
}
