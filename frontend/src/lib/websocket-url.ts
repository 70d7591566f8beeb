// The websocket's address with a one-use ticket (POST /api/ws/ticket, good for 30 s) instead of the
// token: a URL lands in access logs, a spent ticket opens nothing. A 401 here means the session has
// ended: the caller treats it as the server closing the session.

export class TicketRefused extends Error {
  constructor(readonly status: number) {
    super(`websocket ticket refused (${status})`);
  }
}

export async function websocketUrl(token: string): Promise<string> {
  const res = await fetch('/api/ws/ticket', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  if (!res.ok) throw new TicketRefused(res.status);
  const { ticket } = (await res.json()) as { ticket: string };
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/api/ws?ticket=${encodeURIComponent(ticket)}`;
}
