import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from './date-field';
import { ErrorLine } from './form-fields';
import './date-field.css';

// A moment (issue 43): the day in the shared date field (the page's dd/mm/aaaa or mm/dd/yyyy) and the
// time typed on a 24-hour clock beside it, held as a datetime-local value ('YYYY-MM-DDTHH:mm', with
// ':ss' when `seconds`). The browser's own datetime-local drew both in its locale whatever the page's.

type MomentEvent = { target: { value: string } };
export interface DateTimeInputProps {
  id?: string;
  value: string;
  onChange: (event: MomentEvent) => void;
  /** The latest moment allowed; only its day bounds the calendar. */
  max?: string;
  seconds?: boolean;
  className?: string;
  'data-testid'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const dayOf = (moment: string) => moment.split('T')[0] ?? '';
const timeOf = (moment: string) => moment.split('T')[1] ?? '';
/** '930' → '09:30' as it is typed: the colons come by themselves. */
const withColons = (typed: string, seconds: boolean) => {
  const digits = typed.replace(/\D/g, '').slice(0, seconds ? 6 : 4);
  return digits.replace(/(\d{2})(?=\d)/g, '$1:');
};

export function DateTimeInput({ id, value, onChange, max, seconds = false, className, ...aria }: DateTimeInputProps) {
  const { t } = useTranslation();
  const [time, setTime] = useState(() => timeOf(value));
  const [seen, setSeen] = useState(value);
  const day = dayOf(value);
  // A moment set from outside (cleared, a link) redraws the time; a time being typed stays.
  if (seen !== value) {
    setSeen(value);
    if (timeOf(value) !== time && (TIME.test(time) || value === '')) setTime(timeOf(value));
  }
  const send = (nextDay: string, nextTime: string) => {
    const whole = TIME.test(nextTime) ? nextTime : seconds ? '00:00:00' : '00:00';
    onChange({ target: { value: nextDay ? `${nextDay}T${whole}` : '' } });
  };
  return (
    <span className={`date-time-input${className ? ` ${className}` : ''}`} data-testid={aria['data-testid']}>
      <DateInput
        id={id}
        value={day}
        max={max ? dayOf(max) : undefined}
        aria-invalid={aria['aria-invalid']}
        aria-describedby={aria['aria-describedby']}
        onChange={(e) => send(e.target.value, time)}
      />
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className="date-time-time"
        aria-label={t('dateField.time')}
        placeholder={seconds ? 'hh:mm:ss' : 'hh:mm'}
        maxLength={seconds ? 8 : 5}
        value={time}
        onChange={(e) => {
          const next = withColons(e.target.value, seconds);
          setTime(next);
          if (TIME.test(next) && day) send(day, next);
        }}
      />
    </span>
  );
}

/** A form row with a moment: its label, the day and time, and the form's message under them. */
export function DateTimeRow({ label, error, ...props }: { label: string; error?: string } & DateTimeInputProps) {
  const id = useId();
  return (
    <>
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <DateTimeInput
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-e` : undefined}
          {...props}
        />
      </div>
      <ErrorLine id={`${id}-e`} error={error} />
    </>
  );
}
