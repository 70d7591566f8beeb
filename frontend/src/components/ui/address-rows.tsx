import type { UseFormRegisterReturn } from 'react-hook-form';
import { InputRow } from './form-fields';

/** The parts of a delivery address, as the domain's bodies name them under `deliveryAddress`. */
export type AddressPart = 'name' | 'street' | 'city' | 'state' | 'zipCode';
export type AddressPath = `deliveryAddress.${AddressPart}`;

interface Props {
  /** The row's label in the feature's own words (each feature keeps its texts). */
  label: (part: AddressPart) => string;
  /** The form's binder: register(path) with what that form does on a change (forget the message, the refusal). */
  edit: (path: AddressPath) => UseFormRegisterReturn;
  errorOf: (path: AddressPath) => string | undefined;
  /** The name's hint ('Casa, oficina…'); a form that starts filled in goes without. */
  namePlaceholder?: string;
  /** A zip code problem found beside the schema (the storefront's zone quote), shown when the schema has none. */
  zipProblem?: string;
}

/**
 * The delivery address's rows (place name, street, city, state, zip code) with their autofill hints,
 * each message under its row: the checkout, the subscribe form and the change-address sheet ask the
 * same five things. Only the rows: the caller puts them in its group and adds its own rows after.
 */
export function AddressRows({ label, edit, errorOf, namePlaceholder, zipProblem }: Props) {
  return (
    <>
      <InputRow
        label={label('name')}
        placeholder={namePlaceholder}
        {...edit('deliveryAddress.name')}
        error={errorOf('deliveryAddress.name')}
      />
      <InputRow
        label={label('street')}
        autoComplete="street-address"
        {...edit('deliveryAddress.street')}
        error={errorOf('deliveryAddress.street')}
      />
      <InputRow
        label={label('city')}
        autoComplete="address-level2"
        {...edit('deliveryAddress.city')}
        error={errorOf('deliveryAddress.city')}
      />
      <InputRow
        label={label('state')}
        autoComplete="address-level1"
        {...edit('deliveryAddress.state')}
        error={errorOf('deliveryAddress.state')}
      />
      <InputRow
        label={label('zipCode')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={10}
        {...edit('deliveryAddress.zipCode')}
        error={errorOf('deliveryAddress.zipCode') ?? zipProblem}
      />
    </>
  );
}
