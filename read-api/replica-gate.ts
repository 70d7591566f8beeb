import type pg from 'pg';
import type { FeedLogger } from './projection-feed';

// With a streaming replica, NOTIFY arrives from the primary as soon as a projection's batch commits,
// and the replica replays that commit a little later. A screen that refetched on the notice would
// read the replica before it has the change and show the old row. So a notice waits here until the
// replica has replayed at least the primary's WAL position taken when the notice arrived (which is
// past the batch's commit): then whoever hears it — the websocket, the caches, the read-your-writes
// wait — reads the change from the replica.
//
// One loop for every waiting notice: one primary query per round, then the replica is asked every
// few milliseconds (backing off to `maxPollMs` while it stays behind, e.g. replay paused).

export interface ReplicaGateOptions {
  firstPollMs?: number;
  maxPollMs?: number;
}

export class ReplicaGate {
  private waiting: (() => void)[] = [];
  private running = false;
  private closed = false;
  private readonly firstPollMs: number;
  private readonly maxPollMs: number;

  constructor(
    private readonly primary: pg.Pool,
    private readonly replica: pg.Pool,
    private readonly log?: FeedLogger,
    options: ReplicaGateOptions = {},
  ) {
    this.firstPollMs = options.firstPollMs ?? 2;
    this.maxPollMs = options.maxPollMs ?? 100;
  }

  /** Runs `deliver` once the replica has replayed what the primary had written by now. */
  after(deliver: () => void): void {
    if (this.closed) return;
    this.waiting.push(deliver);
    if (!this.running) void this.run();
  }

  close(): void {
    this.closed = true;
    this.waiting = [];
  }

  private async run(): Promise<void> {
    this.running = true;
    try {
      while (this.waiting.length > 0 && !this.closed) {
        const round = this.waiting;
        this.waiting = [];
        await this.untilReplayed();
        if (this.closed) return;
        for (const deliver of round) deliver();
      }
    } finally {
      this.running = false;
    }
  }

  private async untilReplayed(): Promise<void> {
    try {
      const { rows } = await this.primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
      let pause = this.firstPollMs;
      while (!this.closed && !(await this.replayed(rows[0]!.lsn))) {
        await new Promise((r) => setTimeout(r, pause));
        pause = Math.min(this.maxPollMs, pause * 2);
      }
    } catch (err) {
      // A replica (or primary) that cannot be asked must not swallow notices: they go on, and the
      // reads they prompt answer from whatever the replica has (or fail on their own).
      this.log?.warn({ err }, 'replica replay position unknown; passing notices on');
    }
  }

  /** Null replay position: the "replica" is a primary (DATABASE_REPLICA_URL = DATABASE_URL), nothing to wait for. */
  private async replayed(lsn: string): Promise<boolean> {
    const { rows } = await this.replica.query<{ reached: boolean | null }>(
      'select pg_last_wal_replay_lsn() >= $1::pg_lsn as reached',
      [lsn],
    );
    return rows[0]?.reached !== false;
  }
}
