import type { CommandHandler } from './handler';

/**
 * Appends to one numbering stream (a year's invoices, a year's orders), one at a time per command-api instance. Every issue in a year
 * writes the same stream: 50 at once would each lose the race up to 49 times and run out of the
 * handler's retries. Queued here, only other instances race, which the handler's retries absorb.
 */
const queues = new WeakMap<CommandHandler, Map<string, Promise<void>>>();

export function inTurn<T>(handler: CommandHandler, streamId: string, work: () => Promise<T>): Promise<T> {
  let streams = queues.get(handler);
  if (!streams) queues.set(handler, (streams = new Map()));
  const mine = (streams.get(streamId) ?? Promise.resolve()).then(work);
  const done = mine.then(
    () => undefined,
    () => undefined,
  );
  streams.set(streamId, done);
  // The last in line clears the queue, so a quiet stream holds nothing.
  void done.then(() => {
    if (streams.get(streamId) === done) streams.delete(streamId);
  });
  return mine;
}
