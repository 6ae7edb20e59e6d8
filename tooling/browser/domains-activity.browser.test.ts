/// <reference lib="dom" />
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import type { Page } from 'playwright-core';
import { eventually } from '../test-infra/eventually';
import { accessibilityViolations } from './support/axe';
import { useBrowserJourney } from './support/journey';
import { signInAt } from './support/session';
import { sharedCa } from './support/sharedStack';
import { joinWorkspace, openWorkspace, signedIn, type ApiClient } from './support/workspace';

// Issue 11 in real Chromium: a custom domain is verified through a real DNS server, its
// certificate is probed over TLS against a local server (its certificate made here with
// openssl, signed by the run's CA, which the stack trusts through SSL_PROBE_CA_FILE) and the
// Domains screen says 'SSL ready' with the expiry; with the server gone, 'Check again' says why
// it failed. Then a client signs in and submits the intake form, and the admin's drawer names
// both.

jest.setTimeout(300_000);

const OWNER = { name: 'Dora Owner', email: 'dora@domains.test', password: 'correct-horse-battery' };
const CLIENT = { email: 'cleo@domains.test', password: 'client-password-1' };
const DOMAIN = 'portal.dora-brand.test';

// The worker's stack asks this file's DNS server and probes its TLS server, on the ports the
// stack was started with (support/sharedStack.ts).
const journey = useBrowserJourney({ dns: true });
let page: Page;
let dir: string;
let tlsPort: number;
let server: tls.Server | undefined;
let tenantId: string;
let admin: ApiClient;

const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
const EC = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];

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
  journey.dns.a.set(DOMAIN, '127.0.0.1');
  tlsPort = journey.ports.tls;
  server = tls.createServer(
    {
      key: readFileSync(path.join(dir, 'site.key')),
      cert: readFileSync(path.join(dir, 'site.pem')),
    },
    (socket) => socket.end(),
  );
  await new Promise<void>((resolve) => server!.listen(tlsPort, '127.0.0.1', resolve));

  // A pro workspace (custom domains), paid through the sandbox checkout as a person would.
  ({ client: admin, tenantId } = await openWorkspace(journey, {
    owner: OWNER,
    company: 'Dora Brand',
    subdomain: 'dora-brand',
    capabilities: { useForms: true },
    pay: true,
  }));
  await eventually(
    'the workspace to have custom domains',
    () => admin.get<{ features?: { custom_domain?: boolean } }>('/api/tenant-config'),
    (config) => config.body.features?.custom_domain === true,
    { timeoutMs: 60_000, everyMs: 250 },
  );
});

afterAll(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
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
    journey.dns.txt.set(`_portico-verification.${DOMAIN}`, [value!.trim()]);
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
    const form = await admin.post<{ id: string }>('/api/forms', {
      title: 'Client intake',
      schema: [{ id: 'q1', type: 'short_answer', label: 'Company', required: true }],
      assigned_roles: ['role2'],
      published: true,
    });
    await joinWorkspace(admin, { name: 'Cleo Client', ...CLIENT }, 'role2');

    // The client signs in in the browser (their first request in the workspace is the sign-in
    // recorded there), then submits the form.
    await signInAt(page, journey.url, CLIENT);
    await page.waitForURL(/\/dashboard\/client/);
    const client = await signedIn(journey, CLIENT);
    client.tenantId = tenantId;
    const submitted = await client.post(`/api/forms/${form.body.id}/responses`, {
      answers: { Company: 'Cleo Ltd' },
      submission_id: `browser-${Date.now()}`,
    });
    expect(submitted.status).toBe(201);
    await journey.context.clearCookies();

    await signInAt(page, journey.url, OWNER);
    await page.waitForURL(/\/dashboard\/admin/);
    await page.goto(`${journey.url}/crm/users?tenant_id=${tenantId}`);
    // The audit log is fed by events: reopen the drawer until the submission has arrived.
    const drawer = page.getByRole('dialog', { name: 'Cleo Client' });
    await eventually(
      'the submission in the drawer',
      async () => {
        await page.getByRole('button', { name: 'Actions for Cleo Client' }).click();
        await page.getByRole('button', { name: 'View Activity' }).click();
        await drawer.getByRole('heading', { name: 'Activity' }).waitFor();
        await drawer.getByRole('listitem').first().waitFor();
        if ((await drawer.getByText('Submitted Client intake').count()) > 0) return true;
        await page.keyboard.press('Escape');
        return false;
      },
      (submitted) => submitted,
      { timeoutMs: 60_000, everyMs: 1_000 },
    );
    await drawer.getByText('Signed in').first().waitFor();
    await expectAccessible();
  });
});
