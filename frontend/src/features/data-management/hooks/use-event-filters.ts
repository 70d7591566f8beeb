import { useSearchParams } from 'react-router-dom';
import type { EventFilters } from '../api/keys';

const KEYS = ['stream', 'type', 'actor', 'from', 'to'] as const;

/**
 * The explorer's filters and open event, kept in the URL (?stream=&type=&actor=&from=&to=&event=):
 * a filtered list or an event is a link to share, and the Exportar tab exports what Eventos shows.
 */
export function useEventFilters() {
  const [params, setParams] = useSearchParams();
  const filters: EventFilters = {};
  for (const k of KEYS) {
    const v = params.get(k);
    if (v) filters[k] = v;
  }
  const setFilters = (next: EventFilters) =>
    setParams(
      (p) => {
        for (const k of KEYS) {
          const v = next[k]?.trim();
          if (v) p.set(k, v);
          else p.delete(k);
        }
        p.delete('event');
        return p;
      },
      { replace: true },
    );
  const openEvent = (eventId: string | null) =>
    setParams((p) => {
      if (eventId) p.set('event', eventId);
      else p.delete('event');
      return p;
    });
  return { filters, setFilters, eventId: params.get('event'), openEvent };
}
