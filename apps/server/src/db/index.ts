// The only code that talks to the database driver (docs/architecture.md §3).
export type { Database, DatabaseHandle, DatabaseKind } from './database';
export { openDatabase, migrateDatabase, type OpenDatabaseOptions } from './open-database';
export { describePostgresUrl } from './describe-database';
export { isForeignKeyViolation, isUniqueViolation, loggableError } from './errors';
export * as schema from './schema';
