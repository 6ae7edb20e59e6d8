/**
 * Tenant A's client payments for the attacks (issue 29): the workspace bought Advanced through
 * the sandbox checkout, connected its Stripe account through the sandbox's onboarding, and has
 * a draft invoice and a retainer for its member, each carrying the marker.
 */
import { eventually } from '../../../../../tooling/test-infra/eventually';
import { ApiClient } from '../../support/client';

const tokenOf = (url: string) => new URL(url).pathname.split('/').pop()!;
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function ok<T>(what: string, answer: Promise<{ status: number; body: T }>): Promise<T> {
  const { status, body } = await answer;
  if (status >= 300) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body;
}

export async function paymentsFixtures(
  baseUrl: string,
  admin: ApiClient,
  clientId: string,
  marker: string,
): Promise<{ invoice: string; retainer: string }> {
  const checkout = await ok(
    'the Advanced checkout',
    admin.post<{ url: string }>('/api/billing/checkout', {
      type: 'upgrade_plan',
      plan: 'advanced',
    }),
  );
  const sessionId = new URL(checkout.url).searchParams.get('session_id')!;
  const browser = new ApiClient(baseUrl);
  await ok('paying it', browser.post(`/api/billing/sandbox-checkout/${sessionId}/confirm`));
  // Both billing and tenancy must have the plan before the first read-back.
  await eventually(
    'the Advanced plan',
    async () => {
      const account = await admin.get<{ allowed: boolean }>('/api/payments/account');
      const config = await admin.get<{ features: Record<string, unknown> }>('/api/tenant-config');
      return account.body.allowed && config.body.features.embedded_payments === true;
    },
    (advanced) => advanced,
  );
  const link = await ok(
    'connecting Stripe',
    admin.post<{ url: string }>('/api/payments/account/connect', {
      accountType: 'express',
      country: 'US',
    }),
  );
  await ok(
    'completing onboarding',
    browser.post(`/api/payments/sandbox-onboarding/${tokenOf(link.url)}/complete`, {
      country: 'US',
      businessName: marker,
    }),
  );
  await ok('refreshing the account', admin.post('/api/payments/account/refresh'));
  const invoice = await ok(
    'the invoice',
    admin.post<{ id: string }>('/api/payments/invoices', {
      clientIds: [clientId],
      currency: 'usd',
      lines: [{ description: marker, quantity: 1, unitAmount: 10_000 }],
      dueDate: inDays(30),
      notes: marker,
    }),
  );
  const retainer = await ok(
    'the retainer',
    admin.post<{ id: string }>('/api/payments/retainers', {
      clientId,
      currency: 'usd',
      description: marker,
      amount: 50_000,
      interval: 'month',
      // A later start: no period invoice arrives while the attacks run.
      startDate: inDays(10),
    }),
  );
  return { invoice: invoice.id, retainer: retainer.id };
}
