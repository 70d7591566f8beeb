/**
 * Resolves after `ms`, or at once when the signal aborts: the back end's one wait (a standby asking
 * for a lock again, a retry after a transient error), so a stop never waits out a timer.
 */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done);
  });
}
