import { useTranslation } from 'react-i18next';
import { GroupedList, ListRow } from '@/components/ui/grouped-list';
import { LargeTitle } from '@/components/ui/large-title';
import { LoadFailed } from '@/components/ui/load-failed';
import { SkeletonRows } from '@/components/ui/skeleton';
import { StatCards } from '@/components/ui/stat-cards';
import { CATALOG_PROBLEM_KINDS, type CatalogProblem } from '@domain/catalog/catalog-debug';
import { useCatalogProblems } from '../api/reads';
import '../locales/register';
import '../diagnostics.css';

/** Kinds whose finding says more than the product's name: the shared name or code, the stock. */
const DETAILED = new Set(['duplicate-name', 'duplicate-barcode', 'below-minimum', 'inactive-with-stock']);

/**
 * /flower-catalog-debug (issue 20, admin and owner): the catalogue's problems found in the read
 * models, by kind, each product a link to its page in the inventory where it is fixed.
 */
export function CatalogDebugScreen() {
  const { t } = useTranslation();
  const w = (key: string, o?: Record<string, unknown>) => t(`diagnostics.catalogDebug.${key}`, o ?? {});
  const query = useCatalogProblems();
  const answer = query.data;
  const subtitleOf = (p: CatalogProblem) =>
    [p.sku, w(`status.${p.status}`), DETAILED.has(p.kind) ? w(`detail.${p.kind}`, { detail: p.detail }) : null]
      .filter(Boolean)
      .join(' · ');
  return (
    <div className="diagnostics-page" data-testid="catalog-debug">
      <LargeTitle title={w('title')} subtitle={w('subtitle')} />
      <div className="diagnostics-toolbar">
        <button className="button" type="button" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {w('retry')}
        </button>
      </div>
      {query.isError ? (
        <LoadFailed title={w('loadFailed')} reason={query.error.message} onRetry={() => void query.refetch()} />
      ) : (
        <StatCards
          label={w('cardsLabel')}
          cards={CATALOG_PROBLEM_KINDS.map((kind) => ({
            key: kind,
            label: w(`kinds.${kind}`),
            value: answer?.counts[kind],
            tone: answer?.counts[kind] ? 'warning' : undefined,
          }))}
        />
      )}
      {!answer ? (
        query.isError ? null : (
          <SkeletonRows rows={8} />
        )
      ) : (
        CATALOG_PROBLEM_KINDS.map((kind) => {
          const items = answer.items.filter((i) => i.kind === kind);
          const notes = [
            answer.notes[kind],
            items.length >= answer.maxPerKind ? w('capped', { max: answer.maxPerKind }) : null,
          ];
          const footer = notes.filter(Boolean).join(' ');
          return (
            <GroupedList
              key={kind}
              header={`${w(`kinds.${kind}`)} (${answer.counts[kind]})`}
              footer={footer || undefined}
              label={w(`kinds.${kind}`)}
            >
              {items.length === 0 ? (
                <ListRow title={w('none')} subtitle={w('noneDetail')} testId={`problems-${kind}-none`} />
              ) : (
                items.map((p) => (
                  <ListRow
                    key={p.productId}
                    title={p.name}
                    subtitle={subtitleOf(p)}
                    detail={w('fix')}
                    to={p.fixPath}
                    testId={`problem-${kind}-${p.productId}`}
                  />
                ))
              )}
            </GroupedList>
          );
        })
      )}
    </div>
  );
}
