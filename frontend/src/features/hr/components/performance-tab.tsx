import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { SkeletonRows } from '@/components/ui/skeleton';
import { usePerformance } from '../api/reads';
import type { FigureQuery } from '../api/keys';
import { MONEY_FIGURES, PERFORMANCE_FIGURES, type PerformancePerson } from '@domain/hr/responses';
import { money, monthStart, today } from '../lib/format';
import { FigureEventsSheet } from './figure-events-sheet';
import { SpanFields } from './span-fields';
import '../locales/register';

/**
 * Desempeño: each person's figures of the period (this month by default) — counter sales and refunds,
 * deliveries done, late and failed, stock movements and counts, invoices. A figure opens the events
 * it was counted from.
 */
export function PerformanceTab() {
  const { t } = useTranslation();
  const w = (key: string) => t(`hr.performance.${key}`);
  const [span, setSpan] = useState({ from: monthStart(), to: today() });
  const performance = usePerformance(span);
  const [figure, setFigure] = useState<(FigureQuery & { name: string }) | null>(null);
  const p = performance.data;
  return (
    <div className="hr-tab" data-testid="hr-performance">
      <SpanFields {...span} onChange={setSpan} />
      {performance.error && !p ? (
        <LoadFailed
          title={w('loadFailed')}
          reason={performance.error.message}
          onRetry={() => void performance.refetch()}
        />
      ) : !p ? (
        <SkeletonRows rows={4} />
      ) : p.people.length === 0 ? (
        <EmptyState icon="chart" title={w('empty')} />
      ) : (
        <div className="hr-people">
          {p.people.map((person) => (
            <PersonCard
              key={person.userId}
              person={person}
              onOpen={(f) => setFigure({ userId: person.userId, figure: f, from: p.from, to: p.to, name: person.name })}
            />
          ))}
        </div>
      )}
      {figure ? <FigureEventsSheet query={figure} name={figure.name} onClose={() => setFigure(null)} /> : null}
    </div>
  );
}

function PersonCard({ person, onOpen }: { person: PerformancePerson; onOpen: (figure: string) => void }) {
  const { t } = useTranslation();
  return (
    <section className="card hr-person" data-testid="hr-person" data-user-id={person.userId}>
      <h3>{person.name}</h3>
      <div className="hr-figures">
        {PERFORMANCE_FIGURES.map((f) => {
          const value = person.figures[f] ?? 0;
          return (
            <button
              key={f}
              type="button"
              className="hr-figure"
              onClick={() => onOpen(f)}
              disabled={!value}
              data-testid={`hr-figure-${f}`}
            >
              <span>{t(`hr.figures.${f}`)}</span>
              <strong>{MONEY_FIGURES.includes(f) ? money(value) : value.toLocaleString('es-MX')}</strong>
            </button>
          );
        })}
      </div>
    </section>
  );
}
