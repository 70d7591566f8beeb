// One refresh path per write (issue 40). A command answers with its position; the queries it touched
// are read again at once, and each read passes that position as ?minPosition= (lib/consistency.ts),
// so its answer holds the write. The websocket's notice of the same write, a moment later, would read
// them all again for nothing. So the rule: each query keeps the position its last read waited for,
// and a notice at or below it leaves that query alone (lib/live-batch.ts); a notice past it (another
// tab's write, a batch holding more) refreshes it as ever. A query whose read waited for nothing
// follows every notice: only a read that passed the position is trusted to hold it.

/** The query whose read is starting (its queryHash), while its read function runs. */
let reading: string | undefined;

interface Wait {
  position: string;
  /** Answered: the read holds the position. Until then a notice let go is owed if the read fails. */
  settled: boolean;
  owed: boolean;
}
const waits = new Map<string, Wait>();

/**
 * Runs a query's read knowing which query it is, so the ?minPosition= it passes is kept for it
 * (lib/query-client.ts wraps every read). `refresh` reads the query again: a read that failed after a
 * notice was let go on its word.
 */
export function asReadOf<T>(queryHash: string, read: () => T, refresh: () => void): T {
  const outer = reading;
  reading = queryHash;
  waits.delete(queryHash);
  let answer: T;
  try {
    answer = read();
  } finally {
    reading = outer;
  }
  const wait = waits.get(queryHash);
  if (wait && answer instanceof Promise)
    answer.then(
      () => (wait.settled = true),
      () => {
        if (waits.get(queryHash) === wait) waits.delete(queryHash);
        if (wait.owed) setTimeout(refresh, 0);
      },
    );
  return answer;
}

/** The ?minPosition= a read is about to pass (undefined: none), kept for the query reading. */
export function passing(position: string | undefined): string | undefined {
  if (reading !== undefined && position !== undefined) waits.set(reading, { position, settled: false, owed: false });
  return position;
}

/** Whether the query's last read waited for `position` or later: then a notice up to there is in it. */
export function alreadyHolds(queryHash: string, position: string | null | undefined): boolean {
  const wait = waits.get(queryHash);
  if (!wait || !position || !notAfter(position, wait.position)) return false;
  if (!wait.settled) wait.owed = true;
  return true;
}

/** A query gone from the cache: nothing to keep for it. */
export function forgetReads(queryHash: string): void {
  waits.delete(queryHash);
}

/** The later of two notices' positions; null when either is missing or unreadable (then nothing is let go). */
export function later(a: string | null | undefined, b: string | null | undefined): string | null {
  if (!a || !b || !pair(a) || !pair(b)) return null;
  return notAfter(a, b) ? b : a;
}

/** Positions are `<transaction>/<position>` pairs of integers (both event stores); anything else is never "not after". */
function notAfter(a: string, b: string): boolean {
  const [x, y] = [pair(a), pair(b)];
  if (!x || !y) return false;
  return x[0] !== y[0] ? x[0] < y[0] : x[1] <= y[1];
}

function pair(position: string): [bigint, bigint] | undefined {
  const match = /^(\d{1,20})\/(\d{1,20})$/.exec(position);
  return match ? [BigInt(match[1]!), BigInt(match[2]!)] : undefined;
}
