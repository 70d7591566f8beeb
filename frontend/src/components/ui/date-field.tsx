import {
  useEffect,
  useEffectEvent,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentProps,
  type FocusEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { dayOrderOf, dayText, parseDayText, shiftDay, withSlashes } from '@/lib/day-text';
import { ErrorLine } from './form-fields';
import { Icon } from './icon';
import './date-field.css';

/** What react-hook-form's register(name) holds of the field: its name, its ISO value, focus. */
export interface DayHandle {
  name?: string;
  value: string;
  focus: () => void;
}

type InputProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref'>;
export type DateInputProps = InputProps & {
  /** ISO yyyy-mm-dd ('' for none); leave it out when react-hook-form's register holds the value. */
  value?: string;
  defaultValue?: string;
  /** As an input's: `event.target.value` is the ISO day, '' while none (or none whole) is typed. */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  ref?: Ref<DayHandle>;
  /** The field's own message (a day that does not exist) for a row that shows it; else shown here. */
  onProblem?: (message: string | undefined) => void;
};

// An input's event as react-hook-form and the screens read it: target.name and target.value (ISO).
const eventOf = <E,>(type: 'change' | 'blur', name: string | undefined, value: string) =>
  ({ type, target: { name, value }, currentTarget: { name, value } }) as unknown as E;

/**
 * The one date field (issue 43): the day shown and typed in the app's language (dd/mm/aaaa in
 * Spanish, mm/dd/yyyy in English) whatever the browser's locale, held as ISO. The slashes come by
 * themselves, ↑/↓ move a day, and the calendar button opens the browser's own picker (hidden
 * behind it) for those who would rather point. A typed text that is no day says so on leaving.
 */
export function DateInput({
  value,
  defaultValue,
  min,
  max,
  onChange,
  onBlur,
  onProblem,
  name,
  ref,
  className,
  disabled,
  ...input
}: DateInputProps) {
  const { t, i18n } = useTranslation();
  const order = dayOrderOf(i18n.language);
  const [own, setOwn] = useState(defaultValue ?? '');
  const iso = value ?? own;
  const [text, setText] = useState(() => dayText(iso, order));
  const [shown, setShown] = useState({ iso, order });
  const [problem, setProblem] = useState<string>();
  const latest = useRef(iso);
  const field = useRef<HTMLInputElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const problemId = useId();

  // A day set from outside (a reset, a filter cleared, the language changed) redraws the text; the
  // person's own half-typed text stays while it still means the value held.
  if (shown.iso !== iso || shown.order !== order) {
    setShown({ iso, order });
    if (shown.order !== order || (parseDayText(text, order) ?? '') !== iso) {
      setText(dayText(iso, order));
      setProblem(undefined);
    }
  }

  useImperativeHandle(
    ref,
    () => ({
      name,
      get value() {
        return latest.current;
      },
      set value(next: string) {
        latest.current = next ?? '';
        setOwn(next ?? '');
      },
      focus: () => field.current?.focus(),
    }),
    [name],
  );

  const tell = setProblem;
  // The row showing the message hears it change, however it changed (typed, picked, reset from outside).
  const heard = useEffectEvent((message: string | undefined) => onProblem?.(message));
  useEffect(() => heard(problem), [problem]);
  const emit = (next: string) => {
    latest.current = next;
    setOwn(next);
    onChange?.(eventOf('change', name, next));
  };
  const type = (typed: string) => {
    const next = withSlashes(text, typed);
    setText(next);
    const day = parseDayText(next, order);
    if (day !== null) tell(undefined);
    if ((day ?? '') !== iso) emit(day ?? '');
  };
  const pick = (day: string) => {
    setText(dayText(day, order));
    tell(undefined);
    if (day !== iso) emit(day);
  };
  const leave = () => {
    const day = parseDayText(text, order);
    if (day === null) tell(t('dateField.invalid'));
    else setText(dayText(day, order)); // '1/2/2026' or a pasted ISO day reads as the others do
    onBlur?.(eventOf('blur', name, latest.current));
  };
  const keys = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.altKey && e.key === 'ArrowDown') {
      e.preventDefault();
      openPicker();
    } else if ((e.key === 'ArrowUp' || e.key === 'ArrowDown') && iso) {
      e.preventDefault();
      pick(shiftDay(iso, e.key === 'ArrowUp' ? 1 : -1));
    }
  };
  const openPicker = () => {
    try {
      picker.current?.showPicker();
    } catch {
      picker.current?.focus(); // a browser without showPicker: the field stays typed by hand
    }
  };
  const showHere = problem && !onProblem;
  const box = (
    <span className={`date-input${className ? ` ${className}` : ''}`}>
      <input
        ref={field}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        placeholder={t('dateField.pattern')}
        name={name}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={showHere ? problemId : undefined}
        {...input}
        value={text}
        data-value={iso}
        onChange={(e) => type(e.target.value)}
        onBlur={leave}
        onKeyDown={keys}
      />
      <button
        type="button"
        className="date-input-pick"
        aria-label={t('dateField.pick')}
        title={t('dateField.pick')}
        disabled={disabled}
        onClick={openPicker}
      >
        <Icon name="calendar" size={16} />
      </button>
      <input
        ref={picker}
        type="date"
        className="date-input-picker"
        tabIndex={-1}
        aria-hidden
        value={iso}
        min={min}
        max={max}
        disabled={disabled}
        onChange={(e) => pick(e.target.value)}
      />
    </span>
  );
  // A row shows the message under itself (DateRow); a toolbar's field says it under its box, not
  // inside it. The same tree either way, so the field keeps the focus as the message comes and goes.
  if (onProblem) return box;
  return (
    <span className="date-input-with-problem">
      {box}
      {showHere ? (
        <span className="date-input-problem" id={problemId} role="alert">
          {problem}
        </span>
      ) : null}
    </span>
  );
}

/** A form row with a date: its label, the field, and the field's message or the form's under it. */
export function DateRow({ label, error, ...props }: { label: string; error?: string } & DateInputProps) {
  const id = useId();
  const [problem, setProblem] = useState<string>();
  const message = problem ?? error;
  return (
    <>
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <DateInput
          id={id}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-e` : undefined}
          onProblem={setProblem}
          {...props}
        />
      </div>
      <ErrorLine id={`${id}-e`} error={message} />
    </>
  );
}
