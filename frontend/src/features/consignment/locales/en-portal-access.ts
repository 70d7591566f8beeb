import type { esPortalAccess } from './es-portal-access';

// Issue 45: the partner's portal access, on the partners' screen.
export const enPortalAccess: typeof esPortalAccess = {
  portalAccess: {
    open: 'Portal access',
    title: 'Portal access · {{name}}',
    explain:
      "Whoever has access signs in to the partners' portal and sees only {{name}}'s: its agreements, sales, settlements and statements.",
    people: 'People with access',
    none: 'Nobody has access yet.',
    since: 'since {{date}}',
    loadFailed: 'Could not load who has access.',
    invite: 'Invite a person',
    inviteHint:
      "If the e-mail already belongs to a customer's account, it is linked and keeps its password; otherwise an account is made with a temporary password.",
    name: 'Name',
    email: 'E-mail',
    grant: 'Give access',
    linked: 'Access given: {{email}} signs in with their own password.',
    handOver:
      'Give {{name}} ({{email}}) this temporary password: signing in with it, they will have to choose a new one.',
    done: 'Done',
    withdraw: 'Withdraw access',
    withdrawConfirm:
      "Withdraw {{name}}'s ({{email}}) access? Their open sessions end at once and they no longer see the portal.",
    cancel: 'Cancel',
    withdrawn: 'Access withdrawn: {{email}}',
    withdrawFailed: 'Could not withdraw the access',
  },
};
