import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import type { PagedListProps } from '@/components/ui/paged-list';
import { SkeletonRows } from '@/components/ui/skeleton';
import type { AgreementView, Page } from '@domain/consignment';
import { AgreementCard, type AgreementAction } from './agreement-card';
import { Pager } from '@/components/ui/pager';

interface Props extends PagedListProps<Page<AgreementView>> {
  onAction: (action: AgreementAction, a: AgreementView) => void;
}

/** The agreement cards, the empty text of spec 2.5, and the pager. */
export function AgreementsList({ data, isLoading, error, onRetry, onPage, onAction }: Props) {
  const { t } = useTranslation();
  if (error && !data) {
    return <LoadFailed title={t('consignment.loadFailed')} reason={error.message} onRetry={onRetry} />;
  }
  if (isLoading && !data) return <SkeletonRows rows={4} />;
  if (!data || data.items.length === 0) {
    return (
      <EmptyState icon="link" title={t('consignment.empty')}>
        {t('consignment.emptyHint')}
      </EmptyState>
    );
  }
  return (
    <>
      <div className="agreement-grid" data-testid="agreement-cards">
        {data.items.map((a) => (
          <AgreementCard key={a.id} agreement={a} onAction={onAction} />
        ))}
      </div>
      <Pager ns="consignment" page={data.page} pageCount={data.pageCount} total={data.total} onPage={onPage} />
    </>
  );
}
