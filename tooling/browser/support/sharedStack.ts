/**
 * One stack per jest worker for the browser layer, as the e2e layer has
 * (tooling/test-infra/worker-stack.ts): booting the product takes most of half a minute, and
 * the journeys it serves take seconds each. The first file a worker runs starts the stack and
 * records where it answers; every later file of that worker finds the record and reuses it.
 * The layer's global setup (support/jestSetup.ts) gives the run a folder for the records
 * (PORTICO_BROWSER_STACKS_DIR); its teardown stops every recorded stack.
 *
 * Every file on it sees one environment, sharedEnv(): one super admin, and the addresses of the
 * doubles a file may start (an SMTP peer, a DNS server, a TLS server on the ports recorded with
 * the stack, a webhook receiver on 127.0.0.3).
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, freeUdpPort } from '../../test-infra/ports';
import { FRONTENDS_DIR } from './frontendsServer';
import { startStackProcess } from './stackProcess';

/** The platform's one super admin on every browser stack. */
export const SUPER_ADMIN = { email: 'super@portico.test', password: 'super-admin-secret' };

const WORKER = Number(process.env.JEST_WORKER_ID ?? '1');

/**
 * Where a stack finds the doubles a file starts when it needs them: the SMTP peer it mails,
 * the DNS server it asks (custom domains), the TLS server its certificate probe connects to on
 * a custom domain's address. The OS picks them when the stack starts, never a fixed number
 * (tooling/test-infra/ports.ts says why).
 */
export interface PeerPorts {
  smtp: number;
  dns: number;
  tls: number;
}

export async function freePeerPorts(): Promise<PeerPorts> {
  return { smtp: await freePort(), dns: await freeUdpPort(), tls: await freePort() };
}

/**
 * The run's certificate authority (made by support/jestSetup.ts), which the stacks' certificate
 * probe trusts: tenancy reads SSL_PROBE_CA_FILE once, at start, so a file signs its TLS
 * server's certificate with this key instead of bringing a CA of its own.
 */
export function sharedCa(): { cert: string; key: string } {
  return { cert: path.join(stacksDir(), 'ca.pem'), key: path.join(stacksDir(), 'ca.key') };
}

export const sharedEnv = (ports: PeerPorts): Record<string, string> => ({
  SUPER_ADMIN_EMAIL: SUPER_ADMIN.email,
  SUPER_ADMIN_PASSWORD: SUPER_ADMIN.password,
  // Each file sends x-forwarded-for (support/journey.ts), so the per-address limits on
  // sign-in and sign-up count one file as one person, not the whole layer as one.
  TRUST_PROXY: '1',
  SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
  // Embed framing checks give up sooner than in production, so a create does not wait on the
  // network (there is none to the embeds' hosts here).
  EMBED_CHECK_TIMEOUT_MS: '1500',
  // Webhook receivers listen on 127.0.0.3, the one internal address they may reach.
  WEBHOOK_ALLOWED_NETWORKS: '127.0.0.3/32',
  DNS_RESOLVER: `127.0.0.1:${ports.dns}`,
  SSL_PROBE_PORT: String(ports.tls),
  SSL_PROBE_CA_FILE: sharedCa().cert,
});

interface StackRecord {
  url: string;
  pid: number;
  dataDir: string;
  ports: PeerPorts;
}

function stacksDir(): string {
  const dir = process.env.PORTICO_BROWSER_STACKS_DIR;
  if (!dir) {
    throw new Error(
      'PORTICO_BROWSER_STACKS_DIR is not set: run this test in the browser jest project, whose ' +
        'global setup (tooling/browser/support/jestSetup.ts) prepares the per-worker stacks',
    );
  }
  return dir;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** This worker's stack (started by the first file that asks): its URL and its peers' ports. */
export async function sharedStack(): Promise<{ url: string; ports: PeerPorts }> {
  const record = path.join(stacksDir(), `worker-${WORKER}.json`);
  if (existsSync(record)) {
    const running = JSON.parse(readFileSync(record, 'utf8')) as StackRecord;
    if (isAlive(running.pid)) return running;
  }
  const ports = await freePeerPorts();
  const started = await startStackProcess({ frontendsDir: FRONTENDS_DIR, env: sharedEnv(ports) });
  const running: StackRecord = {
    url: started.url,
    pid: started.pid,
    dataDir: started.dataDir,
    ports,
  };
  writeFileSync(record, JSON.stringify(running));
  return running;
}

const STOP_TIMEOUT_MS = 30_000;

/** Stops every worker's stack of this run, waits until each is gone, removes its data. */
export async function stopSharedStacks(dir: string): Promise<void> {
  if (!existsSync(dir)) return;
  const records = readdirSync(dir)
    .filter((file) => file.startsWith('worker-'))
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as StackRecord);
  for (const { pid } of records) if (isAlive(pid)) process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (records.some((r) => isAlive(r.pid)) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (const { pid } of records) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  for (const { dataDir } of records) rmSync(dataDir, { recursive: true, force: true });
}
