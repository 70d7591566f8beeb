import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectRow } from '@/components/ui/form-fields';
import { formatCount, formatMoney } from '@/lib/money';
import type { MovementForm } from '@/lib/forms/movement-form';
import { useProductLots, type ProductLot } from '../api/lots';
import { lotName, shortLotDay } from '../lib/lot-text';

interface PickProps {
  register: UseFormRegister<MovementForm>;
  errorOf: (path: string) => string | undefined;
  productId: string;
  /** The origin typed: only its lots can give units (blank: the product's home location). */
  locationId: string;
  /** A lot named before the form opened (the landing's "Registrar merma"), listed even while loading. */
  preset?: { lotId: string; label: string };
}

/** Issue 44: which lot an outflow takes from — by default the one that expires first (FEFO). */
export function LotPickField({ register, errorOf, productId, locationId, preset }: PickProps) {
  const { t, i18n } = useTranslation();
  const lots = useProductLots(productId || undefined);
  const here = (lots.data ?? []).filter((l) => l.remaining > 0 && (!locationId || l.locationId === locationId));
  const labelOf = (lot: ProductLot) =>
    [
      lotName(lot, t),
      lot.sellBy ? t('inventory.lots.sellsBy', { day: shortLotDay(lot.sellBy, i18n.language) }) : null,
      t('inventory.lots.left', { count: lot.remaining, formatted: formatCount(lot.remaining) }),
      lot.unitCost !== null ? formatMoney(lot.unitCost) : null,
    ]
      .filter(Boolean)
      .join(' · ');
  // The preset lot keeps one option element from the first render on (its label filled in once the
  // lots load): a selected option replaced under the form would show another lot than the one sent.
  const presetLot = preset ? here.find((l) => l.lotId === preset.lotId) : undefined;
  const others = preset ? here.filter((l) => l.lotId !== preset.lotId) : here;
  return (
    <SelectRow label={t('inventory.lots.pick')} {...register('lotId')} error={errorOf('lotId')} data-testid="lot-pick">
      <option value="">{t('inventory.lots.firstToExpire')}</option>
      {preset ? (
        <option key="preset" value={preset.lotId}>
          {presetLot ? labelOf(presetLot) : preset.label}
        </option>
      ) : null}
      {others.map((lot) => (
        <option key={`${lot.lotId}@${lot.locationId}`} value={lot.lotId}>
          {labelOf(lot)}
        </option>
      ))}
    </SelectRow>
  );
}
