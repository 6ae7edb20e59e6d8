/**
 * The figures of an assignment the form list shows. An assignment reaches the one person it
 * names, else every active member holding one of its roles, counted from tenancy's member
 * list when the assignment is made; its completion rate is the share of them who answered.
 */
import type { FormRow } from '../store/forms';

/** A member of the tenant as tenancy lists it: the role key they hold and their state. */
export interface Member {
  role_key: string;
  status: string;
}

/** Members the assignment reaches: the denominator of the completion rate. */
export function assigneeCount(
  members: readonly Member[],
  roles: readonly string[],
  userId: string,
): number {
  if (userId) return 1;
  if (roles.length === 0) return 0;
  return members.filter((m) => m.status === 'active' && roles.includes(m.role_key)).length;
}

/** Respondents over the people the assignment reaches (never above 1 when members left). */
export function completionRate(
  form: Pick<FormRow, 'assigned_user_id' | 'assignee_count' | 'respondents'>,
): number {
  const assigned = form.assigned_user_id ? 1 : form.assignee_count;
  return assigned > 0 ? Math.min(1, (form.respondents ?? 0) / assigned) : 0;
}
