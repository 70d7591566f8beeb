import { describe, expect, it } from 'vitest';
import { defaultLanding, partnerScope, NO_PARTNER, routeAccess } from '../../identity';
import { command, specFor } from '../../shared/given-when-then';
import type { UserCommand } from './commands';
import type { UserEvent, UserRegistered } from './events';
import { userDecider } from '..';

// Issue 45: a partner's portal account, bound to one consignment partner (decision 0138).

const spec = specFor(userDecider);
const NOW = '2026-01-15T10:00:00.000Z';
const ADMIN = { actor: { userId: 'admin-1', roles: ['admin'] } };
const cmd = <T extends UserCommand['type']>(type: T, data: Extract<UserCommand, { type: T }>['data']) =>
  command(type, data, ADMIN) as UserCommand;

const registered = (roles: UserRegistered['data']['roles']): UserRegistered => ({
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    email: 'lucia@partners.flora.test',
    name: 'Lucía Fernández',
    firstName: 'Lucía',
    lastName: 'Fernández',
    roles,
    registeredAt: NOW,
  },
});
const granted = (partnerId = 'p1'): UserEvent => ({ type: 'PortalAccessGranted', data: { partnerId, grantedAt: NOW } });
const SID = '00000000-0000-4000-8000-000000000001';
const login: UserEvent = {
  type: 'UserLoggedIn',
  data: { loggedInAt: NOW, sessionId: SID, expiresAt: '2026-01-15T22:00:00.000Z', device: 'Safari' },
};

describe('an account made for a partner portal', () => {
  it('registers with the partner role alone and its binding in the same decision', () => {
    spec
      .given([])
      .when(
        cmd('RegisterUser', {
          userId: 'u1',
          email: 'lucia@partners.flora.test',
          name: 'Lucía Fernández',
          mustChangePassword: true,
          portalOf: 'p1',
        }),
      )
      .then([
        { ...registered(['partner']), data: { ...registered(['partner']).data, mustChangePassword: true } },
        granted(),
      ]);
  });

  it('refuses the partner role without a partner, at registration and in a role assignment', () => {
    spec
      .given([])
      .when(cmd('RegisterUser', { userId: 'u1', email: 'a@b.test', name: 'Ana', roles: ['partner'] }))
      .thenThrows('USER.PARTNER_ROLE_FROM_PORTAL');
    spec
      .given([registered(['client'])])
      .when(cmd('AssignRoles', { roles: ['client', 'partner'] }))
      .thenThrows('USER.PARTNER_ROLE_FROM_PORTAL');
    spec
      .given([registered(['partner']), granted()])
      .when(cmd('AssignRoles', { roles: ['client'] }))
      .thenThrows('USER.PARTNER_ROLE_FROM_PORTAL');
    spec
      .given([registered(['partner']), granted()])
      .when(cmd('AssignRoles', { roles: ['partner', 'warehouse'] }))
      .thenThrows('PORTAL.STAFF_ACCOUNT');
  });
});

describe('granting portal access', () => {
  it('links a customer account: it keeps its client role beside the partner one', () => {
    spec
      .given([registered(['client'])])
      .when(cmd('GrantPortalAccess', { partnerId: 'p1' }))
      .thenState({
        ...(userDecider.evolve(userDecider.initialState(), registered(['client'])) as object),
        roles: ['client', 'partner'],
        partnerId: 'p1',
      } as never);
  });

  it('is nothing new for the same partner, and refused for another one or a staff account', () => {
    spec
      .given([registered(['client']), granted()])
      .when(cmd('GrantPortalAccess', { partnerId: 'p1' }))
      .thenNothing();
    spec
      .given([registered(['client']), granted()])
      .when(cmd('GrantPortalAccess', { partnerId: 'p2' }))
      .thenThrows('PORTAL.OTHER_PARTNER');
    spec
      .given([registered(['warehouse'])])
      .when(cmd('GrantPortalAccess', { partnerId: 'p1' }))
      .thenThrows('PORTAL.STAFF_ACCOUNT');
  });
});

describe('withdrawing portal access', () => {
  it('drops the role and the binding and ends every open session in the same decision', () => {
    spec
      .given([registered(['partner']), granted(), login])
      .when(cmd('WithdrawPortalAccess', { partnerId: 'p1' }))
      .then([
        { type: 'PortalAccessWithdrawn', data: { partnerId: 'p1', withdrawnAt: NOW } },
        { type: 'SessionsEnded', data: { sessionIds: [SID], reason: 'portal-withdrawn', endedAt: NOW } },
      ]);
  });

  it('is refused for a partner the account does not read', () => {
    spec
      .given([registered(['partner']), granted()])
      .when(cmd('WithdrawPortalAccess', { partnerId: 'p2' }))
      .thenThrows('PORTAL.NOT_GRANTED');
  });

  it('leaves a withdrawn account scoped to nothing, and staff unscoped', () => {
    const state = [registered(['partner']), granted()].reduce(userDecider.evolve, userDecider.initialState());
    expect(partnerScope(state as { roles: string[]; partnerId?: string })).toBe('p1');
    expect(partnerScope({ roles: ['partner'] })).toBe(NO_PARTNER);
    expect(partnerScope({ roles: ['admin'] })).toBeUndefined();
  });

  it('lands a portal account on /partner, its only screen besides its profile', () => {
    expect(defaultLanding({ roles: ['partner'] })).toBe('/partner');
    expect(defaultLanding({ roles: ['client', 'partner'] })).toBe('/partner');
    expect(routeAccess({ roles: ['partner'] }, '/profile')).toBe('allowed');
    expect(routeAccess({ roles: ['partner'] }, '/admin/consignment')).toBe('not-found');
    expect(routeAccess({ roles: ['partner'] }, '/partner')).toBe('allowed');
    expect(routeAccess({ roles: ['client'] }, '/partner')).toBe('not-found');
  });
});
