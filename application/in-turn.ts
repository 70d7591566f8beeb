/** Work queued per key, one at a time, in this process. The last in line clears its key. */
export class Turns {
  private readonly lines = new Map<string, Promise<void>>();

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const mine = (this.lines.get(key) ?? Promise.resolve()).then(work);
    const done = mine.then(
      () => undefined,
      () => undefined,
    );
    this.lines.set(key, done);
    void done.then(() => {
      if (this.lines.get(key) === done) this.lines.delete(key);
    });
    return mine;
  }

  /**
   * Work that needs several keys: queued on each in one order (sorted), so two such works sharing
   * keys never wait on each other, and one-key work simply queues on its key.
   */
  runAll<T>(keys: readonly string[], work: () => Promise<T>): Promise<T> {
    const sorted = [...new Set(keys)].sort();
    const nest = (i: number): Promise<T> => (i === sorted.length ? work() : this.run(sorted[i]!, () => nest(i + 1)));
    return nest(0);
  }
}

/**
 * A numbering stream's command and the read of what it assigned, as one turn per command-api
 * instance (a year's invoices, a year's orders): the read must see this command's number, not a
 * later one's. The handler already takes each stream's commands in turn; this holds the read too.
 */
const numberings = new WeakMap<object, Turns>();

/** `handler`: the CommandHandler whose turns these are (any object: this file does not need its type). */
export function inTurn<T>(handler: object, streamId: string, work: () => Promise<T>): Promise<T> {
  let turns = numberings.get(handler);
  if (!turns) numberings.set(handler, (turns = new Turns()));
  return turns.run(streamId, work);
}
