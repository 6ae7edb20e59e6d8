import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { accessibilityViolations } from './support/axe';
import { useBrowserJourney } from './support/journey';

// Issue 15 in real Chromium: a pro admin adds a webhook on the Integrations page, copies the
// signing secret shown once, clicks Test and sees the delivery in the log; the receiver (on
// 127.0.0.3, the one internal address this stack allows) verifies it with standardwebhooks.
// Then the admin replays it. The page is axe-clean throughout.

jest.setTimeout(240_000);

const OWNER = { email: 'wren@hooks.test', password: 'correct-horse-battery' };

const journey = useBrowserJourney();
let page: Page;
let tenantId = '';
let receiver: http.Server;
let receiverUrl = '';
const received: {
  id: string;
  body: string;
  headers: Record<string, string>;
}[] = [];

async function api(path: string, body: unknown, token?: string, tenant?: string) {
  const response = await fetch(`${journey.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(tenant ? { 'x-tenant-id': tenant } : {}),
    },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const headers = {
        'webhook-id': String(req.headers['webhook-id']),
        'webhook-timestamp': String(req.headers['webhook-timestamp']),
        'webhook-signature': String(req.headers['webhook-signature']),
      };
      received.push({ id: headers['webhook-id'], body, headers });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.3', resolve));
  receiverUrl = `http://127.0.0.3:${(receiver.address() as AddressInfo).port}/portico`;

  const signup = await api('/api/auth/signup', {
    name: 'Wren Owner',
    companyName: 'Hooks & Co',
    ...OWNER,
  });
  const token = String(signup.access_token);
  await api('/api/onboarding-plan', { plan: 'pro', adminSeats: 1 }, token);
  await api('/api/onboarding-branding', { subdomain: 'hooks-co', brandColor: '#2563eb' }, token);
  await api('/api/onboarding-capabilities', { useForms: true, useFiles: true }, token);
  const provision = await api('/api/onboarding-provision', {}, token);
  tenantId = String(provision.tenant_id);
  // Pro through the sandbox checkout, as a buyer would (no card, no Stripe account).
  const session = new URL(String(provision.checkoutUrl)).searchParams.get('session_id');
  await api(`/api/billing/sandbox-checkout/${encodeURIComponent(String(session))}/confirm`, {});
  const deadline = Date.now() + 60_000;
  for (;;) {
    const config = await fetch(`${journey.url}/api/tenant-config`, {
      headers: { authorization: `Bearer ${token}`, 'x-tenant-id': tenantId },
    }).then((r) => r.json() as Promise<{ features?: Record<string, unknown> }>);
    if (config.features?.api_access === true || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

afterAll(async () => {
  await new Promise<void>((resolve) => receiver?.close(() => resolve()));
});

beforeEach(() => {
  page = journey.page;
});

const expectAccessible = async () => expect(await accessibilityViolations(page)).toEqual([]);

it('an admin adds a webhook, copies its secret once, clicks Test and sees the delivery in the log', async () => {
  await journey.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: journey.url,
  });
  await page.goto(`${journey.url}/login`);
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard\/admin/);

  await page.goto(`${journey.url}/dashboard/admin/integrations?tenant_id=${tenantId}`);
  const section = page.getByRole('region', { name: 'Webhooks' });
  await section.getByText('No webhooks yet.').waitFor();
  await expectAccessible();

  await section.getByLabel('Endpoint URL').fill(receiverUrl);
  await section.getByLabel('Events').selectOption('all');
  await section.getByRole('button', { name: 'Add webhook' }).click();
  const banner = section.getByRole('status', { name: 'New signing secret' });
  const secret = (await banner.locator('code').textContent()) ?? '';
  expect(secret).toMatch(/^whsec_/);
  await banner.getByRole('button', { name: 'Copy secret' }).click();
  await banner.getByRole('button', { name: 'Copied!' }).waitFor();
  await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(secret);
  await expectAccessible();
  await banner.getByRole('button', { name: 'Hide' }).click();
  await expect(section.getByText(secret).count()).resolves.toBe(0);

  // Keyboard: Test is reachable and pressed without a mouse.
  const test = section.getByRole('button', { name: `Test ${receiverUrl}` });
  await test.focus();
  await page.keyboard.press('Enter');
  await page.getByText('Test delivered (200)').waitFor();
  const log = section.getByRole('table', { name: 'Delivery log' });
  await log.getByRole('cell', { name: 'webhook.test', exact: true }).waitFor();
  await log.getByText('Delivered', { exact: true }).waitFor();
  await expectAccessible();

  expect(received).toHaveLength(1);
  const [got] = received;
  const verified = new Webhook(secret).verify(got!.body, got!.headers) as { type: string };
  expect(verified.type).toBe('webhook.test');

  await log.getByRole('button', { name: /^Replay webhook\.test/ }).click();
  await page.getByText('Delivery queued again').waitFor();
  const deadline = Date.now() + 20_000;
  while (received.length < 2 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 200));
  expect(received.map((r) => r.id)).toEqual([got!.id, got!.id]);
  await section.getByRole('button', { name: 'Refresh' }).click();
  await log.getByText('(replay)').waitFor();
});
