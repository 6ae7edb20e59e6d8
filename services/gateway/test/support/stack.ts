/**
 * The whole product for the e2e tests: every service on its own PostgreSQL database from the
 * harness, events through a Kafka-protocol broker of its own, the gateway in front. One stack
 * serves every e2e file a jest worker runs (tooling/test-infra/worker-stack.ts), so a file
 * must never assume it is alone on it: it makes its own workspaces and users
 * (support/journeys.ts), and looks only for the events of those.
 */
import { internalSigningKey, useInternalTokenSigner, type ServiceName } from '@portico/kit';
import { workerStack } from '../../../../tooling/test-infra/worker-stack';

export const SUPER_ADMIN = { email: 'super@portico.test', password: 'super-admin-secret' };
export const PUBLIC_URL = 'http://portal.portico.test';
/**
 * Where this jest worker's DNS server answers (UDP, loopback), when a file runs one: the domain
 * tests' TXT records, the attack suite's names that resolve inward. One port per worker.
 */
export const TEST_DNS_PORT = 53_535 + Number(process.env.JEST_WORKER_ID ?? '1');
/**
 * Where this jest worker's stack sends mail: an e2e file that reads emails listens there with
 * a real SMTP peer (tooling/test-infra/smtp.ts, `startSmtpPeer(TEST_SMTP_PORT)`).
 * One port per worker, as each worker runs its own stack.
 */
export const TEST_SMTP_PORT = 52_525 + Number(process.env.JEST_WORKER_ID ?? '1');

/**
 * Where this worker's stack looks for Google (OAUTH_GOOGLE_ISSUER): a file that signs in with
 * a provider starts an OpenID Connect stand-in here (tooling/test-infra/providerStandIns.ts,
 * `startOidcStandIn({ port: TEST_OIDC_PORT, ... })`). Nothing else uses it: the stack offers no
 * provider until a super admin stores a client for it.
 */
export const TEST_OIDC_PORT = 54_460 + Number(process.env.JEST_WORKER_ID ?? '1');

export interface TestStack {
  url: string;
  /** The stack's broker, for tests that read what the services published. */
  kafkaBrokers: string;
  /** Its DATA_DIR: per-installation secrets (billing's sandbox webhook secret) are kept there. */
  dataDir: string;
  /** The gateway's service addresses (IDENTITY_ADDR, ...), for tests that call a service. */
  addresses: Record<string, string>;
  /** The stack's process (gateway and services), for tests that watch its memory. */
  pid: number;
  /**
   * The gateway's signing key (PEM): a second gateway replica gets it as
   * INTERNAL_TOKEN_PRIVATE_KEY. This test process signs with it too, so a test calling a
   * service directly as a user passes the services' check as the gateway would.
   */
  internalTokenPrivateKey: string;
  /** The admin command's key (PEM): OPERATOR_TOKEN_PRIVATE_KEY for tooling/admin calls. */
  operatorTokenPrivateKey: string;
  /**
   * The services' key (PEM): a test calling a service-only method (ListTenantAdmins) gives it
   * to its client (`serviceKey`) to sign as a service would. This process does not sign with
   * it otherwise: its caller-less calls carry the gateway's anonymous token, as sign-in does.
   */
  serviceTokenPrivateKey: string;
  /** Messaging's inbound mail listener (replies by email), smtp://127.0.0.1:<port>. */
  inboundSmtpUrl: string;
  /** One service's gRPC address, e.g. `address('identity')`. */
  address(service: ServiceName): string;
}

/** This jest worker's stack (started by the first file that asks). */
export async function useTestStack(): Promise<TestStack> {
  const stack = await workerStack({
    env: {
      SUPER_ADMIN_EMAIL: SUPER_ADMIN.email,
      SUPER_ADMIN_PASSWORD: SUPER_ADMIN.password,
      PUBLIC_URL,
      // Clients send x-forwarded-for, so per-address rate limits see one address per browser.
      TRUST_PROXY: '1',
      // Room for the 300 MB upload test (the product's default stays 100 MB); embed framing
      // checks give up sooner than in production, so a create does not wait on the network.
      UPLOAD_MAX_BYTES: String(400 * 1024 * 1024),
      EMBED_CHECK_TIMEOUT_MS: '1500',
      // Domain verification and webhooks' SSRF check ask the tests' own DNS server
      // (tooling/test-infra/dns.ts); with none running, a name does not resolve.
      DNS_RESOLVER: `127.0.0.1:${TEST_DNS_PORT}`,
      WEBHOOK_DNS_SERVERS: `127.0.0.1:${TEST_DNS_PORT}`,
      SMTP_URL: `smtp://127.0.0.1:${TEST_SMTP_PORT}`,
      // Webhook receivers in the tests listen on 127.0.0.3, the one internal address they may
      // reach; every other internal address stays refused (webhooks.e2e.test.ts).
      WEBHOOK_ALLOWED_NETWORKS: '127.0.0.3/32',
      // Unread messages are emailed 2 s after they were sent rather than 5 minutes, so the
      // email loop runs end to end (messages-email-loop.e2e.test.ts).
      MESSAGE_EMAIL_DELAY_SECONDS: '2',
      OAUTH_GOOGLE_ISSUER: `http://127.0.0.1:${TEST_OIDC_PORT}`,
    },
  });
  const { url, kafkaBrokers, dataDir, addresses, pid } = stack;
  useInternalTokenSigner(internalSigningKey(stack.internalTokenPrivateKey));
  return {
    url,
    kafkaBrokers,
    dataDir,
    addresses,
    pid,
    internalTokenPrivateKey: stack.internalTokenPrivateKey,
    operatorTokenPrivateKey: stack.operatorTokenPrivateKey,
    serviceTokenPrivateKey: stack.serviceTokenPrivateKey,
    inboundSmtpUrl: stack.inboundSmtpUrl,
    address(service) {
      const found = addresses[`${service.toUpperCase()}_ADDR`];
      if (!found) throw new Error(`the test stack has no address for ${service}`);
      return found;
    },
  };
}
