/**
 * The figures of an assignment (domain/assignment.ts): who it reaches, and the share of them
 * who answered, as the form list shows them.
 */
import { assigneeCount, completionRate, type Member } from '../src/domain/assignment';

const members: Member[] = [
  { role_key: 'admin', status: 'active' },
  { role_key: 'role2', status: 'active' },
  { role_key: 'role2', status: 'active' },
  { role_key: 'role2', status: 'pending' },
  { role_key: 'role2', status: 'suspended' },
  { role_key: 'role3', status: 'active' },
];

test.each([
  ['one role: its active members only', ['role2'], '', 2],
  ['two roles: the active members of either', ['role2', 'role3'], '', 3],
  ['a role nobody holds', ['role9'], '', 0],
  ['no role and no person', [], '', 0],
  ['a person, whatever the roles say', ['role2'], 'user-1', 1],
])('an assignment to %s', (_case, roles, userId, reached) => {
  expect(assigneeCount(members, roles, userId)).toBe(reached);
});

test.each([
  ['half of the members reached answered', { assignee_count: 4, respondents: 2 }, 0.5],
  ['nobody reached', { assignee_count: 0, respondents: 0 }, 0],
  ['more respondents than members reached (some left)', { assignee_count: 2, respondents: 3 }, 1],
  [
    'the one person assigned answered',
    { assigned_user_id: 'u', assignee_count: 0, respondents: 1 },
    1,
  ],
])('completion rate: %s', (_case, form, rate) => {
  expect(completionRate({ assigned_user_id: null, ...form })).toBe(rate);
});
