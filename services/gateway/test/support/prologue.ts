/**
 * The set-up at the top of every e2e file, in one call:
 *
 *   const env = useE2eStack({ superAdmin: true, mail: true });
 *   ... await signUpWorkspace(env.url); await env.superAdmin.get('/api/audit'); env.mail.waitFor(...)
 *
 * - the stack: this jest worker's (support/stack.ts), started by the first file that asks;
 * - `superAdmin`: a client signed in as the platform's super admin before the file's tests;
 * - `mail`: a real SMTP peer where the stack sends mail, `dns`: a real DNS server where it asks
 *   (tooling/test-infra/smtp.ts, dns.ts), each on the port the stack was started with and
 *   closed after the file's last test, so the next file of the worker can listen there.
 *
 * Its hooks are declared where it is called, so they run before the file's own beforeAll
 * (which may use `env`) and its afterAll before the file's.
 */
import type { ServiceName } from '@portico/kit';
import { startDnsServer, type TestDnsServer } from '../../../../tooling/test-infra/dns';
import { startSmtpPeer, type SmtpPeer } from '../../../../tooling/test-infra/smtp';
import { ApiClient } from './client';
import { SUPER_ADMIN, useTestStack, type TestStack } from './stack';

export interface E2eOptions {
  /** Sign the platform's super admin in (`env.superAdmin`) before the file's tests. */
  superAdmin?: boolean;
  /** Listen where the stack sends mail (`env.mail`) until the file's last test. */
  mail?: boolean;
  /** Answer the stack's DNS questions (`env.dns`) until the file's last test. */
  dns?: boolean;
}

export interface E2eStack extends TestStack {
  /** Signed in as SUPER_ADMIN (option `superAdmin`). */
  readonly superAdmin: ApiClient;
  /** The SMTP peer the stack mails (option `mail`). */
  readonly mail: SmtpPeer;
  /** The DNS server the stack asks (option `dns`). */
  readonly dns: TestDnsServer;
}

function needs<T>(value: T | undefined, what: string): T {
  if (value === undefined) {
    throw new Error(`${what} is not there: ask useE2eStack for it, and use it in hooks and tests`);
  }
  return value;
}

export function useE2eStack(options: E2eOptions = {}): E2eStack {
  let stack: TestStack | undefined;
  let superAdmin: ApiClient | undefined;
  let mail: SmtpPeer | undefined;
  let dns: TestDnsServer | undefined;

  beforeAll(async () => {
    stack = await useTestStack();
    if (options.mail) mail = await startSmtpPeer(stack.smtpPort);
    if (options.dns) dns = await startDnsServer(stack.dnsPort);
    if (options.superAdmin) {
      superAdmin = new ApiClient(stack.url);
      const login = await superAdmin.post('/api/auth/login', SUPER_ADMIN);
      if (login.status !== 200) throw new Error(`super admin sign-in failed: ${login.status}`);
    }
  });

  afterAll(async () => {
    await mail?.close();
    await dns?.close();
  });

  const up = () => needs(stack, 'the e2e stack');
  return {
    get url() {
      return up().url;
    },
    get kafkaBrokers() {
      return up().kafkaBrokers;
    },
    get dataDir() {
      return up().dataDir;
    },
    get addresses() {
      return up().addresses;
    },
    get pid() {
      return up().pid;
    },
    get internalTokenPrivateKey() {
      return up().internalTokenPrivateKey;
    },
    get operatorTokenPrivateKey() {
      return up().operatorTokenPrivateKey;
    },
    get serviceTokenPrivateKey() {
      return up().serviceTokenPrivateKey;
    },
    get smtpPort() {
      return up().smtpPort;
    },
    get dnsPort() {
      return up().dnsPort;
    },
    get oidcPort() {
      return up().oidcPort;
    },
    get inboundSmtpUrl() {
      return up().inboundSmtpUrl;
    },
    address: (service: ServiceName) => up().address(service),
    get superAdmin() {
      return needs(superAdmin, 'the super admin client');
    },
    get mail() {
      return needs(mail, 'the SMTP peer');
    },
    get dns() {
      return needs(dns, 'the DNS server');
    },
  };
}
