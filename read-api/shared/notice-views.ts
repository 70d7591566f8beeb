import { partnerScope, type Permission } from '../../domain/identity';
import type { Principal } from '../../infra/auth/jwt';
import { accessAllows } from '../../infra/http/auth';
import { hiddenStreamPrefixes } from './stream-privacy';
import type { ProjectionNotice } from './projection-feed';

// What each user hears of a projection notice on the websocket (read-api/shared/ws.ts): most read models
// tell those allowed everything and others nothing; the audit hides accounts from those who may not
// read users; customers and drivers hear that their own orders, subscriptions or deliveries moved.

/** Who hears of their own orders moving: the customers (spec 6, place-order). */
const OWN_ORDERS: Permission = 'place-order';
/** Who hears of their own deliveries moving: the drivers (spec 6, assigned-deliveries). */
const OWN_DELIVERIES: Permission = 'assigned-deliveries';
/** Who hears of their own subscriptions moving: the customers (spec 6, manage-subscriptions). */
const OWN_SUBSCRIPTIONS: Permission = 'manage-subscriptions';

type Pushed = ProjectionNotice & { type: 'projection' };
/** What one user hears of a notice, told whether their access covers the projection (undefined: nothing). */
export type NoticeView = (principal: Principal, allowed: boolean) => Pushed | undefined;

/** By default the whole notice to those allowed, nothing to others. */
function wholeOrNothing(message: Pushed): NoticeView {
  return (_principal, allowed) => (allowed ? message : undefined);
}

/** Projections whose notices read differently per user; each is prepared once per notice. */
const NOTICE_VIEWS: Readonly<Record<string, (message: Pushed) => NoticeView>> = {
  audit: (message) => {
    // One view per set of hidden prefixes (a handful of kinds of user), made once per notice.
    const views = new Map<string, Pushed | undefined>();
    return (principal, allowed) => {
      if (!allowed) return undefined;
      const hidden = hiddenStreamPrefixes(principal);
      const key = hidden.join('\u0000');
      if (!views.has(key)) views.set(key, hideStreams(message, hidden));
      return views.get(key);
    };
  },
  orders: (message) => (principal, allowed) =>
    allowed ? message : ownNotice(message, principal, OWN_ORDERS, 'customer'),
  deliveries: (message) => (principal, allowed) =>
    allowed ? message : ownNotice(message, principal, OWN_DELIVERIES, 'driver'),
  subscriptions: (message) => (principal, allowed) =>
    allowed ? message : ownNotice(message, principal, OWN_SUBSCRIPTIONS, 'customer'),
  // Issue 45: a partner's portal hears of its own agreements and partner row only (consignment names each
  // agreement's partner in its values); the staff hear everything, as before.
  consignment: (message) => (principal, allowed) => (allowed ? message : partnersOwnNotice(message, principal)),
  // Anyone signed in with a linked employee hears that it moved (/api/hr/me: their shift, their status).
  hr: (message) => (principal, allowed) => (allowed ? message : ownNotice(message, principal, 'authenticated', 'user')),
};

/**
 * A notice as a customer (their orders), a driver (their deliveries) or an employee (their record)
 * may hear it: that their own moved, naming nothing else (the notice's other entries may be anyone's).
 * The projection names `{ entity, id: userId }` first. A cut notice may have left them out, so it goes to every such user,
 * naming nothing. Their screens refetch their own either way.
 */
function ownNotice(
  notice: Pushed,
  principal: Principal,
  permission: Permission | 'authenticated',
  entity: string,
): Pushed | undefined {
  if (!accessAllows(principal, permission)) return undefined;
  const me = { entity, id: principal.userId };
  const mine = notice.changed.some((c) => c.entity === me.entity && c.id === me.id);
  if (!mine && !notice.truncated && !notice.rebuilt) return undefined;
  const { projection, position, truncated, rebuilt } = notice;
  return { type: 'projection', projection, position, changed: mine ? [me] : [], truncated, rebuilt };
}

/**
 * A consignment notice as a partner's portal account may hear it: only the entries of its own partner
 * (its partner row, agreements whose values name it). A cut or rebuilt notice may have left them
 * out: it goes naming nothing, and the portal refetches its own.
 */
function partnersOwnNotice(notice: Pushed, principal: Principal): Pushed | undefined {
  const partner = partnerScope(principal);
  if (partner === undefined) return undefined;
  const mine = notice.changed.filter(
    (c) => (c.entity === 'partner' && c.id === partner) || c.values?.['partnerId'] === partner,
  );
  if (mine.length === 0 && !notice.truncated && !notice.rebuilt) return undefined;
  return mine.length === notice.changed.length ? notice : { ...notice, changed: mine };
}

/**
 * The audit's notices name the streams that moved; an account's stream only to those who may read
 * users, a staff stream only to HR (stream-privacy.ts). Nothing at all when only those moved.
 */
function hideStreams<M extends ProjectionNotice>(message: M, hidden: readonly string[]): M | undefined {
  if (hidden.length === 0) return message;
  const changed = message.changed.filter((c) => !hidden.some((prefix) => c.id.startsWith(prefix)));
  if (changed.length === message.changed.length) return message;
  return changed.length > 0 || message.truncated || message.rebuilt ? { ...message, changed } : undefined;
}

/** The notice as pushed, and who hears what of it (given whether their access covers its projection). */
export function noticeViewOf(notice: ProjectionNotice): NoticeView {
  return (NOTICE_VIEWS[notice.projection] ?? wholeOrNothing)({ type: 'projection', ...notice });
}
