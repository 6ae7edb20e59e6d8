// Role rules of docs/product.md §2 and §6 that more than one screen needs. The rules themselves
// (admin-likeness, labels, captions, colours, embed role mapping, audiences) are shared with
// the gateway and the services in `@portico/rules`; where each role lands is the screen
// registry's (`@portico/frontend-kit/screens`: dashboardPathFor, profileHomeFor).

export {
  AUDIENCES,
  DEFAULT_ROLE_LABELS,
  DEFAULT_TENANT_ROLES,
  EMBED_ROLE_MAPPING,
  ROLE_COLORS,
  embedRoleKeysFor,
  inAudience,
  isAdminRole,
  namesRole,
  roleCaption,
  roleCaptionKind,
  type RoleCaptionKind,
  roleLabel,
  type Audience,
  type RoleColor,
} from '@portico/rules';

export type DashboardRole = 'admin' | 'recruitpro' | 'jobseeker' | 'client';
