/** What the tenant shell needs at once (name, role labels and colours) and public branding. */
import type { Router } from 'express';
import { notFound } from '@portico/kit';
import { callContext } from '../auth/principal';
import type { GatewayDeps } from './deps';
import { on } from './guarded';

export function registerTenantRoutes(router: Router, deps: GatewayDeps): void {
  const { tenancy } = deps.services;

  on(router, 'GET', '/api/tenant-config', async (req, res) => {
    const config = await tenancy.GetTenantConfig({}, callContext(req));
    res.json({
      tenant_id: config.tenant_id,
      name: config.name,
      role_labels: config.role_labels,
      role_colors: config.role_colors,
      support_email: config.support_email,
      logo_url: config.logo_url,
      favicon_url: config.favicon_url,
      brand_color: config.brand_color,
      features: JSON.parse(config.features_json || '{}') as Record<string, unknown>,
    });
  });

  on(router, 'GET', '/api/tenant-roles', async (req, res) => {
    const { roles } = await tenancy.ListTenantRoles({}, callContext(req));
    res.json({ roles });
  });

  on(router, 'GET', '/api/public/branding', async (req, res) => {
    const host = typeof req.query.host === 'string' ? req.query.host : '';
    const branding = await tenancy.GetBranding({ host }, { requestId: req.id });
    if (!branding.found) throw notFound('Tenant not found', 'tenant_not_found');
    res.json({
      tenant_id: branding.tenant_id,
      name: branding.name,
      logo_url: branding.logo_url,
      favicon_url: branding.favicon_url,
      brand_color: branding.brand_color,
      subdomain: branding.subdomain,
    });
  });
}
