/** The brand image calls of TenancyService: decode, call one domain function, encode. */
import { invalid, unary, unauthenticated, type CallContext, type Database } from '@portico/kit';
import type { tenancyV1 } from '@portico/proto';
import { SUPER_ADMIN_ROLE } from '@portico/rules';
import { publicBrandAsset, uploadBrandAsset } from '../domain/brandAssets';

type BrandAssetMethods = Pick<
  tenancyV1.TenancyServiceHandlers,
  'UploadBrandAsset' | 'GetBrandAsset'
>;

function actorOf(ctx: CallContext) {
  if (!ctx.userId) throw unauthenticated();
  if (!ctx.tenantId)
    throw invalid('No active tenant selected. Please switch a workspace first.', 'no_tenant');
  return {
    tenantId: ctx.tenantId,
    actorId: ctx.userId,
    impersonatorId: ctx.impersonatorId,
    actorIsSuperAdmin: ctx.roles.includes(SUPER_ADMIN_ROLE),
  };
}

export function brandAssetHandlers(db: Database): BrandAssetMethods {
  return {
    UploadBrandAsset: unary(async (req: tenancyV1.UploadBrandAssetRequest__Output, ctx) => {
      const config = await uploadBrandAsset(db, {
        ...actorOf(ctx),
        kind: req.kind,
        bytes: Buffer.from(req.data),
      });
      return { ...config, features_json: JSON.stringify(config.features) };
    }),
    // Public like GetBranding: the tenant is named in the message, the bytes are a logo.
    GetBrandAsset: unary(async (req: tenancyV1.GetBrandAssetRequest__Output) =>
      publicBrandAsset(db, req.tenant_id, req.sha256),
    ),
  };
}
