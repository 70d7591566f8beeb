import { Component, Suspense, type ReactNode } from 'react';

/** Keeps a chart's failure (its chunk did not load, the library threw) to the chart: the figures beside it stay. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** A chart's figures as a table: what a screen reader reads in place of the drawing. */
export interface ChartTable {
  caption: string;
  /** The first column names the row (a day, a category), the others its figures. */
  columns: readonly string[];
  rows: readonly { key: string; cells: readonly string[] }[];
}

/**
 * Where a lazily loaded chart goes: its height is held while apexcharts loads, so what is below does
 * not jump. The drawing is hidden from screen readers: its figures are read from `table` (a visually
 * hidden table of the same data) or, without one, from the rows the screen writes out beside it.
 */
export function ChartSlot({
  height,
  children,
  className,
  testId,
  table,
}: {
  height: number;
  children: ReactNode;
  className: string;
  testId?: string;
  table?: ChartTable;
}) {
  return (
    <>
      <div className={className} style={{ minHeight: height }} aria-hidden data-testid={testId}>
        <ChartBoundary>
          <Suspense fallback={null}>{children}</Suspense>
        </ChartBoundary>
      </div>
      {table ? (
        // Hidden by its box, not on the table: a table is never narrower than its cells, and would
        // widen the page on a phone.
        <div className="visually-hidden">
          <table data-testid={testId && `${testId}-table`}>
            <caption>{table.caption}</caption>
            <thead>
              <tr>
                {table.columns.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((r) => (
                <tr key={r.key}>
                  {r.cells.map((cell, i) =>
                    i === 0 ? (
                      <th key={i} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={i}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}
