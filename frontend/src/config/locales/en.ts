import type { Messages } from './es';

// English: the same keys as Spanish (the type makes a missing one a compile error).
export const en: Messages = {
  common: {
    appName: 'Flora', loading: 'Loading…', save: 'Save', saving: 'Saving…', cancel: 'Cancel',
    close: 'Close', retry: 'Retry', signOut: 'Sign out', profile: 'Profile', comingSoon: 'Coming soon',
    language: 'Language', home: 'Home', menu: 'Menu',
  },
  languages: { es: 'Español', en: 'English' },
  update: { available: 'A new version is available.', reload: 'Reload' },
  auth: {
    layoutTagline: 'Flower delivery in Miami',
    login: {
      title: 'Sign in', email: 'Email', password: 'Password', remember: 'Remember me',
      submit: 'Sign in', submitting: 'Signing in…', noAccount: 'No account yet?', register: 'Sign up',
      failed: 'Login failed', invalid: 'Invalid email or password',
    },
    register: {
      title: 'Create account', name: 'Full name', submit: 'Create account', submitting: 'Creating account…',
      hasAccount: 'Already have an account?', login: 'Sign in', failed: 'Registration failed',
    },
    passwordTooShort: 'The password must be at least 8 characters long',
    required: 'This field is required',
    emailInvalid: 'Enter a valid email address',
    loggedOut: 'Logged out successfully',
  },
  profile: {
    title: 'Profile', personal: 'Personal details', name: 'Full name', firstName: 'First name', lastName: 'Last name',
    email: 'Email', roles: 'Roles', memberSince: 'Member since', updated: 'Profile updated',
    updateFailed: 'Failed to update profile', invalidData: 'Invalid user data',
    changePassword: 'Change password', currentPassword: 'Current password', newPassword: 'New password',
    passwordChanged: 'Password changed successfully', preferences: 'Preferences',
  },
  notFound: {
    title: 'Page not found', body: 'The page you are looking for does not exist or you cannot open it.', action: 'Go home',
  },
  error: { title: 'Something went wrong', body: 'This screen could not be shown.', offline: 'The server could not be reached.' },
  users: {
    title: 'Users', search: 'Search by name or email', allRoles: 'All roles', allStatuses: 'All',
    active: 'Active', inactive: 'Inactive', empty: 'No user matches the search.',
    emptyTitle: 'No results', editRoles: 'Edit roles', rolesOf: 'Roles of {{name}}', rolesSaved: 'Roles updated',
    deactivate: 'Deactivate', activate: 'Activate', deactivateConfirm: 'Deactivate {{name}}? They will not be able to sign in.',
    deactivated: 'User deactivated', activated: 'User activated', lastLogin: 'Last sign-in: {{date}}',
    neverLoggedIn: 'Never signed in', page: 'Page {{page}} of {{pages}}', previous: 'Previous', next: 'Next',
    total: '{{count}} users', noRoles: 'Choose at least one role', loadFailed: 'The users could not be loaded',
    filterRole: 'Role', filterStatus: 'Status',
  },
  dashboards: {
    owner: 'Owner dashboard', admin: 'Admin dashboard', warehouse: 'Warehouse dashboard',
    delivery: 'Delivery dashboard', driver: 'Driver dashboard', hr: 'Human resources', pos: 'Point of sale',
    accounting: 'Accounting', client: 'My account', catalog: 'Catalog',
    greeting: 'Hello, {{name}}', dashboardsSection: 'Dashboards', areasSection: 'What you can open',
    placeholder: 'The figures of this dashboard arrive in coming versions.', current: 'You are here',
  },
  areas: {
    users: 'Users', dataManagement: 'Data management', inventory: 'Inventory',
    consignment: 'Consignment management', partners: 'Consignment partners', billing: 'Billing',
    subscriptionAdmin: 'Subscriptions (admin)', deliveries: 'Deliveries', warehouse: 'Warehouse',
    pos: 'Sales', cashier: 'Cashier', catalog: 'Catalog', cart: 'Cart', subscriptions: 'My subscriptions',
    profile: 'Profile',
  },
  roles: {
    client: 'Client', delivery: 'Delivery', driver: 'Driver', warehouse: 'Warehouse', cashier: 'Cashier',
    pos_supervisor: 'POS supervisor', hr: 'Human resources', accounting: 'Accounting', admin: 'Administrator',
    owner: 'Owner',
  },
};
