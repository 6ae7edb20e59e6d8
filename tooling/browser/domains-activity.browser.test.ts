/// <reference lib="dom" />
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import type { Page } from 'playwright-core';
import { startDnsServer, type TestDnsServer } from '../test-infra/dns';
import { accessibilityViolations } from './support/axe';
import { useBrowserJourney } from './support/journey';
import { signInAt } from './support/session';
import { SHARED_DNS_PORT, SHARED_TLS_PORT, sharedCa } from './support/sharedStack';

// Issue 11 in real Chromium: a custom domain is verified through a real DNS server, its
// certificate is probed over TLS against a local server (its certificate made here with
// openssl, signed by the run's CA, which the stack trusts through SSL_PROBE_CA_FILE) and the
// Domains screen says 'SSL ready' with the expiry; with the server gone, 'Check again' says why
// it failed. Then a client signs in and submits the intake form, and the admin's drawer names
// both.

jest.setTimeout(300_000);

const OWNER = { email: 'dora@domains.test', password: 'correct-horse-battery' };
const CLIENT = { email: 'cleo@domains.test', password: 'client-password-1' };
const DOMAIN = 'portal.dora-brand.test';

// The worker's stack asks this file's DNS server and probes its TLS server, on the ports the
// stack was started with (support/sharedStack.ts).
const journey = useBrowserJourney();
let page: Page;
let dns: TestDnsServer;
let dir: string;
const tlsPort = SHARED_TLS_PORT;
let server: tls.Server | undefined;
let tenantId: string;
let adminToken: string;

const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
const EC = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];

/** The fields of the answers this test reads. */
interface Answer {
  access_token?: string;
  tenant_id?: string;
  checkoutUrl?: string;
  signup_url?: string;
  id?: string;
  features?: { custom_domain?: boolean };
}

