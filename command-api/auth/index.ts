// What the command-api's other areas take from identity: registering an account (the admin's
// creation in users/, issue 43) and the identity it runs on.
export { registerAccount, registerUser, type Registered, type Registration } from './accounts';
export type { Identity } from './identity';
