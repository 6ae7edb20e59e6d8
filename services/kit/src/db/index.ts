export type { Database, QueryOptions, QueryResult, Queryable, RowScope, Tx } from './types';
export { extendScope } from './tenant-scope';
export { openDatabase, DEFAULT_TENANT_ROLE, type OpenDatabaseOptions } from './open';
export { migrate, ChangedMigrationError, type MigrateOptions } from './migrate';
export { isDatabaseUnreachable, DATABASE_UNAVAILABLE } from './postgres';
