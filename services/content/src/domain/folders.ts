/** Folder names and audiences: pure rules (issue 28 item 3). */
import { invalid } from '@portico/kit';

export const FOLDER_NAME_MAX = 120;

/**
 * A folder name as stored: trimmed, 1 to 120 characters, no '/' (breadcrumbs and paths join
 * names with it) and no control character (NUL included: they show as nothing).
 */
export function folderName(raw: string): string {
  const name = raw.trim();
  if (name === '') throw invalid('Give the folder a name', 'folder_name_missing');
  if (name.includes('/')) throw invalid('A folder name cannot contain “/”', 'folder_name_slash');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name))
    throw invalid('A folder name cannot contain control characters', 'folder_name_control');
  if (name.length > FOLDER_NAME_MAX)
    throw invalid(`A folder name has at most ${FOLDER_NAME_MAX} characters`, 'folder_name_long');
  return name;
}

/** A top-level folder's audience from the form: one client, or roles, or neither (staff). */
export function folderAudience(ownerUserId: string, roles: readonly string[]) {
  const cleanRoles = [...new Set(roles.map((r) => r.trim()).filter(Boolean))];
  const owner = ownerUserId.trim() || null;
  if (owner && cleanRoles.length > 0)
    throw invalid('A folder is for one client or for roles, not both', 'folder_audience');
  return { owner_user_id: owner, roles: cleanRoles };
}
