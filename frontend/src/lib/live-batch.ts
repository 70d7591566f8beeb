import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { alreadyHolds, later } from './live/read-waits';

// Under load the read-api pushes a notice per projection batch: dozens a second. Refetching per
// notice cancels the refetch still in flight each time (react-query's default), so a busy list may
// never finish one; and a list read again for one row costs a whole page. So the notices of one
// tick are gathered, then each query they touch is read once — and while its read is in flight,
// later notices only ask for one more read after it. Where a feature knows how to patch its rows
// from the changed ids (a LivePatch), its queries are patched instead of read again. A query whose
// last read waited for this tab's write at the notice's position or later already holds what the
// notice says: it is neither read again nor patched (lib/live/read-waits.ts, one refresh per write).

export interface Changed {
  entity: string;
  id: string;
  /** The new values where the projection sends them (the inventory: a product's stock). */
  values?: Readonly<Record<string, number | string>>;
}

export interface Notice {
  projection: string;
  /** Where the projection's batch ended; absent, the notice is never taken as already read. */
  position?: string | null;
  changed?: Changed[];
  truncated?: boolean;
  rebuilt?: boolean;
}

/** What a patch may do: the batch's client, and its coalesced refresh of one query or of a key's queries. */
export interface PatchTools {
  queryClient: QueryClient;
  refresh: (queryKey: QueryKey) => void;
}

/** A feature's way to keep some of its queries up to date from the ids a projection's notices name. */
export interface LivePatch {
  projection: string;
  /** The queries it keeps itself, given what the tick's notices name: the projection's keys refresh every other. */
  keeps: (queryKey: QueryKey, changed: readonly Changed[]) => boolean;
  /** The ids a tick's notices named (never called for a cut or rebuilt notice: then all is read again). */
  apply: (changed: Changed[], tools: PatchTools) => void;
}

/**
 * `read(key, …)` once at a time per key: a call while that key's read is in flight asks for one more
 * read after it (never a cancel, never more than one waiting). The queries' reads and the patches' reads
 * of one row go through it.
 */
export function oneAtATime<A extends unknown[]>(
  read: (key: string, ...rest: A) => Promise<unknown>,
): (key: string, ...rest: A) => void {
  const running = new Map<string, { again: boolean }>();
  const run = (key: string, ...rest: A): void => {
    const inFlight = running.get(key);
    if (inFlight) return void (inFlight.again = true);
    const entry = { again: false };
    running.set(key, entry);
    void read(key, ...rest)
      .catch(() => undefined)
      .finally(() => {
        running.delete(key);
        if (entry.again) run(key, ...rest);
      });
  };
  return run;
}

const patches = new Map<string, LivePatch[]>();

/** Registered by a feature's api module when it loads; returns the unregistering function. */
export function patchFromNotices(patch: LivePatch): () => void {
  patches.set(patch.projection, [...(patches.get(patch.projection) ?? []), patch]);
  return () => patches.set(patch.projection, patches.get(patch.projection)?.filter((p) => p !== patch) ?? []);
}

interface Pending {
  whole: boolean;
  changed: Map<string, Changed>;
  /** The highest position of the tick's notices; null when one of them had none. */
  position: string | null;
}

export interface NoticeBatch {
  add(notice: Notice): void;
  /** Reads again (once, coalesced) every query under these keys: 'ready', 'resync'. */
  refreshAll(): void;
  /** The coalesced refresh, for patches and for callers with a key of their own. */
  refresh(queryKey: QueryKey): void;
}

/**
 * `keysOf` names the query keys a projection's notice makes stale; `schedule` runs the flush after
 * the current task (a test passes its own, to flush by hand).
 */
export function createNoticeBatch(
  queryClient: QueryClient,
  keysOf: (projection: string) => QueryKey[],
  schedule: (flush: () => void) => void = (flush) => void setTimeout(flush, 0),
): NoticeBatch {
  const pending = new Map<string, Pending>();
  let everything = false;
  let scheduled = false;
  const invalidate = oneAtATime((_hash: string, query: Query) =>
    queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true }),
  );
  const readAgain = (query: Query) => invalidate(query.queryHash, query);
  const refreshWhere = (queryKey: QueryKey) => queryClient.getQueryCache().findAll({ queryKey }).forEach(readAgain);
  /** The cached queries under any of `keys`, each once. */
  const queriesUnder = (keys: QueryKey[]) => {
    const found = keys.flatMap((queryKey) => queryClient.getQueryCache().findAll({ queryKey }));
    return [...new Map(found.map((query) => [query.queryHash, query])).values()];
  };
  const tools: PatchTools = { queryClient, refresh: (queryKey) => refreshWhere(queryKey) };

  const flush = () => {
    scheduled = false;
    if (everything) {
      everything = false;
      pending.clear();
      return refreshWhere([]);
    }
    const batch = [...pending];
    pending.clear();
    const read = new Set<string>(); // a query two projections name is read once
    for (const [projection, { whole, changed, position }] of batch) {
      const own = whole ? [] : (patches.get(projection) ?? []);
      const named = [...changed.values()];
      const queries = queriesUnder(keysOf(projection));
      const stale = new Set(queries.filter((query) => !alreadyHolds(query.queryHash, position)));
      for (const query of stale) {
        if (read.has(query.queryHash) || own.some((p) => p.keeps(query.queryKey, named))) continue;
        read.add(query.queryHash);
        readAgain(query);
      }
      for (const patch of own) {
        const kept = queries.filter((query) => patch.keeps(query.queryKey, named));
        if (kept.length === 0 || kept.some((query) => stale.has(query))) patch.apply(named, tools);
      }
    }
  };
  const soon = () => {
    if (scheduled) return;
    scheduled = true;
    schedule(flush);
  };

  return {
    add(notice) {
      const before = pending.get(notice.projection);
      const entry = before ?? { whole: false, changed: new Map(), position: notice.position ?? null };
      if (before) entry.position = later(entry.position, notice.position);
      const changed = notice.changed ?? [];
      // A notice that names nothing (or not everything) says only "something moved": read it all.
      entry.whole ||= notice.truncated === true || notice.rebuilt === true || changed.length === 0;
      for (const c of changed) entry.changed.set(`${c.entity}\u0000${c.id}`, c);
      pending.set(notice.projection, entry);
      soon();
    },
    refreshAll() {
      everything = true;
      soon();
    },
    refresh: tools.refresh,
  };
}
