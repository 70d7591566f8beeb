import { API_BASE } from '@/config/app';

// The websocket's address with a one-use ticket (POST /api/ws/ticket, good for 30 s) instead of the
// token: a URL lands in access logs, a spent ticket opens nothing. A 401 here means the session has
// ended: the caller treats it as the server closing the session.

export class TicketRefused extends Error {
  constructor(readonly status: number) {
    super(`websocket ticket refused (${status})`);
  }
}

/** A socket's address on this host: `path` under the API (/ws, /track/:code/live). */
export function socketAddress(path: string): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${API_BASE}${path}`;
}

export async function websocketUrl(token: string): Promise<string> {
  const res = await fetch(`${API_BASE}/ws/ticket`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  if (!res.ok) throw new TicketRefused(res.status);
  const { ticket } = (await res.json()) as { ticket: string };
  return socketAddress(`/ws?ticket=${encodeURIComponent(ticket)}`);
}
