import type { ReactNode } from 'react';

/** iOS large title: the screen's name at 34 pt, a line of context under it. */
export function LargeTitle({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <header className="large-title">
      <h1>{title}</h1>
      {subtitle ? <p>{subtitle}</p> : null}
    </header>
  );
}
