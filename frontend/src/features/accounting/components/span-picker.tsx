import { useTranslation } from 'react-i18next';
import type { Span } from '../api/keys';
import '../locales/register';
import { DateInput } from '@/components/ui/date-field';

/**
 * A report's period (from/to) or its day (asOf): native date inputs. An empty one is left to the
 * server's default — the shop's today in its time zone — and shows the day the server answered (`shown`).
 */
export function SpanPicker({
  value,
  onChange,
  fields,
  shown,
}: {
  value: Span;
  onChange: (span: Span) => void;
  fields: readonly (keyof Span)[];
  shown?: Span;
}) {
  const { t } = useTranslation();
  return (
    <div className="acc-span" role="group">
      {fields.map((f) => (
        <label key={f} className="acc-span-field">
          <span>{t(`accounting.span.${f}`)}</span>
          <DateInput
            value={value[f] ?? shown?.[f] ?? ''}
            onChange={(e) => onChange({ ...value, [f]: e.target.value || undefined })}
            data-testid={`acc-span-${f}`}
          />
        </label>
      ))}
    </div>
  );
}
