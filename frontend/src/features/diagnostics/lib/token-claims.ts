// The signed-in token's claims as the /api-test screen shows them: the payload is base64url JSON and
// readable without the secret (only the server can tell it is genuine, which the probes' answers do).

export interface TokenClaims {
  subject: string | null;
  roles: string[];
  issuer: string | null;
  issuedAt: Date | null;
  expiresAt: Date | null;
  /** Every claim as it came, for the screen's raw view. */
  raw: Record<string, unknown>;
}

const dateOf = (seconds: unknown) => (typeof seconds === 'number' ? new Date(seconds * 1000) : null);

export function decodeClaims(token: string | null): TokenClaims | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
    const raw = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
    return {
      subject: typeof raw.sub === 'string' ? raw.sub : null,
      roles: Array.isArray(raw.roles) ? raw.roles.filter((r): r is string => typeof r === 'string') : [],
      issuer: typeof raw.iss === 'string' ? raw.iss : null,
      issuedAt: dateOf(raw.iat),
      expiresAt: dateOf(raw.exp),
      raw,
    };
  } catch {
    return null;
  }
}
