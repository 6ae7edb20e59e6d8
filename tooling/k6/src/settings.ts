// Where the load goes and as whom, from the environment k6 runs with (the k8s Job sets it).

/** The ingress controller, so the traffic takes the path a browser's takes. */
export const baseUrl =
  __ENV.BASE_URL ?? 'http://ingress-nginx-controller.ingress-nginx.svc.cluster.local';

/** The portal's host name: the Ingress routes by it. */
export const host = __ENV.PORTAL_HOST ?? 'portico.localtest.me';

/** A user with at least one membership; defaults to the local cluster's super admin. */
export const credentials = {
  email: __ENV.LOAD_EMAIL ?? 'admin@portico.localtest.me',
  password: __ENV.LOAD_PASSWORD ?? 'portico-dev-admin',
};

/** A published form the user may answer; without one the form journey is left out. */
export const formId = __ENV.LOAD_FORM_ID ?? '';

/**
 * What "good" means, for every scenario: per-endpoint p95/p99 latency and the error rate.
 * Thresholds are on the endpoint tag, so one slow endpoint cannot hide behind fast ones.
 */
export function thresholds(scale: {
  p95: number;
  p99: number;
  errorRate: number;
}): Record<string, string[]> {
  const endpoints = ['auth.login', 'me', 'files.list', 'forms.respond'];
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
