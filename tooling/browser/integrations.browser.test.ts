import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { eventually } from '../test-infra/eventually';
import { accessibilityViolations } from './support/axe';
import { useBrowserJourney } from './support/journey';
import { signInAt } from './support/session';
import { openWorkspace } from './support/workspace';

// Issue 15 in real Chromium: a pro admin adds a webhook on the Integrations page, copies the
// signing secret shown once, clicks Test and sees the delivery in the log; the receiver (on
// 127.0.0.3, the one internal address this stack allows) verifies it with standardwebhooks.
// Then the admin replays it. The page is axe-clean throughout.

jest.setTimeout(240_000);

const OWNER = { name: 'Wren Owner', email: 'wren@hooks.test', password: 'correct-horse-battery' };

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

  // Pro through the sandbox checkout, as a buyer would (no card, no Stripe account).
  ({ tenantId } = await openWorkspace(journey, {
    owner: OWNER,
    company: 'Hooks & Co',
    subdomain: 'hooks-co',
    adminSeats: 1,
    capabilities: { useForms: true, useFiles: true },
    pay: true,
  }));
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
  await signInAt(page, journey.url, OWNER);
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
  await eventually(
    'the replay at the receiver',
    () => received.length,
    (n) => n >= 2,
    {
      timeoutMs: 20_000,
      everyMs: 200,
    },
  );
  expect(received.map((r) => r.id)).toEqual([got!.id, got!.id]);
  await section.getByRole('button', { name: 'Refresh' }).click();
  await log.getByText('(replay)').waitFor();
});
