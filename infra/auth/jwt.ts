import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';

export interface Principal {
  userId: string;
  roles: string[];
}

export class AuthError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AuthError';
  }
}

// HS256 only: pinning the algorithm is what refuses `alg: none` and key-confusion tokens.
const ALGORITHM = 'HS256' as const;

export function signToken(principal: Principal, secret: string, expiresIn: string | number = '8h'): string {
  return jwt.sign({ roles: principal.roles }, secret, {
    algorithm: ALGORITHM,
    subject: principal.userId,
    expiresIn: expiresIn as jwt.SignOptions['expiresIn'],
    issuer: 'flora',
  });
}

// Handed a string, jsonwebtoken first tries it as a PEM public key (a thrown and caught error
// every request: a fifth of a command's CPU) before taking it as the HMAC secret it is.
const secretKeys = new Map<string, KeyObject>();
const secretKey = (secret: string) =>
  secretKeys.get(secret) ?? secretKeys.set(secret, createSecretKey(Buffer.from(secret))).get(secret)!;

export function verifyToken(token: string, secret: string): Principal {
  try {
    const claims = jwt.verify(token, secretKey(secret), { algorithms: [ALGORITHM], issuer: 'flora' });
    if (typeof claims === 'string' || typeof claims.sub !== 'string' || !Array.isArray(claims.roles)) {
      throw new AuthError('Token inválido');
    }
    // jsonwebtoken checks `exp` only when it is there: a token without one would never end.
    if (typeof claims.exp !== 'number') throw new AuthError('Token inválido: no caduca');
    return { userId: claims.sub, roles: claims.roles.filter((r): r is string => typeof r === 'string') };
  } catch (err) {
    if (err instanceof AuthError) throw err;
    if (err instanceof jwt.TokenExpiredError) throw new AuthError('La sesión ha expirado');
    throw new AuthError('Token inválido');
  }
}
