import type { es } from './es';

// The profile screen in English (the same keys as es.ts).
export const en: typeof es = {
  title: 'Profile',
  personal: 'Personal details',
  name: 'Full name',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  roles: 'Roles',
  memberSince: 'Member since',
  updated: 'Profile updated',
  updateFailed: 'Failed to update profile',
  invalidData: 'Invalid user data',
  changePassword: 'Change password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  passwordChanged: 'Password changed successfully',
  temporaryTitle: 'Choose your password',
  temporaryNotice:
    'You signed in with a temporary password. Enter it as the current one and choose a new one to go on.',
  preferences: 'Preferences',
  sessions: 'Open sessions',
  sessionsFooter:
    'Each sign-in is a session. End the ones on devices you do not recognise; changing your password ends all but this one.',
  sessionsFailed: 'The sessions could not be loaded.',
  thisDevice: 'This device',
  lastSeen: 'Last active: {{when}}',
  endSession: 'End',
  sessionEnded: 'Session ended on {{device}}',
  signOutHere: 'Sign out on this device',
  signOutEverywhere: 'Sign out on every device',
};
