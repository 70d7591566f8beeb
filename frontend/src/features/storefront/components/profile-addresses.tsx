import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedAddressView } from '@domain/customers';
import { Badge } from '@/components/ui/badge';
import { FormSheet } from '@/components/ui/form-sheet';
import { GroupedList } from '@/components/ui/grouped-list';
import { toast } from '@/stores/toast-store';
import { useAddressCommands } from '../api/commands';
import { MAX_ADDRESSES_SHOWN, useSavedAddresses } from '@/lib/saved-addresses';
import { AddressSheet } from './address-sheet';
import '../locales/register';
import '../addresses.css';

type Open =
  { kind: 'add' } | { kind: 'edit'; address: SavedAddressView } | { kind: 'remove'; address: SavedAddressView };

/**
 * /profile's 'Mis direcciones' (issue 43): the saved addresses, the default first and marked; add,
 * edit, delete (asked first) and make one the default. The checkout and the subscribe form offer them.
 */
export function ProfileAddresses() {
  const { t } = useTranslation();
  const addresses = useSavedAddresses().data;
  const { update, remove } = useAddressCommands();
  const [open, setOpen] = useState<Open | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => (setOpen(null), setRefusal(null));
  const a = (key: string, o?: Record<string, unknown>) => t(`storefront.addresses.${key}`, o);
  const makeDefault = (address: SavedAddressView) =>
    update.mutate({ id: address.id, isDefault: true }, { onError: (e) => toast.error(e.message) });
  const list = addresses ?? [];
  return (
    <>
      <GroupedList header={a('title')} footer={a('footer')}>
        <div data-testid="profile-addresses">
          {addresses && list.length === 0 ? <p className="row muted">{a('none')}</p> : null}
          {list.map((address) => (
            <div className="row sf-address" key={address.id} data-testid={`address-${address.name}`}>
              <span className="row-main">
                <span className="row-title">
                  {address.name}{' '}
                  {address.isDefault ? (
                    <Badge tone="primary" data-testid="address-default">
                      {a('default')}
                    </Badge>
                  ) : null}
                </span>
                <span className="row-subtitle">
                  {address.street}, {address.city}, {address.state} {address.zipCode}
                </span>
              </span>
              <span className="sf-address-actions">
                {address.isDefault ? null : (
                  <button
                    type="button"
                    className="link-button"
                    aria-label={a('makeDefaultLabel', { name: address.name })}
                    onClick={() => makeDefault(address)}
                  >
                    {a('makeDefault')}
                  </button>
                )}
                <button
                  type="button"
                  className="link-button"
                  aria-label={a('editLabel', { name: address.name })}
                  onClick={() => setOpen({ kind: 'edit', address })}
                >
                  {a('edit')}
                </button>
                <button
                  type="button"
                  className="link-button danger"
                  aria-label={a('removeLabel', { name: address.name })}
                  onClick={() => setOpen({ kind: 'remove', address })}
                >
                  {a('remove')}
                </button>
              </span>
            </div>
          ))}
        </div>
        {list.length < MAX_ADDRESSES_SHOWN ? (
          <button type="button" className="row sf-address-add" onClick={() => setOpen({ kind: 'add' })}>
            <span className="row-main row-title">{a('add')}</span>
          </button>
        ) : null}
      </GroupedList>
      {open?.kind === 'add' ? <AddressSheet first={list.length === 0} onClose={close} /> : null}
      {open?.kind === 'edit' ? <AddressSheet address={open.address} first={false} onClose={close} /> : null}
      {open?.kind === 'remove' ? (
        <FormSheet
          title={a('removeTitle')}
          message={a('removeMessage', { name: open.address.name })}
          confirmLabel={a('remove')}
          destructive
          pending={remove.isPending}
          refusal={refusal}
          onConfirm={() =>
            remove.mutate(open.address.id, {
              onSuccess: () => (toast.success(a('removed')), close()),
              onError: (e) => setRefusal(e.message),
            })
          }
          onClose={close}
          testId="remove-address-sheet"
        />
      ) : null}
    </>
  );
}
