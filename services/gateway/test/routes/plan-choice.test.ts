/**
 * A plan outside the shared plan rules is refused at the gateway with the plan message, before
 * sign-up creates an account or onboarding starts: never turned into starter, never half done.
 */
import { PLAN_CHOICE_MESSAGE } from '@portico/rules';
import { startRoutesHarness, type RoutesHarness } from './harness';

let api: RoutesHarness;
let member: string;

beforeAll(async () => {
  api = await startRoutesHarness({});
  member = api.tokenFor({ sub: 'user-1' });
});
afterAll(() => api.close());
beforeEach(() => {
  api.calls.length = 0;
});

const refused = { error: PLAN_CHOICE_MESSAGE, code: 'INVALID_ARGUMENT' };

it('sign-up asking for an unknown plan is refused and no account is created', async () => {
  const response = await api.call('POST', '/api/auth/signup', {
    body: { email: 'new@example.com', password: 'correct horse', plan: 'enterprise' },
  });
  expect(response.status).toBe(400);
  expect(response.body).toMatchObject({ ...refused, fields: { plan: PLAN_CHOICE_MESSAGE } });
  expect(api.calls.map((c) => c.method)).toEqual([]);
});

it('starting onboarding with an unknown plan is refused before tenancy is asked', async () => {
  const response = await api.call('POST', '/api/onboarding-start', {
    token: member,
    body: { companyName: 'Acme', plan: 'gold' },
  });
  expect(response.status).toBe(400);
  expect(response.body).toMatchObject(refused);
  expect(api.calls.filter((c) => c.method === 'StartOnboarding')).toEqual([]);
});

it('starting onboarding with a known plan passes it on unchanged', async () => {
  const response = await api.call('POST', '/api/onboarding-start', {
    token: member,
    body: { companyName: 'Acme', plan: 'advanced' },
  });
  expect(response.status).toBe(200);
  expect(api.calls.find((c) => c.method === 'StartOnboarding')?.request).toMatchObject({
    plan: 'advanced',
  });
});
