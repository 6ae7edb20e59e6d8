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
  /**
   * Where this worker's stack sends mail: a file that reads emails listens there with a real
   * SMTP peer (`useE2eStack({ mail: true })`, support/prologue.ts). The OS picked it when the
   * stack started (tooling/test-infra/worker-stack.ts).
   */
  smtpPort: number;
  /** Where this worker's stack asks DNS questions (domain verification, webhook hosts). */
  dnsPort: number;
  /**
   * Where this worker's stack looks for Google (OAUTH_GOOGLE_ISSUER): a file that signs in with
   * a provider starts an OpenID Connect stand-in there (tooling/test-infra/providerStandIns.ts,
   * `startOidcStandIn({ port: env.oidcPort, ... })`). Nothing else uses it: the stack offers no
   * provider until a super admin stores a client for it.
   */
  oidcPort: number;
  /** Messaging's inbound mail listener (replies by email), smtp://127.0.0.1:<port>. */
  inboundSmtpUrl: string;
  /** One service's gRPC address, e.g. `address('identity')`. */
  address(service: ServiceName): string;
}

/** This jest worker's stack (started by the first file that asks). */
export async function useTestStack(): Promise<TestStack> {
  const stack = await workerStack({
    peers: { smtp: 'tcp', dns: 'udp', oidc: 'tcp' },
    env: (ports) => ({
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
      DNS_RESOLVER: `127.0.0.1:${ports.dns}`,
      WEBHOOK_DNS_SERVERS: `127.0.0.1:${ports.dns}`,
      SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
      // Webhook receivers in the tests listen on 127.0.0.3, the one internal address they may
      // reach; every other internal address stays refused (webhooks.e2e.test.ts).
      WEBHOOK_ALLOWED_NETWORKS: '127.0.0.3/32',
      // Unread messages are emailed 2 s after they were sent rather than 5 minutes, so the
      // email loop runs end to end (messages-email-loop.e2e.test.ts).
      MESSAGE_EMAIL_DELAY_SECONDS: '2',
      OAUTH_GOOGLE_ISSUER: `http://127.0.0.1:${ports.oidc}`,
    }),
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
    smtpPort: stack.peerPorts.smtp,
    dnsPort: stack.peerPorts.dns,
    oidcPort: stack.peerPorts.oidc,
    inboundSmtpUrl: stack.inboundSmtpUrl,
    address(service) {
      const found = addresses[`${service.toUpperCase()}_ADDR`];
      if (!found) throw new Error(`the test stack has no address for ${service}`);
      return found;
    },
  };
}
