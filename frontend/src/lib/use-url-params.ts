import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

const SEARCH_DEBOUNCE_MS = 300;
export type ParamChanges = Record<string, string | number | undefined>;

/**
 * A screen's filters live in the URL: reload and back/forward keep them, a link shares them.
 * A change of anything but the page starts again at page 1. Filter changes are history entries,
 * so back returns to the previous view; typing in the search box replaces instead (one entry per search).
 * Shared by the inventory list, the warehouse ledger and the users list.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  // The router applies a navigation after its loaders run, so two quick changes (two filters, or
  // a filter during the search box's wait) would both start from the old URL: the second would undo
  // the first. Each change starts from the last one asked for instead.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const update = (changes: ParamChanges, replace = false) => {
    const next = new URLSearchParams(latest.current);
    for (const [k, v] of Object.entries(changes)) {
      if (v === undefined || v === '') next.delete(k);
      else next.set(k, String(v));
    }
    if (!('page' in changes)) next.delete('page');
    latest.current = next;
    setParams(next, { replace });
  };
  return { params, update };
}

/** The search box's text, written to the URL once typing pauses. */
export function useDebouncedSearch(current: string | undefined, apply: (text: string | undefined) => void) {
  const [text, setText] = useState(current ?? '');
  // What this box last wrote: when the URL catches up with it the person may have typed on, and
  // the box must not jump back. Any other URL change (back/forward, a link) is shown in the box.
  const written = useRef(current ?? '');
  useEffect(() => {
    if ((current ?? '') !== written.current) setText(current ?? '');
    written.current = current ?? '';
  }, [current]);
  // Only the typed text restarts the wait; the latest apply is called when it ends.
  const write = useEffectEvent((wanted: string) => {
    written.current = wanted;
    apply(wanted || undefined);
  });
  useEffect(() => {
    const wanted = text.trim();
    if (wanted === written.current) return;
    const timer = setTimeout(() => write(wanted), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return [text, setText] as const;
}
