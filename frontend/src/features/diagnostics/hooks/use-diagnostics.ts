import { useQuery } from '@tanstack/react-query';
import { useSessionStore } from '@/stores/session-store';
import { probeCommandApi, probeHealth, probeProjections, probeReadApi, probeWebsocket, type Probe } from '../api/reads';

const NO_TOKEN: Probe<string> = { ok: false, ms: 0, error: 'no token' };

/** Every probe at once; "Probar de nuevo" runs them all again (refetch). Never cached between visits. */
export function useDiagnostics() {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: ['diagnostics', 'api-test'],
    queryFn: async () => {
      const [health, readApi, commandApi, projections, socket] = await Promise.all([
        probeHealth(),
        probeReadApi(),
        probeCommandApi(),
        probeProjections(),
        token ? probeWebsocket(token) : Promise.resolve(NO_TOKEN),
      ]);
      return { health, readApi, commandApi, projections, socket, at: new Date() };
    },
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
