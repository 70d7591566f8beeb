import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { isLockHeld } from './advisory-lock';
import { loadCheckpoint } from './checkpoints';
import { ensureOpsTables } from './jobs-tables';
import type { Projection } from './projection';
import { rebuildProjection, RebuildRefused, type RebuildDeps } from './rebuild';
import type { RebuildProgress } from './rebuild-progress';
import { OPS_CHANNEL, percentOf, type RebuildJob, type RebuildJobMessage } from './jobs-message';

export type { RebuildJob, RebuildJobMessage } from './jobs-message';

// Rebuilds started from the data-management screen (issue 20). They run in the read-api process that
// accepted them (docs/operations.md says why), beside the live tables as the CLI's do; each step is
// kept in projection_jobs (a screen opened mid-rebuild, or served by another read-api, reads it) and
// announced on OPS_CHANNEL, which every read-api forwards to its operators' sockets.

interface JobRow {
  job_id: string;
  name: string;
  generation: number;
  events_applied: string;
  total_events: string;
  percent: number;
  done: boolean;
  error: string | null;
  started_at: Date;
  finished_at: Date | null;
}

export const rebuildLock = (name: string) => `rebuild:${name}`;
const INTERRUPTED = 'La reconstrucción se interrumpió (se detuvo el servidor que la llevaba); vuelve a lanzarla.';

export class RebuildJobs {
  /** Rebuilds this process runs, by projection: a second request for one is refused at once. */
  private readonly running = new Map<string, { abort: AbortController; finished: Promise<void> }>();

  constructor(private readonly deps: RebuildDeps) {}

  /** Starts the rebuild in the background; RebuildRefused when one of that projection already runs anywhere. */
  async start(projection: Projection): Promise<{ name: string; jobId: string }> {
    const { name } = projection;
    if (this.running.has(name)) throw new RebuildRefused(`a rebuild of ${name} is already running`);
    const abort = new AbortController();
    let finish = () => {};
    this.running.set(name, { abort, finished: new Promise<void>((resolve) => (finish = resolve)) });
    try {
      if (await isLockHeld(this.deps.db, rebuildLock(name)))
        throw new RebuildRefused(`a rebuild of ${name} is already running`);
      await ensureOpsTables(this.deps.db);
      const generation = ((await loadCheckpoint(this.deps.db, name))?.generation ?? 0) + 1;
      const job: RebuildJobMessage = {
        type: 'rebuild-progress',
        name,
        jobId: randomUUID(),
        generation,
        eventsApplied: 0,
        totalEvents: 0,
        percent: 0,
        done: false,
      };
      await sql`insert into projection_jobs (job_id, name, generation) values (${job.jobId}, ${name}, ${generation})`.execute(
        this.deps.db,
      );
      await this.publish(job);
      void this.run(projection, job, abort.signal).finally(() => {
        this.running.delete(name);
        finish();
      });
      return { name, jobId: job.jobId };
    } catch (err) {
      this.running.delete(name);
      finish();
      throw err;
    }
  }

  /** Stops this process's rebuilds between batches (each resumes from its checkpoint next time). */
  async stop(): Promise<void> {
    const jobs = [...this.running.values()];
    jobs.forEach((j) => j.abort.abort());
    await Promise.all(jobs.map((j) => j.finished));
  }

  /** The latest jobs, newest first; one left unfinished by a process that is gone says so. */
  async list(limit = 50): Promise<RebuildJob[]> {
    await ensureOpsTables(this.deps.db);
    const { rows } = await sql<JobRow>`
      select * from projection_jobs order by started_at desc, job_id limit ${limit}`.execute(this.deps.db);
    return Promise.all(
      rows.map(async (r) => {
        const job = toJob(r);
        const orphan =
          !job.done &&
          !job.error &&
          !this.running.has(job.name) &&
          !(await isLockHeld(this.deps.db, rebuildLock(job.name)));
        return orphan ? { ...job, error: INTERRUPTED } : job;
      }),
    );
  }

  private async run(projection: Projection, job: RebuildJobMessage, signal: AbortSignal): Promise<void> {
    // Progress arrives synchronously from the rebuild; writes are chained so messages keep their order.
    let chain = Promise.resolve();
    let last = job;
    const onProgress = (p: RebuildProgress) => {
      const next = {
        ...last,
        generation: p.generation,
        eventsApplied: p.eventsDone,
        totalEvents: Math.max(p.total ?? 0, p.eventsDone),
        percent: percentOf(p),
      };
      // Only a new percent is worth a message (a large rebuild reports every batch).
      if (p.phase === 'done' || next.percent === last.percent) return void (last = { ...next, percent: last.percent });
      last = next;
      chain = chain.then(() => this.publish(next)).catch(() => {});
    };
    try {
      const result = await rebuildProjection(this.deps, projection, { onProgress, signal });
      const events = Number(result.eventsApplied);
      await chain;
      await this.publish({ ...last, eventsApplied: events, totalEvents: events, percent: 100, done: true });
    } catch (err) {
      await chain;
      const error = signal.aborted ? INTERRUPTED : failure(projection.name, err);
      await this.publish({ ...last, error }).catch(() => {});
    }
  }

  /** The row and the NOTIFY in one transaction: a socket never hears of a step GET /api/ops/jobs cannot show. */
  private async publish(m: RebuildJobMessage): Promise<void> {
    const finished = m.done || m.error !== undefined;
    await this.deps.db.transaction().execute(async (trx) => {
      await sql`
        update projection_jobs set generation = ${m.generation}, events_applied = ${m.eventsApplied},
               total_events = ${m.totalEvents}, percent = ${m.percent}, done = ${m.done}, error = ${m.error ?? null},
               finished_at = case when ${finished} then now() else null end
         where job_id = ${m.jobId}`.execute(trx);
      await sql`select pg_notify(${OPS_CHANNEL}, ${JSON.stringify(m)})`.execute(trx);
    });
  }
}

function failure(name: string, err: unknown): string {
  if (err instanceof RebuildRefused) return `La reconstrucción de ${name} no pudo terminar: ${(err as Error).message}.`;
  return `La reconstrucción de ${name} falló: ${(err as Error).message ?? String(err)}`.slice(0, 500);
}

function toJob(r: JobRow): RebuildJob {
  return {
    type: 'rebuild-progress',
    name: r.name,
    jobId: r.job_id,
    generation: r.generation,
    eventsApplied: Number(r.events_applied),
    totalEvents: Number(r.total_events),
    percent: r.percent,
    done: r.done,
    ...(r.error === null ? {} : { error: r.error }),
    startedAt: r.started_at.toISOString(),
    finishedAt: r.finished_at?.toISOString() ?? null,
  };
}
