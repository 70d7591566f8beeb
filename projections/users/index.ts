export { usersProjection } from './projection';
export {
  USER_SESSIONS_TABLE,
  USERS_TABLE,
  users,
  type UserRow,
  type UserSessionRow,
  type UsersDatabase,
} from './tables';
