import type pg from 'pg';
import type { Position } from '../../infra/event-store/port';
import type { ProjectionNotice } from '../../projections/engine/notify';

/** Where the feed and its gate say what went wrong. */
export interface FeedLogger {
  warn(obj: object, msg: string): void;
}

// With a streaming replica, NOTIFY arrives from the primary as soon as a projection's batch commits,
// and the replica replays that commit a little later. A screen that refetched on the notice would
// read the replica before it has the change and show the old row. So a notice waits here until the
// replica has it: its checkpoint row there has reached the notice's position (a batch and its
// checkpoint commit together, so the replica then has the batch's rows). A notice without a
// position (a rebuild's) waits until the replica has replayed the primary's WAL as of its arrival.
//
// One loop for every waiting notice, asking the replica alone (the primary is what a shop runs out
// of first) every few milliseconds, backing off to `maxPollMs` while it stays behind (replay paused).

export interface ReplicaGateOptions {
  firstPollMs?: number;
  maxPollMs?: number;
}

interface Held {
  projection: string;
  position: Position | null;
  /** For a notice without a position: the primary's WAL position when it arrived. */
  lsn?: Promise<bigint>;
  deliver: () => void;
}

/** An LSN ('16/B374D848') as a number, to compare. */
const lsnValue = (lsn: string) => {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
};

export class ReplicaGate {
  private waiting: Held[] = [];
  private running = false;
  private closed = false;
  private readonly firstPollMs: number;
  private readonly maxPollMs: number;

  constructor(
    private readonly primary: pg.Pool,
    private readonly replica: pg.Pool,
    private readonly compare: (a: Position, b: Position) => number,
    private readonly log?: FeedLogger,
    options: ReplicaGateOptions = {},
  ) {
    this.firstPollMs = options.firstPollMs ?? 2;
    this.maxPollMs = options.maxPollMs ?? 100;
  }

  /** Runs `deliver` once the replica has what `notice` announces (a resync: `position` null). */
  after(notice: Pick<ProjectionNotice, 'projection' | 'position'>, deliver: () => void): void {
    if (this.closed) return;
    const held: Held = { projection: notice.projection, position: notice.position, deliver };
    if (held.position === null) {
      held.lsn = this.primary
        .query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')
        .then(({ rows }) => lsnValue(rows[0]!.lsn))
        .catch(() => 0n); // the primary unreachable: nothing to wait for that anyone could read
    }
    this.waiting.push(held);
    if (!this.running) void this.run();
  }

  close(): void {
    this.closed = true;
    this.waiting = [];
  }

  private async run(): Promise<void> {
    this.running = true;
    let pause = this.firstPollMs;
    try {
      while (this.waiting.length > 0 && !this.closed) {
        const before = this.waiting.length;
        await this.deliverReached();
        if (this.waiting.length === before) {
          await new Promise((r) => setTimeout(r, pause));
          pause = Math.min(this.maxPollMs, pause * 2);
        } else pause = this.firstPollMs;
      }
    } finally {
      this.running = false;
    }
  }

  /** One look at the replica: every notice it has caught up with goes on, in arrival order. */
  private async deliverReached(): Promise<void> {
    const held = this.waiting;
    try {
      const names = [...new Set(held.map((h) => h.projection))];
      const { rows } = await this.replica.query<{
        name: string | null;
        position: string | null;
        replayed: string | null;
      }>(
        `select c.name, c.position, pg_last_wal_replay_lsn()::text as replayed
           from (select 1) one left join projection_checkpoints c on c.name = any($1)`,
        [names],
      );
      const at = new Map(rows.map((r) => [r.name, r.position]));
      const replayed = rows[0]?.replayed;
      const ready = await Promise.all(
        held.map(async (h) => {
          if (h.position !== null) {
            const position = at.get(h.projection);
            return !!position && this.compare(position, h.position) >= 0;
          }
          // Null: not a standby (DATABASE_REPLICA_URL = DATABASE_URL), nothing to wait for.
          return !replayed || lsnValue(replayed) >= (await h.lsn!);
        }),
      );
      const reached = new Set(held.filter((_, i) => ready[i]));
      this.waiting = this.waiting.filter((h) => !reached.has(h));
      for (const h of reached) h.deliver();
    } catch (err) {
      // A replica that cannot be asked must not swallow notices: they go on, and the reads they
      // prompt answer from whatever the replica has (or fail on their own).
      this.log?.warn({ err }, 'replica position unknown; passing notices on');
      const asked = new Set(held);
      this.waiting = this.waiting.filter((h) => !asked.has(h));
      for (const h of held) h.deliver();
    }
  }
}
