import { auditProjection } from './audit';
import type { Projection } from './projection';

// Every read model the workers keep; a new one adds a line here.
export const projections: readonly Projection[] = [auditProjection];

export function projectionNamed(name: string): Projection | undefined {
  return projections.find((p) => p.name === name);
}
