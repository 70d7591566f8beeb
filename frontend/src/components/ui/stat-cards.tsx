import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface StatCard {
  /** Names the card's test ids: `card-<key>` and `card-<key>-value`. */
  key: string;
  label: string;
  /** undefined while the figures load: the card shows a placeholder. */
  value: ReactNode | undefined;
  tone?: 'warning' | 'danger';
  /** The figure has a second, smaller line (a share under an amount): its skeleton keeps room for it. */
  subline?: boolean;
}

interface Props {
  /** The section's accessible name. */
  label: string;
  cards: readonly StatCard[];
  /** Said instead of the cards when the figures could not be loaded, with a retry. */
  failed?: { message: string; onRetry: () => void };
  /** A feature's tint (for example `consignment-tone`, which sets --accent). */
  className?: string;
}

/** A screen's figures above its list (spec 2.4's and 2.5's four cards). */
export function StatCards({ label, cards, failed, className }: Props) {
  const { t } = useTranslation();
  if (failed) {
    return (
      <div className="error-banner" role="alert">
        {failed.message}{' '}
        <button className="link-button" type="button" onClick={failed.onRetry}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return (
    <section className={['stat-cards', className].filter(Boolean).join(' ')} aria-label={label}>
      {cards.map((c) => (
        <div
          className={c.tone ? `card stat-card ${c.tone}` : 'card stat-card'}
          key={c.key}
          data-testid={`card-${c.key}`}
        >
          <span className="stat-card-label">{c.label}</span>
          {c.value === undefined ? (
            // The figure's own size (screen-parts.css), so nothing moves when it arrives.
            <span className="stat-card-skeleton" aria-hidden>
              <span className="skeleton" />
              {c.subline ? <span className="skeleton stat-card-subline" /> : null}
            </span>
          ) : (
            <strong className="stat-card-value" data-testid={`card-${c.key}-value`}>
              {c.value}
            </strong>
          )}
        </div>
      ))}
    </section>
  );
}
