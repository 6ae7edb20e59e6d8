/**
 * The caption the sidebar shows under the tenant's name (spec part 1 §2), by role. The spec's
 * two key sets pair up: recruitpro and role1 are team members, jobseeker and role2 clients,
 * client and role3 guests. A team member's caption names the dashboard the team members'
 * audience opens (AUDIENCES.teamMembers), which is where role1 lands too.
 */
import { AUDIENCES, namesRole } from './audiences';

const CAPTIONS: readonly [audience: readonly string[], caption: string][] = [
  [AUDIENCES.admins, 'Admin Dashboard'],
  [AUDIENCES.teamMembers, 'Team Member Dashboard'],
  [['jobseeker', 'role2'], 'Client Dashboard'],
  [['client', 'role3'], 'Guest Dashboard'],
];

export function roleCaption(role: string | null | undefined): string {
  return CAPTIONS.find(([audience]) => namesRole(audience, role))?.[1] ?? 'Member Dashboard';
}
