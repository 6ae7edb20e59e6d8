/**
 * Rebuild Search Index (portico.tenancy.platform.v1 `search_reindex_requested`): the console's
 * tenant and user searches are SQL over tenancy's tenants and memberships, so "the search
 * index" is those tables' indexes. One replica (the service's consumer group) rebuilds them
 * and refreshes the planner's statistics; a redelivered request only rebuilds again.
 */
import type { Database, IncomingEvent, Logger } from '@portico/kit';

export const SEARCH_TABLES = ['tenants', 'memberships'] as const;

export async function rebuildSearchIndexes(db: Database): Promise<void> {
  for (const table of SEARCH_TABLES) {
    await db.query(`REINDEX TABLE ${table}`);
    await db.query(`ANALYZE ${table}`);
  }
}

export function followMaintenanceEvents(db: Database, logger?: Logger) {
  return async (event: IncomingEvent): Promise<void> => {
    if (event.type !== 'search_reindex_requested') return;
    await rebuildSearchIndexes(db);
    logger?.info({ tables: SEARCH_TABLES, eventId: event.id }, 'search indexes rebuilt');
  };
}
