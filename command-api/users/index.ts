// What the command-api's other areas take from users: the creation of an account with a temporary
// password and its Idempotency-Key (issue 43), which a partner portal's invitation reuses (issue 45).
export { createUser, keyedAccountId, type CreatedUser, type NewAccount } from './create-user';
