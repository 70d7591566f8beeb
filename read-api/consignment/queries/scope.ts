import type { FastifyRequest } from 'fastify';
import { partnerScope } from '../../../domain/identity';

// Issue 45: who reads consignment decides what exists for them. The staff read every partner's;
// a partner's portal account reads its own partner's only, and another partner's row is as absent
// as one that never was (a 404, never a 403: the portal tells nobody what lies beyond its own).
// Every query takes the scope from here, so no route can forget it.

export interface Scope {
  /** The only partner whose rows exist for this reader; undefined: every partner's. */
  partner?: string;
}

export const EVERY_PARTNER: Scope = {};

/** The request's scope, from its principal (the account's binding, live like its roles). */
export const scopeOf = (req: FastifyRequest): Scope => {
  const partner = req.principal ? partnerScope(req.principal) : undefined;
  return partner === undefined ? EVERY_PARTNER : { partner };
};

/** Whether a row of `partnerId` exists for this reader. */
export const inScope = (scope: Scope, partnerId: string | null | undefined): boolean =>
  scope.partner === undefined || scope.partner === partnerId;

/** A filter a partner names (the agreements' `?partner`): a partner reader's own, whatever it asked. */
export const partnerFilter = (scope: Scope, asked: string | undefined): string | undefined => scope.partner ?? asked;
