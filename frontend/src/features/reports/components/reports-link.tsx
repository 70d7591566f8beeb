import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ReportType } from '@domain/reports';
import { routeAccess } from '@/lib/access';
import { useSessionStore } from '@/stores/session-store';

const REPORTS_PATH = '/admin/reports';

/** A chip to the reports, opened on the type of the screen it sits on; only for roles the route admits. */
export function ReportsLink({ type }: { type: ReportType }) {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  if (!user || routeAccess(user, REPORTS_PATH) !== 'allowed') return null;
  return (
    <Link className="chip" to={`${REPORTS_PATH}?type=${type}`} data-testid="reports-link">
      {t('areas.reports')}
    </Link>
  );
}
