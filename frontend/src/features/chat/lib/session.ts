// Spec 9: a chat session id from the time and a random string.

/** Matches the server's session id rule (letters, digits, _ . : -; at most 100). */
export function newSessionId(now = Date.now()): string {
  const random = [...crypto.getRandomValues(new Uint8Array(6))].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${now.toString(36)}-${random}`;
}
