import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/ui/load-failed';
import { SkeletonRows } from '@/components/ui/skeleton';
import '../dashboards.css';
import '../locales/register';

/**
 * A landing's figures around their query: the load failure with a retry when nothing came, else the
 * cards (each a skeleton until the answer) and, once it is in, the details (sales by channel…).
 */
export function FiguresFrame<T>({
  testId,
  query,
  cards,
  details,
}: {
  testId: string;
  query: UseQueryResult<T>;
  cards: (data: T | undefined) => ReactNode;
  details: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const { data, error } = query;
  if (error && !data)
    return (
      <div data-testid={testId}>
        <LoadFailed title={t('dashboardFigures.failed')} reason={error.message} onRetry={() => void query.refetch()} />
      </div>
    );
  return (
    <div className="dash-figures" data-testid={testId} aria-busy={!data}>
      {cards(data)}
      {data ? details(data) : <SkeletonRows rows={5} />}
    </div>
  );
}
