/** A thin iOS progress bar with its figure beside it; `testId` names the bar (and `-percent` the figure). */
export function ProgressBar({
  percent,
  label,
  tone,
  testId,
}: {
  percent: number;
  label: string;
  tone?: 'success' | 'danger';
  testId?: string;
}) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className="dm-progress" data-testid={testId}>
      <div
        className={['dm-progress-track', tone].filter(Boolean).join(' ')}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-label={label}
      >
        <div className="dm-progress-fill" style={{ width: `${value}%` }} />
      </div>
      <span className="dm-progress-label" data-testid={testId ? `${testId}-percent` : undefined}>
        {label}
      </span>
    </div>
  );
}
