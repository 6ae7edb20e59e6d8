/** Content's one platform-wide read (super admins only): Mission Control's Storage card. */
import { forbidden, unary, unauthenticated, type Database } from '@portico/kit';
import type { contentV1 } from '@portico/proto';
import { SUPER_ADMIN_ROLE } from '@portico/rules';
import { platformStorage } from '../domain/platformStorage';

type Handlers = Pick<contentV1.ContentServiceHandlers, 'GetPlatformStorage'>;

export function platformStorageHandlers(deps: {
  db: Database;
  quotaFor: (tenantId: string) => Promise<number>;
}): Handlers {
  return {
    GetPlatformStorage: unary(async (_req: contentV1.GetPlatformStorageRequest__Output, ctx) => {
      if (!ctx.userId) throw unauthenticated();
      // An impersonation session acts as the target, never as the platform.
      if (!ctx.roles.includes(SUPER_ADMIN_ROLE) || ctx.impersonatorId)
        throw forbidden('Super admins only', 'not_super_admin');
      const figures = await platformStorage(deps.db, deps.quotaFor);
      return {
        used_bytes: String(figures.usedBytes),
        quota_bytes: String(figures.quotaBytes),
        file_count: figures.fileCount,
        tenants: figures.tenants,
        unlimited_tenants: figures.unlimitedTenants,
      };
    }),
  };
}
