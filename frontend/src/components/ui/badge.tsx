import type { ComponentProps } from 'react';

/** A state as a coloured badge (app/styles.css): `tone` is success, warning, danger, primary or '' (grey). */
export function Badge({ tone, className, ...span }: { tone: string } & ComponentProps<'span'>) {
  return <span className={['badge', tone, className].filter(Boolean).join(' ')} {...span} />;
}
