import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { saveAddressBody, type SavedAddressView } from '@domain/customers';
import { AddressRows } from '@/components/ui/address-rows';
import { FormSheet } from '@/components/ui/form-sheet';
import { GroupedList } from '@/components/ui/grouped-list';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { toast } from '@/stores/toast-store';
import { useAddressCommands } from '../api/commands';
import { fieldsOf, newAddress } from '@/lib/saved-addresses';

// The address form under `deliveryAddress`, as the checkout's rows name the fields: the server's own
// schema (saveAddressBody), so each message is the one POST /api/profile/addresses would answer.
const addressForm = z.object({ deliveryAddress: saveAddressBody.omit({ isDefault: true }), isDefault: z.boolean() });
type AddressFormValues = z.input<typeof addressForm>;

interface Props {
  /** The address to change; none: a new one. */
  address?: SavedAddressView;
  /** The first address is the default whatever is asked: the switch is not offered then. */
  first: boolean;
  onClose: () => void;
}

/** /profile's 'Agregar dirección' and 'Editar': the five rows, 'Usar como predeterminada', Guardar. */
export function AddressSheet({ address, first, onClose }: Props) {
  const { t } = useTranslation();
  const [start] = useState<AddressFormValues>(() => ({
    deliveryAddress: address ? fieldsOf(address) : newAddress(),
    isDefault: address?.isDefault ?? false,
  }));
  const form = useSchemaForm(addressForm, start);
  const { save, update } = useAddressCommands();
  const [refusal, setRefusal] = useState<string | null>(null);
  const f = (key: string) => t(`storefront.cart.${key}`);
  const edit = (name: `deliveryAddress.${'name' | 'street' | 'city' | 'state' | 'zipCode'}`) =>
    form.register(name, { onChange: () => (form.forget(name), setRefusal(null)) });

  const done = { onSuccess: () => (toast.success(t('storefront.addresses.saved')), onClose()), onError: refused };
  function refused(error: Error) {
    setRefusal(error.message || t('storefront.addresses.refused'));
    form.showServerErrors(error, (path) => `deliveryAddress.${path}`);
  }
  const submit = form.handleSubmit(({ deliveryAddress, isDefault }) => {
    if (!address) return save.mutate({ ...deliveryAddress, isDefault }, done);
    update.mutate(
      { id: address.id, ...deliveryAddress, ...(isDefault && !address.isDefault ? { isDefault } : {}) },
      done,
    );
  });
  return (
    <FormSheet
      title={t(address ? 'storefront.addresses.editTitle' : 'storefront.addresses.addTitle')}
      confirmLabel={t('storefront.addresses.save')}
      pending={save.isPending || update.isPending}
      refusal={refusal}
      onConfirm={() => void submit()}
      onClose={onClose}
      testId="address-sheet"
    >
      <GroupedList>
        <AddressRows label={f} namePlaceholder={f('namePlaceholder')} edit={edit} errorOf={form.errorOf} />
        {first || address?.isDefault ? null : (
          <label className="row" style={{ cursor: 'pointer' }}>
            <span className="row-main">{t('storefront.addresses.isDefault')}</span>
            <input type="checkbox" role="switch" className="switch" {...form.register('isDefault')} />
          </label>
        )}
      </GroupedList>
    </FormSheet>
  );
}
