import { useTranslation } from 'react-i18next';
import { positionWords } from '@domain/ops';
import type { ReportView } from '@domain/reports';
import { shownDay, shownMoment } from '../lib/format';

/**
 * What the figures stand on, so an accountant can take the same report again: the period as the
 * server resolved it (days of the shop's zone), the zone, the moment when one applies, the position.
 */
export function ReportHeader({ view, pinned, onUnpin }: { view: ReportView; pinned?: boolean; onUnpin?: () => void }) {
  const { t, i18n } = useTranslation();
  const period =
    view.from && view.to
      ? t('reports.header.range', { from: shownDay(view.from), to: shownDay(view.to) })
      : t('reports.header.allTime');
  return (
    <p className="rp-meta" data-testid="report-header">
      <span data-testid="report-period">{period}</span>
      <span data-testid="report-zone">{t('reports.header.zone', { zone: view.timeZone })}</span>
      {view.asOf ? (
        <span data-testid="report-as-of">
          {t('reports.header.asOf', { moment: shownMoment(view.asOf, view.timeZone) })}
        </span>
      ) : null}
      {/* The shop's words for the position (domain/ops/follower-words.ts): its digits still take it again. */}
      <span data-testid="report-position">{positionWords(view.position, i18n.language)}</span>
      {pinned ? (
        <span>
          {t('reports.header.pinned')}{' '}
          {onUnpin ? (
            <button type="button" className="link-button" onClick={onUnpin}>
              {t('reports.header.latest')}
            </button>
          ) : null}
        </span>
      ) : null}
    </p>
  );
}
