import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { EventStore, Position } from '../../infra/event-store/port';
import { beyondHead, invalidPosition, isPosition, positionNotRecorded } from '../../infra/http/positions';
import { problem, sendProblem } from '../../infra/http/problem';
import type { ReadModels } from '../../projections/read-models';
import type { ProjectionFeed } from './projection-feed';

// Read-your-writes: a command answers with the position it wrote at; a read that passes it back
// as ?minPosition waits (bounded) until the projections it reads have applied that position. With a
// replica, `db` is the replica's: its checkpoints move only when it has replayed the batches, so the
// wait covers the replica's replay as well as the projection.
//
// Every such read states where it answers from: `X-Read-Position`, the least position its read
// models are known to have applied (at least; they may be further on).

export const READ_POSITION_HEADER = 'x-read-position';

export interface ConsistencyOptions {
  timeoutMs: number;
  /** Fallback re-check interval when no notification arrives (NOTIFY only shortens the wait). */
  pollMs: number;
}

export const DEFAULT_CONSISTENCY: ConsistencyOptions = { timeoutMs: 5000, pollMs: 250 };

export interface ConsistencyDeps {
  db: Kysely<ReadModels>;
  store: Pick<EventStore, 'comparePositions' | 'headPosition'>;
  feed: ProjectionFeed;
  options: ConsistencyOptions;
}

/** For the routes' query schemas (documentation); the hook reads the raw URL so no schema can strip it. */
export const minPositionQuery = { minPosition: z.string().max(200).optional() };

type Progress = 'reached' | 'behind' | 'faulted';

/** The ?minPosition a read asks to wait for (null without one), from the raw URL. */
export const minPositionOf = (req: Pick<FastifyRequest, 'url'>): string | null =>
  new URLSearchParams(req.url.split('?')[1] ?? '').get('minPosition');

/** Marks a route's own wait, so the rule for every GET (read-position.ts) adds none beside it. */
export const WAITS_FOR_READ_MODELS = Symbol('waits for read models');

/**
 * The wait of a read made of `projections`: a fixed list, or one the request names (a report's type
 * says which read models it is made of).
 */
export function readYourWrites(
  deps: ConsistencyDeps,
  readModels: readonly string[] | ((req: FastifyRequest) => readonly string[]),
) {
  return Object.assign(waitForReadModels, { [WAITS_FOR_READ_MODELS]: true });
  async function waitForReadModels(req: FastifyRequest, reply: FastifyReply) {
    const projections = typeof readModels === 'function' ? readModels(req) : readModels;
    const minPosition = minPositionOf(req);
    if (minPosition === null) return void (await stateReadPosition(deps, projections, reply));
    if (!isPosition(deps.store, minPosition)) return sendProblem(reply, invalidPosition());
    // A read of the store itself (no read model) has every position there is; one past it was never written.
    if (projections.length === 0) return (await beyondHead(deps.store, minPosition)) ? beyond(reply) : undefined;
    const progress = await waitUntilApplied(deps, projections, minPosition);
    if (progress === 'reached') return void (await stateReadPosition(deps, projections, reply, minPosition));
    // Checked only after the wait: a position just written may not be visible in the store's head yet.
    if (progress === 'behind' && (await beyondHead(deps.store, minPosition))) return beyond(reply);
    reply.header('retry-after', '1');
    if (progress === 'faulted') {
      return sendProblem(
        reply,
        problem(
          503,
          'READ_MODEL_FAULTED',
          'Los datos de esta pantalla están detenidos por un error de proceso; avisa a un administrador.',
        ),
      );
    }
    return sendProblem(
      reply,
      problem(
        503,
        'READ_MODEL_BEHIND',
        'Los datos todavía se están actualizando y aún no incluyen tu último cambio. Vuelve a intentarlo en unos segundos.',
      ),
    );
  }
}

const beyond = (reply: FastifyReply) => sendProblem(reply, positionNotRecorded());

async function waitUntilApplied(
  deps: ConsistencyDeps,
  names: readonly string[],
  minPosition: Position,
): Promise<Progress> {
  const deadline = Date.now() + deps.options.timeoutMs;
  // Armed before the first check, so a notice landing between check and sleep is not lost.
  const waker = wakeOnNotice(deps.feed, names);
  try {
    for (;;) {
      const progress = await progressOf(deps, names, minPosition);
      const left = deadline - Date.now();
      if (progress !== 'behind' || left <= 0) return progress;
      await waker.sleep(Math.min(left, deps.options.pollMs));
    }
  } finally {
    waker.stop();
  }
}

async function progressOf(deps: ConsistencyDeps, names: readonly string[], minPosition: Position): Promise<Progress> {
  if (names.length === 0) return 'reached';
  const rows = await deps.db
    .selectFrom('projection_checkpoints')
    .select(['name', 'position', 'status'])
    .where('name', 'in', [...names])
    .execute();
  let progress: Progress = 'reached';
  for (const name of names) {
    const row = rows.find((r) => r.name === name);
    if (row?.position && deps.store.comparePositions(row.position, minPosition) >= 0) continue;
    // A faulted projection will not move until an operator acts: waiting out the bound helps nobody.
    if (row?.status === 'faulted') return 'faulted';
    progress = 'behind';
  }
  return progress;
}

/**
 * The least position of `names` the feed has heard of (asking the checkpoints for any not heard of
 * yet), or `reached` when a wait just saw every one of them past it.
 */
async function stateReadPosition(
  deps: ConsistencyDeps,
  names: readonly string[],
  reply: FastifyReply,
  reached?: Position,
) {
  if (names.length === 0) return;
  const unknown = names.filter((n) => deps.feed.appliedPosition(n) === undefined);
  if (unknown.length > 0) {
    const rows = await deps.db
      .selectFrom('projection_checkpoints')
      .select(['name', 'position'])
      .where('name', 'in', unknown)
      .execute();
    for (const row of rows) if (row.position) deps.feed.learn(row.name, row.position);
  }
  let least: Position | undefined;
  for (const name of names) {
    const at = deps.feed.appliedPosition(name);
    if (at === undefined) return; // a projection that has applied nothing yet: no position to state
    if (least === undefined || deps.store.comparePositions(at, least) < 0) least = at;
  }
  if (reached !== undefined && least !== undefined && deps.store.comparePositions(reached, least) > 0) least = reached;
  reply.header(READ_POSITION_HEADER, least);
}

function wakeOnNotice(feed: ProjectionFeed, names: readonly string[]) {
  let pending = false;
  let wake: (() => void) | undefined;
  const signal = () => {
    pending = true;
    wake?.();
  };
  const stop = feed.subscribe({ advanced: (n) => names.includes(n.projection) && signal(), resync: signal });
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wake = undefined;
        pending = false;
        resolve();
      };
      const timer = setTimeout(done, pending ? 0 : ms);
      wake = done;
    });
  return { sleep, stop };
}