async function api(method: string, route: string, body?: unknown, token?: string) {
  const response = await fetch(`${journey.url}${route}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(tenantId ? { 'x-tenant-id': tenantId } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Answer };
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'browser-ssl-'));
  const ca = sharedCa();
  openssl('req', ...EC, '-keyout', 'site.key', '-out', 'site.csr', '-subj', `/CN=${DOMAIN}`);
  writeFileSync(path.join(dir, 'site.ext'), `subjectAltName=DNS:${DOMAIN}\n`);
  openssl(
    ...['x509', '-req', '-in', 'site.csr', '-CA', ca.cert, '-CAkey', ca.key],
    ...['-CAcreateserial', '-CAserial', 'ca.srl', '-days', '90', '-extfile', 'site.ext'],
    ...['-out', 'site.pem'],
  );
  dns = await startDnsServer(SHARED_DNS_PORT);
  dns.a.set(DOMAIN, '127.0.0.1');
  server = tls.createServer(
    {
      key: readFileSync(path.join(dir, 'site.key')),
      cert: readFileSync(path.join(dir, 'site.pem')),
    },
    (socket) => socket.end(),
  );
  await new Promise<void>((resolve) => server!.listen(tlsPort, '127.0.0.1', resolve));

  // A pro workspace (custom domains), paid through the sandbox checkout as a person would.
  const signup = await api('POST', '/api/auth/signup', {
    name: 'Dora Owner',
    companyName: 'Dora Brand',
    ...OWNER,
  });
  adminToken = String(signup.body.access_token);
  await api('POST', '/api/onboarding-plan', { plan: 'pro', adminSeats: 2 }, adminToken);
  await api(
    'POST',
    '/api/onboarding-branding',
    { subdomain: 'dora-brand', brandColor: '#2563eb' },
    adminToken,
  );
  await api('POST', '/api/onboarding-capabilities', { useForms: true }, adminToken);
  const provisioned = await api('POST', '/api/onboarding-provision', {}, adminToken);
  tenantId = String(provisioned.body.tenant_id);
  const session = new URL(String(provisioned.body.checkoutUrl)).searchParams.get('session_id');
  await api('POST', `/api/billing/sandbox-checkout/${encodeURIComponent(session!)}/confirm`);
  const deadline = Date.now() + 60_000;
  while (
    (await api('GET', '/api/tenant-config', undefined, adminToken)).body.features?.custom_domain !==
    true
  ) {
    if (Date.now() > deadline) throw new Error('the workspace never reached pro');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

afterAll(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  await dns?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  page = journey.page;
});

const expectAccessible = async () => expect(await accessibilityViolations(page)).toEqual([]);

describe('custom domain SSL status and the member activity drawer', () => {
  it('verifies a domain, shows SSL ready with the expiry, and after Check again says why it failed', async () => {
    await signInAt(page, journey.url, OWNER);
    await page.waitForURL(/\/dashboard\/admin/);
    await page.goto(`${journey.url}/dashboard/admin/settings?tenant_id=${tenantId}`);
    const domains = page.getByRole('region', { name: 'Domains' });
    await domains.getByLabel('Add domain').fill(DOMAIN);
    await domains.getByRole('button', { name: 'Add', exact: true }).click();
    const value = await domains.getByText(/^portico-verification=/).textContent();
    dns.txt.set(`_portico-verification.${DOMAIN}`, [value!.trim()]);
    await domains.getByRole('button', { name: 'Verify' }).click();

    // The probe runs after verification; the list asks again until it has an answer.
    await domains.getByText('SSL ready').waitFor();
    await domains.getByText(/Certificate valid until/).waitFor();
    await expectAccessible();

    await new Promise((resolve) => server!.close(resolve));
    server = undefined;
    await domains.getByRole('button', { name: 'Check again' }).click();
    await domains.getByText('SSL failed').waitFor();
    await domains.getByText(new RegExp(`No TLS answer on port ${tlsPort}`)).waitFor();
    await expectAccessible();
  });

  it("lists a client's sign-in and form submission in the admin's activity drawer", async () => {
    const form = await api(
      'POST',
      '/api/forms',
      {
        title: 'Client intake',
        schema: [{ id: 'q1', type: 'short_answer', label: 'Company', required: true }],
        assigned_roles: ['role2'],
        published: true,
      },
      adminToken,
    );
    const invite = await api(
      'POST',
      '/api/invite',
      { email: CLIENT.email, role: 'role2' },
      adminToken,
    );
    const token = new URL(String(invite.body.signup_url)).searchParams.get('invite');
    await api('POST', '/api/auth/signup', { name: 'Cleo Client', ...CLIENT, invite: token });

    // The client signs in in the browser (their first request in the workspace is the sign-in
    // recorded there), then submits the form.
    await signInAt(page, journey.url, CLIENT);
    await page.waitForURL(/\/dashboard\/client/);
    const login = await api('POST', '/api/auth/login', CLIENT);
    const submitted = await api(
      'POST',
      `/api/forms/${String(form.body.id)}/responses`,
      { answers: { Company: 'Cleo Ltd' }, submission_id: `browser-${Date.now()}` },
      String(login.body.access_token),
    );
    expect(submitted.status).toBe(201);
    await journey.context.clearCookies();

    await signInAt(page, journey.url, OWNER);
    await page.waitForURL(/\/dashboard\/admin/);
    await page.goto(`${journey.url}/crm/users?tenant_id=${tenantId}`);
    // The audit log is fed by events: reopen the drawer until the submission has arrived.
    const deadline = Date.now() + 60_000;
    for (;;) {
      await page.getByRole('button', { name: 'Actions for Cleo Client' }).click();
      await page.getByRole('button', { name: 'View Activity' }).click();
      const drawer = page.getByRole('dialog', { name: 'Cleo Client' });
      await drawer.getByRole('heading', { name: 'Activity' }).waitFor();
      await drawer.getByRole('listitem').first().waitFor();
      if ((await drawer.getByText('Submitted Client intake').count()) > 0) {
        await drawer.getByText('Signed in').first().waitFor();
        await expectAccessible();
        break;
      }
      if (Date.now() > deadline) throw new Error('the submission never reached the drawer');
      await page.keyboard.press('Escape');
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  });
});
