/**
 * Who may see and change files and embeds: docs/product.md §6, in the product's words. Pure:
 * the caller's roles come from call metadata, the rows from the stores. The embed role mapping
 * and who counts as an admin are the shared rules of `@portico/rules`.
 */
import { AUDIENCES, embedRoleKeysFor, inAudience } from '@portico/rules';

/** The caller inside one tenant: their id and role keys (admin, client, role1, …, super_admin). */
export interface Viewer {
  userId: string;
  roles: readonly string[];
}

/** Admins (owner counts as admin) and super admins acting in a tenant. */
export const isAdmin = (viewer: Viewer): boolean => inAudience(AUDIENCES.admins, viewer.roles);

export const isSuperAdmin = (viewer: Viewer): boolean =>
  inAudience(AUDIENCES.superAdmins, viewer.roles);

/** The embed role keys a viewer's roles reach; 'all' reaches every member. */
export function embedRolesReached(roles: readonly string[]): Set<string> {
  const reached = new Set<string>(['all']);
  for (const role of roles) {
    for (const r of embedRoleKeysFor(role)) reached.add(r);
  }
  return reached;
}

export interface EmbedTarget {
  embed_type: 'user' | 'role';
  user_id: string | null;
  role: string | null;
  is_active: boolean;
}

/**
 * Role embeds whose role the viewer's roles reach, user embeds for the viewer, and (as rows of
 * the viewer's tenant) super-admin embeds targeted at the tenant or at the viewer. Inactive
 * embeds reach no one.
 */
export function canSeeEmbed(viewer: Viewer, embed: EmbedTarget): boolean {
  if (!embed.is_active) return false;
  if (embed.embed_type === 'user') return embed.user_id === viewer.userId;
  return embed.role !== null && embedRolesReached(viewer.roles).has(embed.role);
}

export interface FileAccessRow {
  user_id: string;
  uploaded_by: string;
  assigned_roles: readonly string[];
}

/**
 * Admins see every file of the tenant; others the files they own and, where the screen asks
 * for them (the dashboard, opening one file), those assigned to one of their roles.
 */
export function canSeeFile(
  viewer: Viewer,
  file: FileAccessRow,
  options: { includeRoleAssigned: boolean } = { includeRoleAssigned: true },
): boolean {
  if (isAdmin(viewer) || file.user_id === viewer.userId) return true;
  return options.includeRoleAssigned && file.assigned_roles.some((r) => viewer.roles.includes(r));
}

/** Admins, or the owner of a file they uploaded themself (not one an admin sent them). */
export function canDeleteFile(viewer: Viewer, file: FileAccessRow): boolean {
  if (isAdmin(viewer)) return true;
  return file.user_id === viewer.userId && file.uploaded_by === viewer.userId;
}

/**
 * 'uploaded' when the owner uploaded it for themself, 'from_admin' when someone uploaded it for
 * them or an admin shared it with roles (only admins may: such a file is filed under the admin
 * who shared it, createUploadGrant in fileActions.ts).
 */
export const fileOrigin = (file: FileAccessRow): 'uploaded' | 'from_admin' =>
  file.uploaded_by === file.user_id && file.assigned_roles.length === 0 ? 'uploaded' : 'from_admin';

/** Who a folder is for: one client, members of some roles, or (neither) the staff alone. */
export interface FolderAudience {
  owner_user_id: string | null;
  roles: readonly string[];
}

/** Admins see every folder; a client their own folders and those shared with one of their roles. */
export function canSeeFolder(viewer: Viewer, folder: FolderAudience): boolean {
  if (isAdmin(viewer) || folder.owner_user_id === viewer.userId) return true;
  return folder.roles.some((r) => viewer.roles.includes(r));
}

/**
 * Beyond canSeeFile, a file reaches whoever may see the folder it is in and whoever was asked
 * to approve a version of it.
 */
export function canSeeFileThrough(
  viewer: Viewer,
  file: FileAccessRow,
  reach: { folder: FolderAudience | null; approver: boolean },
): boolean {
  if (canSeeFile(viewer, file)) return true;
  return reach.approver || (reach.folder !== null && canSeeFolder(viewer, reach.folder));
}
