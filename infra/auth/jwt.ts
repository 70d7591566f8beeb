import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';

export interface Principal {
  userId: string;
  roles: string[];
  /** The server-side session the token belongs to (`sid`): ending it ends the token. */
  sessionId?: string;
  /** When the token was signed (`iat`, seconds): a session newer than what a process knows is looked up. */
  issuedAt?: number;
  /** The account still has its temporary password (from the account, never the token): only the change is open to it. */
  mustChangePassword?: true;
  /** The consignment partner a portal account is bound to (issue 45; from the account, never the token). */
  partnerId?: string;
}

export class AuthError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AuthError';
  }
}

// HS256 only: pinning the algorithm is what refuses `alg: none` and key-confusion tokens.
const ALGORITHM = 'HS256' as const;

/** `notAfter`: the token ends then at the latest (its session's absolute end), whatever `expiresIn` says. */
export function signToken(
  principal: Principal,
  secret: string,
  expiresIn: string | number = '8h',
  notAfter?: Date,
): string {
  const claims = { roles: principal.roles, ...(principal.sessionId ? { sid: principal.sessionId } : {}) };
  // jsonwebtoken sets `iat` itself.
  const sign = (lifetime: string | number) =>
    jwt.sign(claims, secret, {
      algorithm: ALGORITHM,
      subject: principal.userId,
      expiresIn: lifetime as jwt.SignOptions['expiresIn'],
      issuer: 'flora',
    });
  const token = sign(expiresIn);
  if (!notAfter) return token;
  const exp = (jwt.decode(token) as { exp: number }).exp;
  const last = Math.floor(notAfter.getTime() / 1000);
  return exp <= last ? token : sign(Math.max(1, last - Math.floor(Date.now() / 1000)));
}

// Handed a string, jsonwebtoken first tries it as a PEM public key (a thrown and caught error
// every request: a fifth of a command's CPU) before taking it as the HMAC secret it is.
const secretKeys = new Map<string, KeyObject>();
const secretKey = (secret: string) =>
  secretKeys.get(secret) ?? secretKeys.set(secret, createSecretKey(Buffer.from(secret))).get(secret)!;

// A token's signature and claims do not change: one checked before is taken from here, its expiry
// checked again (every request of a session sends the same token; verifying it was 3 % of a
// command's CPU). Whether its user and session still stand is user-access's, at every request.
const VERIFIED_TOKENS = 2_000;
const verified = new Map<string, { principal: Principal; exp: number; secret: string }>();

export function verifyToken(token: string, secret: string): Principal {
  const known = verified.get(token);
  if (known && known.secret === secret) {
    if (known.exp <= Date.now() / 1000) {
      verified.delete(token);
      throw new AuthError('La sesión ha expirado');
    }
    return { ...known.principal, roles: [...known.principal.roles] };
  }
  const principal = verifyAnew(token, secret);
  const { exp } = jwt.decode(token) as { exp: number };
  verified.set(token, { principal, exp, secret });
  if (verified.size > VERIFIED_TOKENS) verified.delete(verified.keys().next().value!);
  return { ...principal, roles: [...principal.roles] };
}

function verifyAnew(token: string, secret: string): Principal {
  try {
    const claims = jwt.verify(token, secretKey(secret), { algorithms: [ALGORITHM], issuer: 'flora' });
    if (typeof claims === 'string' || typeof claims.sub !== 'string' || !Array.isArray(claims.roles)) {
      throw new AuthError('Token inválido');
    }
    // jsonwebtoken checks `exp` only when it is there: a token without one would never end.
    if (typeof claims.exp !== 'number') throw new AuthError('Token inválido: no caduca');
    const roles = claims.roles.filter((r): r is string => typeof r === 'string');
    const issuedAt = typeof claims.iat === 'number' ? claims.iat : undefined;
    return typeof claims.sid === 'string'
      ? { userId: claims.sub, roles, sessionId: claims.sid, issuedAt }
      : { userId: claims.sub, roles };
  } catch (err) {
    if (err instanceof AuthError) throw err;
    if (err instanceof jwt.TokenExpiredError) throw new AuthError('La sesión ha expirado');
    throw new AuthError('Token inválido');
  }
}
