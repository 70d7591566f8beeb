export { usersProjection } from './users-projection';
export { USERS_TABLE, type UsersDatabase, type UsersTable } from './tables';
