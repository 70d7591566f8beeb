import type { ChildProcess } from 'node:child_process';
import { stopPart } from './processes';

// Keeps each part of the shop running: a part that dies is started again after a backoff that
// doubles with every restart of the last minute, so a part that cannot start does not spin; past
// the limit the supervisor gives up on that part (and says so) while the others keep serving.

export interface SupervisedPart {
  name: string;
  /**
   * Starts one process of the part; called again for every restart. A part that is only up once
   * it says so (the embedded database: ready to accept connections) resolves with its process
   * then, and counts as restarting until it does; a rejection is an exit like any other.
   */
  start: () => ChildProcess | Promise<ChildProcess>;
}

export interface RestartPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
  /** Restarts of one part within a minute after which it is left stopped. */
  maxRestartsPerMinute: number;
}

export const DEFAULT_POLICY: RestartPolicy = { firstDelayMs: 250, maxDelayMs: 5000, maxRestartsPerMinute: 5 };

export type PartState = 'running' | 'restarting' | 'failed' | 'stopped';

export interface PartStatus {
  name: string;
  state: PartState;
  pid: number | undefined;
  /** Restarts since the launcher started. */
  restarts: number;
  /** How the last process ended: an exit code or a signal. */
  lastExit: string | undefined;
}

const MINUTE = 60_000;

interface Slot {
  part: SupervisedPart;
  child?: ChildProcess;
  state: PartState;
  restarts: number;
  recent: number[];
  lastExit?: string;
  timer?: NodeJS.Timeout;
}

export class Supervisor {
  private readonly slots: Slot[];
  private stopping = false;

  constructor(
    parts: SupervisedPart[],
    private readonly policy: RestartPolicy = DEFAULT_POLICY,
    private readonly log: (line: string) => void = (line) => console.error(`[launcher] ${line}`),
  ) {
    this.slots = parts.map((part) => ({ part, state: 'stopped', restarts: 0, recent: [] }));
  }

  start(): void {
    for (const slot of this.slots) this.spawn(slot, (pid) => this.log(`${slot.part.name} started (pid ${pid})`));
  }

  status(): PartStatus[] {
    return this.slots.map((s) => ({
      name: s.part.name,
      state: s.state,
      pid: s.child?.pid,
      restarts: s.restarts,
      lastExit: s.lastExit,
    }));
  }

  /** Stops every part (SIGTERM, then SIGKILL after a grace period); nothing restarts from here on. */
  async stop(): Promise<void> {
    this.stopRestarting();
    await Promise.all(
      this.slots.map(async (slot) => {
        if (slot.child?.pid !== undefined) await stopPart(slot.child);
        slot.state = 'stopped';
      }),
    );
  }

  /**
   * From here on nothing is restarted, and what dies stays down. The launcher calls it first thing
   * on Ctrl-C for the database, which it stops last: the server gets the terminal's SIGINT too.
   */
  stopRestarting(): void {
    this.stopping = true;
    for (const slot of this.slots) clearTimeout(slot.timer);
  }

  private spawn(slot: Slot, started: (pid: number | undefined) => void): void {
    let launched: ChildProcess | Promise<ChildProcess>;
    try {
      launched = slot.part.start();
    } catch (err) {
      return this.exited(slot, undefined, String(err));
    }
    if (!(launched instanceof Promise)) return this.watch(slot, launched, started);
    // Until it is up, no process of the part is the current one: a late exit of the last is ignored.
    slot.child = undefined;
    slot.state = 'restarting';
    launched.then(
      (child) => {
        if (this.stopping) return void stopPart(child);
        this.watch(slot, child, started);
      },
      (err: unknown) => this.exited(slot, undefined, err instanceof Error ? err.message : String(err)),
    );
  }

  private watch(slot: Slot, child: ChildProcess, started: (pid: number | undefined) => void): void {
    slot.child = child;
    slot.state = 'running';
    started(child.pid);
    // An adopted process (the database's first) may have ended before it was handed over.
    if (child.exitCode !== null || child.signalCode !== null) {
      return this.exited(slot, child, child.signalCode ?? String(child.exitCode));
    }
    child.once('exit', (code, signal) => this.exited(slot, child, signal ?? String(code)));
    // A part that cannot even be spawned (no node binary, no file) exits through 'error' alone.
    child.once('error', (err) => {
      if (child.pid === undefined) this.exited(slot, child, err.message);
    });
  }

  private exited(slot: Slot, child: ChildProcess | undefined, how: string): void {
    if (this.stopping || slot.child !== child) return;
    slot.lastExit = how;
    const now = Date.now();
    slot.recent = slot.recent.filter((at) => now - at < MINUTE);
    if (slot.recent.length >= this.policy.maxRestartsPerMinute) {
      slot.state = 'failed';
      this.log(
        `${slot.part.name} exited (${how}) after ${slot.recent.length} restarts within a minute; giving up on it — the other parts keep running. Fix the cause and restart Flora.`,
      );
      return;
    }
    slot.recent.push(now);
    slot.restarts += 1;
    const attempt = slot.recent.length;
    const delay = Math.min(this.policy.maxDelayMs, this.policy.firstDelayMs * 2 ** (attempt - 1));
    slot.state = 'restarting';
    this.log(
      `${slot.part.name} exited (${how}); restart ${attempt} of ${this.policy.maxRestartsPerMinute} this minute in ${delay} ms`,
    );
    slot.timer = setTimeout(() => {
      if (this.stopping) return;
      this.spawn(slot, (pid) => this.log(`${slot.part.name} restarted (pid ${pid}, restart ${attempt})`));
    }, delay);
  }
}
