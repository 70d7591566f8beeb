import { useTranslation } from 'react-i18next';
import type { Span } from '../api/keys';
import '../locales/register';

/** A report's period (from/to) or its day (asOf): native date inputs, an empty one left to the server's default. */
export function SpanPicker({
  value,
  onChange,
  fields,
}: {
  value: Span;
  onChange: (span: Span) => void;
  fields: readonly (keyof Span)[];
}) {
  const { t } = useTranslation();
  return (
    <div className="acc-span" role="group">
      {fields.map((f) => (
        <label key={f} className="acc-span-field">
          <span>{t(`accounting.span.${f}`)}</span>
          <input
            type="date"
            value={value[f] ?? ''}
            onChange={(e) => onChange({ ...value, [f]: e.target.value || undefined })}
            data-testid={`acc-span-${f}`}
          />
        </label>
      ))}
    </div>
  );
}
