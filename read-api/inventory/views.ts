// Transitional: consignment and billing import these from here until they take them from their
// shared homes (read-api/shared/paging, domain/shared); delete this file then.
export { pageOf } from '../shared/paging';
export { exactPesos } from '../../domain/shared';
