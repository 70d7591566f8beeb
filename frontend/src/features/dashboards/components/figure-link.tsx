import { Link } from 'react-router-dom';

/**
 * A figure that opens the screen behind it; `value` is the raw number (centavos, a count) the
 * browser test compares with the API's answer, the text its formatted form.
 */
export function FigureLink({ to, value, text, testId }: { to?: string; value: number; text: string; testId: string }) {
  if (!to)
    return (
      <span data-testid={testId} data-value={value}>
        {text}
      </span>
    );
  return (
    <Link className="dash-figure-link" to={to} data-testid={testId} data-value={value}>
      {text}
    </Link>
  );
}
