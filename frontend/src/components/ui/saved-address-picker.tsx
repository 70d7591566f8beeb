import type { AddressPicker } from '@/hooks/use-address-picker';
import { SelectRow } from './form-fields';

interface Props {
  picker: AddressPicker;
  /** The texts, in the feature's own words: the row's label, 'Usar una dirección nueva', 'Predeterminada'. */
  label: string;
  newLabel: string;
  defaultLabel: string;
}

/**
 * Above the address rows (issue 43): the customer's saved addresses (the default chosen for them) and
 * 'Usar una dirección nueva'. Nothing when none is saved: the rows are all there is.
 */
export function SavedAddressPicker({ picker, label, newLabel, defaultLabel }: Props) {
  if (picker.saved.length === 0) return null;
  return (
    <SelectRow
      label={label}
      value={picker.chosen}
      onChange={(e) => picker.pick(e.target.value)}
      data-testid="address-picker"
    >
      {picker.saved.map((a) => (
        <option key={a.id} value={a.id}>
          {`${a.name} · ${a.street}, ${a.zipCode}${a.isDefault ? ` (${defaultLabel})` : ''}`}
        </option>
      ))}
      <option value="">{newLabel}</option>
    </SelectRow>
  );
}
