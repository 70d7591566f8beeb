import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategories } from '../api/reads';
import { InputRow, SelectRow } from '@/components/ui/form-fields';

const NEW = '\u0000new';

/** Spec 2.4 add product: a category select that also takes a new category typed in. */
export function CategoryField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const categories = useCategories().data ?? [];
  const known = categories.includes(value);
  const [typing, setTyping] = useState(false);
  const showInput = typing || categories.length === 0 || (value !== '' && !known);
  return (
    <>
      <SelectRow
        label={t('inventory.fields.category')}
        name="category"
        value={showInput ? NEW : value}
        error={showInput ? undefined : error}
        onChange={(e) => {
          const isNew = e.target.value === NEW;
          setTyping(isNew);
          onChange(isNew ? '' : e.target.value);
        }}
      >
        <option value="">{t('inventory.fields.chooseCategory')}</option>
        {categories.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
        <option value={NEW}>{t('inventory.fields.newCategory')}</option>
      </SelectRow>
      {showInput ? (
        <InputRow
          label={t('inventory.fields.newCategoryName')}
          name="newCategory"
          value={value}
          error={error}
          onChange={(e) => onChange(e.target.value)}
          autoFocus={typing}
        />
      ) : null}
    </>
  );
}
