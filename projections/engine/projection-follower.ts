import { traceBatch } from '../../infra/tracing';
import { applyOrLocateFault } from './batch';
import type { Checkpoint } from './checkpoints';
import type { EngineDeps, Follower } from './follower';
import { prepareProjection } from './generations';
import type { Projection } from './projection';
import { rebuildProjection, type RebuildProgress } from './rebuild';

/** A projection as the runner follows it: batch and checkpoint in one transaction, rebuilt on a new version. */
export function projectionFollower(
  deps: EngineDeps,
  projection: Projection,
  onRebuildProgress?: (progress: RebuildProgress) => void,
): Follower {
  return {
    name: projection.name,
    kind: 'projection',
    register: () => prepareProjection(deps.db, projection),
    async activate(stored: Checkpoint, signal: AbortSignal) {
      if (stored.version !== projection.version)
        await rebuildProjection(deps, projection, { onProgress: onRebuildProgress, signal });
    },
    handle: (from, events) =>
      traceBatch(projection.name, events, () => applyOrLocateFault(deps.db, projection, from, events)),
  };
}
