/**
 * Opens the service's database: a PostgreSQL server when a URL is given (DATABASE_URL),
 * otherwise an embedded PGlite database kept in `dataDir`, so a service runs on a machine
 * with nothing installed but Node.js. Callers see one `Database` either way.
 */
import type { Logger } from '../logger';
import { openPgliteDatabase } from './pglite';
import { openPostgresDatabase } from './postgres';
import type { Database } from './types';

export const DEFAULT_TENANT_ROLE = 'portico_tenant';
const DEFAULT_POOL_SIZE = 10;

export interface OpenDatabaseOptions {
  /** postgres:// connection string; when absent, PGlite in `dataDir` is used. */
  url?: string;
  /** Where the embedded database lives (ignored with `url`); created when missing. */
  dataDir: string;
  /** The non-owner role tenant-scoped transactions run as; default `portico_tenant`. */
  tenantRole?: string;
  /** Most connections the `pg` pool opens; default 10. */
  poolSize?: number;
  logger?: Pick<Logger, 'info' | 'error'>;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const tenantRole = options.tenantRole ?? DEFAULT_TENANT_ROLE;
  if (options.url) {
    options.logger?.info({ engine: 'postgres' }, 'opening database');
    return openPostgresDatabase({
      url: options.url,
      tenantRole,
      poolSize: options.poolSize ?? DEFAULT_POOL_SIZE,
      logger: options.logger,
    });
  }
  options.logger?.info({ engine: 'pglite', dataDir: options.dataDir }, 'opening database');
  return openPgliteDatabase({ dataDir: options.dataDir, tenantRole });
}
