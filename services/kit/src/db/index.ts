export type { Database, QueryResult, Queryable, Tx } from './types';
export { openDatabase, DEFAULT_TENANT_ROLE, type OpenDatabaseOptions } from './open';
export { migrate, ChangedMigrationError, type MigrateOptions } from './migrate';
