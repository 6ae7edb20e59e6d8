/**
 * The caption the sidebar shows under the tenant's name (docs/product.md §2), by role. The spec's
 * two key sets pair up: recruitpro and role1 are team members, jobseeker and role2 clients,
 * client and role3 guests. A team member's caption names the dashboard the team members'
 * audience opens (AUDIENCES.teamMembers), which is where role1 lands too.
 */
import { AUDIENCES, namesRole } from './audiences';

/** Which caption a role gets; the words are each frontend's messages (`caption.<kind>`). */
export type RoleCaptionKind = 'admin' | 'teamMember' | 'client' | 'guest' | 'member';

const CAPTIONS: readonly [audience: readonly string[], kind: RoleCaptionKind, caption: string][] = [
  [AUDIENCES.admins, 'admin', 'Admin Dashboard'],
  [AUDIENCES.teamMembers, 'teamMember', 'Team Member Dashboard'],
  [['jobseeker', 'role2'], 'client', 'Client Dashboard'],
  [['client', 'role3'], 'guest', 'Guest Dashboard'],
];

export function roleCaptionKind(role: string | null | undefined): RoleCaptionKind {
  return CAPTIONS.find(([audience]) => namesRole(audience, role))?.[1] ?? 'member';
}

/** The caption in English (emails and tests); screens show `caption.<roleCaptionKind>`. */
export function roleCaption(role: string | null | undefined): string {
  return CAPTIONS.find(([audience]) => namesRole(audience, role))?.[2] ?? 'Member Dashboard';
}
