/**
 * Limits that cannot be skipped (issue 24 item 6), through the real gateway and services. The
 * CSV import sends an invitation per row, so its rows count against the invitation limit (100
 * an hour per admin) and the import itself is rate-limited; admins take the plan's admin seats
 * wherever they are added. Failed before the fix: two 40-row imports and more sent every email,
 * and a pro workspace with two seats took any number of admins by import.
 */
import { signUpWorkspace } from '../support/journeys';
import { uniqueEmail } from '../support/client';
import { useE2eStack } from '../support/prologue';

jest.setTimeout(180_000);

const env = useE2eStack();

const csvOf = (rows: number, role: string) =>
  `Name,Email,Role\n${Array.from({ length: rows }, (_, i) => `Row ${i},${uniqueEmail(`row${i}`)},${role}`).join('\n')}\n`;

it('counts every imported row against the invitation limit, refusing the import that would pass it', async () => {
  const { client: admin } = await signUpWorkspace(env.url, 'Import Limits', 'pro');
  for (let i = 0; i < 2; i += 1) {
    const batch = await admin.post<{ imported: number }>('/api/users/import', {
      csv: csvOf(40, 'role2'),
    });
    expect([batch.status, batch.body.imported]).toEqual([200, 40]);
  }
  // 80 invitations sent this hour: a third import of 40 would make 120 of the 100 allowed.
  const third = await admin.post<{ error: string }>('/api/users/import', {
    csv: csvOf(40, 'role2'),
  });
  expect(third.status).toBe(429);
  expect(third.body.error).toBe(
    'Too many invitations: at most 100 an hour. Import fewer rows or try again later.',
  );
});

it('refuses import rows that would take more admin seats than the plan bought, importing none', async () => {
  // signUpWorkspace buys pro with two admin seats: the owner's and one more.
  const { client: admin } = await signUpWorkspace(env.url, 'Seat Limits', 'pro');
  const refused = await admin.post<{ error: string }>('/api/users/import', {
    csv: csvOf(2, 'admin'),
  });
  expect(refused.status).toBe(409);
  expect(refused.body.error).toBe(
    'All 2 admin seats of your plan are taken. Buy more seats in Billing → Seats & Upgrades to add admins.',
  );
  const one = await admin.post<{ imported: number }>('/api/users/import', {
    csv: csvOf(1, 'admin'),
  });
  expect([one.status, one.body.imported]).toEqual([200, 1]);
});

it('refuses an invitation to make an owner, whom nobody could remove', async () => {
  const { client: admin } = await signUpWorkspace(env.url, 'Owner Limits', 'pro');
  const refused = await admin.post<{ error: string }>('/api/invite', {
    email: uniqueEmail('second-owner'),
    role: 'owner',
  });
  expect(refused.status).toBe(400);
  expect(refused.body.error).toBe(
    'A workspace has one owner, who can only transfer ownership in Settings. Choose Admin or another role.',
  );
});
