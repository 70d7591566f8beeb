/**
 * An iOS segmented control (app/styles.css): one choice of a few, each a pressed-or-not button. A tap
 * on the current choice is still written (the URL then names it, even when it is the default). Each
 * button names its value (`data-value`) for the tests.
 */
export function Segmented<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
  testId,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
  testId?: string;
}) {
  return (
    <div
      className={['segmented', className].filter(Boolean).join(' ')}
      role="group"
      aria-label={label}
      data-testid={testId}
    >
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
          data-value={o.value}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
