/**
 * The `make up` contract, on the built artifact a person runs: the stack starts on embedded
 * defaults (PGlite per service, the in-process bus), `/api/healthz` reports every service
 * SERVING, the demo sign-ins are printed and work with their addresses confirmed, a new
 * agency signs up and invites a client who joins, its portal's page names it before any script
 * runs (services/gateway/README.md, "The page's head"), Ctrl-C stops it with exit 0, and a second
 * start reuses the same data folder. The journeys run on this one `make up`: each start of the
 * embedded stack costs tens of seconds of CPU, so a second stack for them would only repeat it.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ApiClient, PASSWORD } from '../../services/gateway/test/support/client';
import { inviteMember, signUpWorkspace } from '../../services/gateway/test/support/journeys';
import { DEMO } from '../seed/demo';
import { getAs } from '../test-infra/getAs';
import { eventually } from '../test-infra/eventually';
import { freePort } from '../test-infra/ports';

const ROOT = path.resolve(__dirname, '../..');
const UP = path.join(ROOT, 'tooling/dist/dev/up.js');
const SERVICES = [
  'identity',
  'tenancy',
  'content',
  'forms',
  'billing',
  'notifications',
  'metrics',
  'messaging',
];

async function makeUp(dataDir: string, port: number) {
  const child = spawn(process.execPath, [UP], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SERVICE_PORTS: 'ephemeral',
      LOG_LEVEL: 'warn',
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  // Only bounds a failure: the test goes on the moment the line appears. Eight PGlite databases
  // start in one process, which takes minutes when the e2e stacks share the two cores.
  await eventually(
    'make up to say it is running',
    () => {
      if (child.exitCode !== null) throw new Error('make up exited early');
      return output.includes('Portico is running at');
    },
    (running) => running,
    { timeoutMs: 180_000, everyMs: 200 },
  ).catch((error: Error) => {
    throw new Error(`${error.message}\n${output}`);
  });
  return { child, exited, output: () => output };
}

describe('make up', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portico-up-'));
  let up: Awaited<ReturnType<typeof makeUp>> | undefined;
  let base = '';
  let owner = { email: '', tenantId: '' };

  const start = async () => {
    const port = await freePort();
    up = await makeUp(dataDir, port);
    base = `http://127.0.0.1:${port}`;
  };
  /** Ctrl-C, as a person stops it: the process ends with 0 and every service kept its folder. */
  const stop = async () => {
    const running = up;
    up = undefined;
    running?.child.kill('SIGINT');
    await expect(running?.exited).resolves.toBe(0);
    expect(readdirSync(dataDir).sort()).toEqual(expect.arrayContaining(SERVICES.sort()));
  };

  afterAll(async () => {
    up?.child.kill('SIGKILL');
    await up?.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  let tenantHost = '';

  /** The page a browser gets at `urlPath` on `host`, on this make up's port. */
  const page = async (host: string, urlPath: string) =>
    (await getAs(`${host}:${new URL(base).port}`, `${base}${urlPath}`)).body;

  async function expectServing(): Promise<void> {
    const response = await fetch(`${base}/api/healthz`);
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 200,
      body: {
        status: 'SERVING',
        services: Object.fromEntries(SERVICES.map((s) => [s, 'SERVING'])),
      },
    });
  }

  async function signIn(email: string, password: string): Promise<ApiClient> {
    const client = new ApiClient(base);
    const login = await client.post('/api/auth/login', { email, password });
    expect({ email, status: login.status }).toEqual({ email, status: 200 });
    return client;
  }

  it('has been built (make test builds before it runs the e2e layer)', () => {
    expect(existsSync(UP)).toBe(true);
  });

  it('starts on embedded defaults and reports every service SERVING', async () => {
    await start();
    await expectServing();
  }, 240_000);

  it('prints the demo sign-ins, which work with their addresses already confirmed', async () => {
    expect(up!.output()).toContain('Sign in with:');
    for (const account of [DEMO.admin, DEMO.client]) {
      const me = await (
        await signIn(account.email, account.password)
      ).get<{ user: { email: string; email_verified: boolean } }>('/api/me');
      // No confirm-your-email banner for the demo accounts.
      expect(me.body.user).toMatchObject({ email: account.email, email_verified: true });
    }
  });

  it('signs up, onboards and provisions a workspace, and an invited client joins it', async () => {
    const {
      client: admin,
      email,
      tenantId,
      subdomain,
    } = await signUpWorkspace(base, 'Embedded Co');
    tenantHost = `${subdomain}.localhost`;
    owner = { email, tenantId };
    const member = await inviteMember(admin, 'role2');
    expect((await (await signIn(email, PASSWORD)).get('/api/me')).body).toMatchObject({
      role: 'admin',
      memberships: [{ tenant_id: tenantId }],
    });
    expect((await member.client.get('/api/me')).body).toMatchObject({
      role: 'role2',
      memberships: [{ tenant_id: tenantId }],
    });
    // The tenant header is checked against memberships here too: a client cannot enter another tenant.
    const other = await signUpWorkspace(base, 'Other Co');
    member.client.tenantId = other.tenantId;
    expect((await member.client.get('/api/tenant-config')).status).toBe(403);
  });

  it("sends each host's page naming its owner before any script runs", async () => {
    const portal = await page(tenantHost, '/login');
    expect(portal).toMatch(/<head>.*<title>Embedded Co<\/title>.*<\/head>/s);
    expect(portal).toContain('<noscript>Embedded Co needs JavaScript to run.');
    expect(portal).not.toMatch(/portico/i);
    expect(portal).not.toContain('<!--#');
    // The platform's own address keeps the platform's name.
    expect(await page('127.0.0.1', '/')).toContain('<title>Portico</title>');
  });

  it('stops on Ctrl-C and restarts on the same data, with its sign-ins and workspaces', async () => {
    await stop();
    await start();
    await expectServing();
    expect(up!.output()).toContain('Sign in with:');
    await signIn(DEMO.admin.email, DEMO.admin.password);
    const again = await (await signIn(owner.email, PASSWORD)).get('/api/me');
    expect(again.body).toMatchObject({ memberships: [{ tenant_id: owner.tenantId }] });
    await stop();
  }, 480_000);
});
