import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasPermission, portalOnly, type HasRoles, type Permission } from '../../domain/identity';
import { ruleAllows, type RouteRule } from '../../domain/identity';
import { AuthError, verifyToken, type Principal } from '../auth/jwt';
import type { UserAccess } from '../auth/user-access';
import { problem, sendProblem } from './problem';

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
  }
  interface FastifyContextConfig {
    /**
     * 'public' for the few routes without a token; otherwise the permission the route needs, or the
     * screen's rule (roles or permissions, spec 2.3) when the API serves one screen (billing).
     */
    access?: Access;
    /**
     * On a 'public' route: a valid token still names who asks (`req.principal`), for an answer that
     * shows the staff more (every subscription plan); an absent or refused one reads as anonymous.
     */
    identifyIfSigned?: boolean;
    /**
     * Open to an account that still has its temporary password (issue 43): what changing it needs
     * (the profile, the change, signing out). Every other route answers 403 until the change.
     */
    beforePasswordChange?: boolean;
  }
}

export const PASSWORD_CHANGE_REQUIRED = 'Cambia tu contraseña temporal antes de continuar.';

/**
 * 'authenticated': any account of the shop's staff or customers (a route that narrows to the caller's
 * own: addresses, clock-in); 'any-account': any signed-in account, a partner's portal account too (its
 * own profile, password, sessions, socket) — a portal-only account passes nothing else but the
 * portal's own rules (issue 45).
 */
export type Access = Permission | 'public' | 'authenticated' | 'any-account' | RouteRule;

/** Whether a signed-in principal passes a route's access (the role matrix asks the same). */
export function accessAllows(principal: HasRoles, access: Exclude<Access, 'public'>): boolean {
  if (access === 'any-account') return true;
  if (access === 'authenticated') return !portalOnly(principal);
  return typeof access === 'object' ? ruleAllows(principal, access) : hasPermission(principal, access);
}

export function bearerPrincipal(req: FastifyRequest, secret: string): Principal {
  const header = req.headers.authorization;
  const match = header?.match(/^Bearer ([\w-]+\.[\w-]+\.[\w-]*)$/);
  if (!match) throw new AuthError(header ? 'Token inválido' : 'Falta el token de acceso');
  return verifyToken(match[1]!, secret);
}

/**
 * Who judges the account behind a valid token: the process's UserAccess (the account exists, is
 * active; its current roles). 'trust-token' takes the token's word: only for tests whose tokens
 * name made-up users.
 */
export type AccountCheck = UserAccess | 'trust-token';

/**
 * Every route states its access in `config.access`; a route that states none is refused, so a
 * route added without a rule fails closed (and the role-matrix test notices).
 */
export function useAuthorization(app: FastifyInstance, secret: string, accounts: AccountCheck): void {
  async function principalOf(req: FastifyRequest): Promise<Principal> {
    const token = bearerPrincipal(req, secret);
    return accounts === 'trust-token' ? token : accounts.principalOf(token);
  }
  app.addHook('onRequest', async (req, reply) => {
    const access = req.routeOptions.config?.access;
    if (req.is404) return;
    if (access === 'public') {
      if (!req.routeOptions.config?.identifyIfSigned || !req.headers.authorization) return;
      const signed = await principalOf(req).catch((err: unknown) => {
        if (err instanceof AuthError) return undefined;
        throw err;
      });
      // A temporary password's token shows no staff more than anyone sees, until it is changed.
      req.principal = signed?.mustChangePassword ? undefined : signed;
      return;
    }
    if (!access) return sendProblem(reply, problem(403, 'NO_ACCESS_RULE', 'Esta ruta no declara permisos.'));
    try {
      req.principal = await principalOf(req);
    } catch (err) {
      if (!(err instanceof AuthError)) throw err;
      return sendProblem(reply, problem(401, 'UNAUTHENTICATED', err.message));
    }
    // Here, not in the app only: a token of an account created with a temporary password opens nothing
    // else until the password is the person's own.
    if (req.principal.mustChangePassword && !req.routeOptions.config?.beforePasswordChange) {
      return sendProblem(reply, problem(403, 'PASSWORD_CHANGE_REQUIRED', PASSWORD_CHANGE_REQUIRED));
    }
    if (!accessAllows(req.principal, access)) {
      return sendProblem(reply, problem(403, 'FORBIDDEN', 'No tienes permiso para esta acción.'));
    }
  });
}
