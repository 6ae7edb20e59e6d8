/**
 * A CSV import through the gateway is all or nothing even when a row turns bad only at
 * creation: a row whose address was invited since (the preview checks members, the creation
 * checks open invitations) refuses the whole import, and the other rows are not invited —
 * importing them again afterwards succeeds, which it could not if they had been.
 */
import { signUpWorkspace } from '../support/journeys';
import { uniqueEmail } from '../support/client';
import { useE2eStack } from '../support/prologue';

jest.setTimeout(180_000);

const env = useE2eStack();

it('imports nothing when one row was already invited, and the other rows import afterwards', async () => {
  const { client: admin } = await signUpWorkspace(env.url, 'Import Studio');
  const invited = uniqueEmail('invited');
  expect((await admin.post('/api/invite', { email: invited, role: 'role3' })).status).toBe(201);

  const first = uniqueEmail('first');
  const second = uniqueEmail('second');
  const csv = `Name,Email,Role\nFirst,${first},role1\nSecond,${second},role2\nAgain,${invited},role3\n`;
  const refused = await admin.post<{ error: string }>('/api/users/import', { csv });
  expect(refused.status).toBe(409);
  expect(refused.body.error).toBe('An invitation has already been sent to this email address.');

  const rest = await admin.post<{ imported: number; valid: boolean }>('/api/users/import', {
    csv: `Name,Email,Role\nFirst,${first},role1\nSecond,${second},role2\n`,
  });
  expect(rest.status).toBe(200);
  expect(rest.body).toMatchObject({ imported: 2, valid: true });
});
