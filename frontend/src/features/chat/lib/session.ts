// Spec 9: a chat session id from the time and a random string; chat times as HH:MM.

/** Matches the server's session id rule (letters, digits, _ . : -; at most 100). */
export function newSessionId(now = Date.now()): string {
  const random = [...crypto.getRandomValues(new Uint8Array(6))].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${now.toString(36)}-${random}`;
}

const two = (n: number) => String(n).padStart(2, '0');

/** HH:MM on the 24-hour clock, in the device's time zone; '' for a timestamp that does not parse. */
export function chatTime(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : `${two(at.getHours())}:${two(at.getMinutes())}`;
}
