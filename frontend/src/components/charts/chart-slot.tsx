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
 * Where a lazily loaded chart goes: its height is held while apexcharts loads, so what is below does
 * not jump. Hidden from screen readers: every figure a chart draws is also written out beside it.
 */
export function ChartSlot({
  height,
  children,
  className,
  testId,
}: {
  height: number;
  children: ReactNode;
  className: string;
  testId?: string;
}) {
  return (
    <div className={className} style={{ minHeight: height }} aria-hidden data-testid={testId}>
      <ChartBoundary>
        <Suspense fallback={null}>{children}</Suspense>
      </ChartBoundary>
    </div>
  );
}
