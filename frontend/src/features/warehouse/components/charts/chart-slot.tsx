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

/**
 * Where a lazily loaded chart goes. The space is held while apexcharts loads so the list below
 * does not jump; the chart is decoration over figures that are also written out next to it.
 */
export function ChartSlot({ height, children }: { height: number; children: ReactNode }) {
  return (
    <div className="wh-chart" style={{ minHeight: height }} aria-hidden>
      <ChartBoundary>
        <Suspense fallback={null}>{children}</Suspense>
      </ChartBoundary>
    </div>
  );
}
