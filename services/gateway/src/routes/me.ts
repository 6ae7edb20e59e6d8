/** The signed-in user: who they are and where they belong, profile, password, email. */
import type { Router } from 'express';
import { callContext, requireAuth } from '../auth/principal';
import type { GatewayDeps } from './deps';
import { bodyOf, on, text } from './guarded';

export const MESSAGES = {
  passwordUpdated: 'Password updated successfully!',
  emailUpdated: 'Email updated! Please check your inbox to confirm.',
  contactInfoUpdated: 'Contact info updated!',
} as const;

export function registerMeRoutes(router: Router, deps: GatewayDeps): void {
  const { identity, tenancy } = deps.services;

  on(router, 'GET', '/api/me', async (req, res) => {
    const auth = requireAuth(req);
    const ctx = callContext(req);
    // The guard resolved the tenant when x-tenant-id was sent; otherwise the first active one.
    let access = req.tenant;
    if (!access) {
      const found = await tenancy.GetAccess(
        { tenant_id: '', is_super_admin: auth.isSuperAdmin },
        ctx,
      );
      access = {
        tenantId: found.tenant_id,
        role: found.effective_role,
        memberships: found.memberships,
      };
    }
    const user = await identity.GetUser({ user_id: '' }, ctx);
    res.json({
      user: {
        id: user.id,
        email: user.email,
        first_name: user.first_name,
        last_name: user.last_name,
      },
      role: access.role || 'client',
      isSuperAdmin: auth.isSuperAdmin,
      tenant_id: access.tenantId || null,
      impersonating: Boolean(auth.impersonatorId),
      memberships: access.memberships.map((m) => ({
        tenant_id: m.tenant_id,
        tenant_name: m.tenant_name,
        role: m.role,
        role_key: m.role_key,
        status: m.status,
      })),
    });
  });

  on(router, 'GET', '/api/profile', async (req, res) => {
    const user = await identity.GetUser({ user_id: '' }, callContext(req));
    res.json({
      id: user.id,
      first_name: user.first_name,
      last_name: user.last_name,
      phone: user.phone,
      linkedin: user.linkedin,
    });
  });

  on(router, 'PUT', '/api/profile', async (req, res) => {
    const body = bodyOf(req);
    const user = await identity.UpdateProfile(
      {
        first_name: text(body.first_name),
        last_name: text(body.last_name),
        phone: text(body.phone),
        linkedin: text(body.linkedin),
      },
      callContext(req),
    );
    res.json({
      id: user.id,
      first_name: user.first_name,
      last_name: user.last_name,
      phone: user.phone,
      linkedin: user.linkedin,
      message: MESSAGES.contactInfoUpdated,
    });
  });

  on(router, 'POST', '/api/me/password', async (req, res) => {
    const body = bodyOf(req);
    const confirm = body.confirmPassword ?? body.confirm_password;
    await identity.ChangePassword(
      {
        current_password: text(body.currentPassword) || text(body.current_password),
        new_password: text(body.newPassword) || text(body.new_password),
        confirm_password: text(confirm),
        has_confirm_password: confirm !== undefined,
      },
      callContext(req),
    );
    res.json({ message: MESSAGES.passwordUpdated });
  });

  on(router, 'POST', '/api/me/email', async (req, res) => {
    const user = await identity.ChangeEmail({ email: text(bodyOf(req).email) }, callContext(req));
    res.json({ message: MESSAGES.emailUpdated, user: { id: user.id, email: user.email } });
  });
}
