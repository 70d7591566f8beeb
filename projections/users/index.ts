export { usersProjection } from './projection';
export {
  USER_SESSIONS_TABLE,
  USERS_TABLE,
  users,
  type UserRow,
  type UserSessionRow,
  type UsersDatabase,
} from './tables';
// Generic page writers (unnest) the other read models use too, until they move to projections/engine.
export { continuedIds, insertNewRows, unnestRows, updateByShape } from './page-rows';
