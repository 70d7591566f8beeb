export { usersProjection } from './users-projection';
export { USERS_TABLE, users, type UserRow, type UsersDatabase } from './tables';
