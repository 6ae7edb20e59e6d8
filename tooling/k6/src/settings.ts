// Where the load goes and as whom, from the environment k6 runs with (the k8s Job sets it).

/** The Gateway's proxy, so the traffic takes the path a browser's takes. */
export const baseUrl =
  __ENV.BASE_URL ?? 'http://portico-proxy.envoy-gateway-system.svc.cluster.local';

/** The portal's host name: the Gateway routes by it. */
export const host = __ENV.PORTAL_HOST ?? 'portico.localtest.me';

/**
 * The load tenant seed.ts creates: an owner and `members` clients, all with one password.
 * Each virtual user signs in as its own member, so the sign-in rate limiter (per account)
 * sees what many people look like, not one account signing in a thousand times.
 */
export const loadTenant = {
  domain: __ENV.LOAD_DOMAIN ?? 'load.portico.test',
  subdomain: __ENV.LOAD_SUBDOMAIN ?? 'load',
  members: Number(__ENV.LOAD_MEMBERS ?? '50'),
  password: __ENV.LOAD_PASSWORD ?? 'load-test horse battery staple',
  /** The role key members are invited with: role2 is the "Client" label of a new tenant. */
  memberRole: __ENV.LOAD_MEMBER_ROLE ?? 'role2',
};

export const ownerEmail = () => `owner@${loadTenant.domain}`;
export const memberEmail = (index: number) => `member-${index}@${loadTenant.domain}`;

/** Where handleSummary writes the run's summary JSON (the Job mounts a volume there). */
export const resultsDir = __ENV.RESULTS_DIR ?? '/results';

/**
 * What "good" means, for every scenario: per-endpoint p95/p99 latency and the error rate.
 * Thresholds are on the endpoint tag, so one slow endpoint cannot hide behind fast ones.
 */
export function thresholds(scale: {
  p95: number;
  p99: number;
  errorRate: number;
}): Record<string, string[]> {
  const endpoints = [
    'auth.login',
    'me',
    'tenant.config',
    'files.list',
    'files.recent',
    'embeds.list',
  ];
  const perEndpoint = Object.fromEntries(
    endpoints.map((endpoint) => [
      `http_req_duration{endpoint:${endpoint}}`,
      [`p(95)<${scale.p95}`, `p(99)<${scale.p99}`],
    ]),
  );
  return {
    ...perEndpoint,
    http_req_failed: [`rate<${scale.errorRate}`],
    checks: [`rate>${1 - scale.errorRate}`],
  };
}

/** The end-of-run summary: k6's full JSON to the results volume, one line to the log. */
export function summaryFiles(scenario: string, data: object): Record<string, string> {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return {
    [`${resultsDir}/${scenario}-${stamp}.json`]: JSON.stringify(data, null, 2),
    stdout: `summary written to ${resultsDir}/${scenario}-${stamp}.json\n`,
  };
}
