import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { InputRow, SelectRow } from '@/components/ui/form-fields';
import { MOVEMENT_TYPES, WASTE_CAUSES, type MovementType } from '@/config/inventory';
import type { MovementForm } from '@/lib/forms/movement-form';

interface Props {
  register: UseFormRegister<MovementForm>;
  errorOf: (path: string) => string | undefined;
  /** The type chosen: only an adjustment asks which way it goes. */
  type: MovementType;
  /** Test ids on the type and quantity (`movement-type`, `movement-quantity`), for screens whose tests use them. */
  testIds?: boolean;
}

/**
 * A movement's kind and size (spec 5 "Movement"): its type, an adjustment's direction, waste's cause
 * (issue 44: required, so the report can say why stems were lost), a quantity >= 1.
 */
export function MovementKindFields({ register, errorOf, type, testIds = false }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <SelectRow
        label={t('inventory.movement.type')}
        {...register('type')}
        error={errorOf('type')}
        data-testid={testIds ? 'movement-type' : undefined}
      >
        {MOVEMENT_TYPES.map((value) => (
          <option key={value} value={value}>
            {t(`inventory.types.${value}`)}
          </option>
        ))}
      </SelectRow>
      {type === 'adjustment' ? (
        <SelectRow label={t('inventory.movement.direction')} {...register('direction')}>
          <option value="in">{t('inventory.movement.in')}</option>
          <option value="out">{t('inventory.movement.out')}</option>
        </SelectRow>
      ) : null}
      {type === 'waste' ? (
        <SelectRow
          label={t('inventory.movement.cause')}
          {...register('cause')}
          error={errorOf('cause')}
          data-testid={testIds ? 'movement-cause' : undefined}
        >
          <option value="">{t('inventory.movement.chooseCause')}</option>
          {WASTE_CAUSES.map((value) => (
            <option key={value} value={value}>
              {t(`inventory.causes.${value}`)}
            </option>
          ))}
        </SelectRow>
      ) : null}
      <InputRow
        label={t('inventory.fields.quantity')}
        {...register('quantity')}
        type="number"
        min={1}
        step={1}
        inputMode="numeric"
        error={errorOf('quantity')}
        data-testid={testIds ? 'movement-quantity' : undefined}
      />
    </>
  );
}
