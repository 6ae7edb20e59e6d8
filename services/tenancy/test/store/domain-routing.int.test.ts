/**
 * Tenant domains routed and certified through the Kubernetes API, on real PostgreSQL, with the
 * real client library (@kubernetes/client-node) talking to a stand-in API server that speaks
 * the API's wire format (tooling/test-infra/kubernetes-api.ts; no cluster runs here). The
 * stand-in holds the chart's own HTTPRoute and enforces the chart's own Role, both rendered
 * from charts/portico with the production values, so the code's calls and the chart's grant
 * are checked against each other; every object made is validated against the Gateway API and
 * cert-manager schemas.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pino } from 'pino';
import type { Database } from '@portico/kit';
import {
  startKubernetesApi,
  type KubernetesApiDouble,
  type PolicyRule,
  type StoredObject,
} from '../../../../tooling/test-infra/kubernetes-api';
import { find, renderChart } from '../../../../tooling/chart-check/manifests';
import {
  addDomain,
  checkDomainSsl,
  listTenantDomains,
  removeDomain,
} from '../../src/domain/domains';
import { domainRouting, type DomainRouting } from '../../src/domain/domainRouting';
import { kubernetesDomainRoutes, type DomainRoutes } from '../../src/kubernetes/domainRoutes';
import { domainObjectName } from '../../src/kubernetes/domainObjects';
import { markVerified } from '../../src/store/domains';
import { provisionedWorkspace, tenancyTestDatabase } from '../support';

jest.setTimeout(60_000);

const chart = renderChart({ valuesFiles: ['k8s/values/prod.yaml'] });
const role = find(chart.objects, 'Role', 'portico-tenancy-domains') as unknown as {
  rules: PolicyRule[];
};
const chartRoute = find(chart.objects, 'HTTPRoute', 'portico');
const tenancyConfig = find(chart.objects, 'ConfigMap', 'portico-tenancy').data as Record<
  string,
  string
>;

let db: Database;
let close: () => Promise<void>;
let api: KubernetesApiDouble;
let routes: DomainRoutes;
let routing: DomainRouting;
const logger = pino({ level: 'silent' });

beforeAll(async () => {
  ({ db, close } = await tenancyTestDatabase());
  api = await startKubernetesApi({
    namespace: 'portico',
    rules: role.rules,
    user: 'system:serviceaccount:portico:portico-tenancy',
  });
  api.put('httproutes', {
    ...chartRoute,
    metadata: { ...chartRoute.metadata, namespace: 'portico' },
  } as StoredObject);
  routes = await kubernetesDomainRoutes({
    gateway: tenancyConfig.GATEWAY_NAME!,
    route: tenancyConfig.GATEWAY_ROUTE!,
    issuer: {
      name: tenancyConfig.DOMAIN_CERTIFICATE_ISSUER!,
      kind: tenancyConfig.DOMAIN_CERTIFICATE_ISSUER_KIND!,
    },
    kubeconfig: api.kubeconfig,
  });
  routing = domainRouting({ db, routes, logger });
});

afterAll(async () => {
  await routing?.idle();
  await api?.stop();
  await close?.();
});

const owner = (workspace: { tenantId: string; ownerId: string }) => ({
  tenantId: workspace.tenantId,
  actorId: workspace.ownerId,
  actorIsSuperAdmin: false,
});

/** A domain added and verified by a fresh workspace, its routing made as verification does. */
async function verifiedDomain(domain: string) {
  const workspace = await provisionedWorkspace(db, 'Routed');
  // Custom domains are a paid feature; the plan's arrival is billing's event, set here directly.
  await db.query(`UPDATE tenants SET features = '{"custom_domain": true}' WHERE id = $1`, [
    workspace.tenantId,
  ]);
  await addDomain(db, { ...owner(workspace), domain, productDomain: 'portico.example.com' });
  await db.tenantTransaction(workspace.tenantId, (tx) =>
    markVerified(tx, workspace.tenantId, domain, new Date()),
  );
  routing.soon(domain);
  await routing.idle();
  return workspace;
}

/** Validation of objects against their CRD schemas, as the chart checks validate manifests. */
function schemaErrors(objects: StoredObject[]): string[] {
  const output = execFileSync(
    process.execPath,
    [path.join(__dirname, '../../../../tooling/chart-check/validate-manifests.mjs')],
    { input: JSON.stringify(objects), encoding: 'utf8' },
  );
  return (JSON.parse(output) as { kind: string; errors: string[] }[]).flatMap((r) =>
    r.errors.map((e) => `${r.kind}: ${e}`),
  );
}

test('a verified domain gets an HTTPS listener, a route with the portal’s rules and a certificate', async () => {
  const domain = 'portal.acme-routing.test';
  await verifiedDomain(domain);
  const name = domainObjectName('portico', domain);
  const listenerSet = api.get('listenersets', name)!;
  const route = api.get('httproutes', name)!;
  const certificate = api.get('certificates', name)!;
  expect(listenerSet.spec).toEqual({
    parentRef: { group: 'gateway.networking.k8s.io', kind: 'Gateway', name: 'portico' },
    listeners: [
      expect.objectContaining({
        hostname: domain,
        port: 443,
        protocol: 'HTTPS',
        tls: { mode: 'Terminate', certificateRefs: [{ kind: 'Secret', name }] },
      }),
    ],
  });
  expect(route.spec).toEqual({
    parentRefs: [
      { group: 'gateway.networking.k8s.io', kind: 'ListenerSet', name, sectionName: 'https' },
    ],
    hostnames: [domain],
    rules: (chartRoute.spec as { rules: unknown[] }).rules,
  });
  expect(certificate.spec).toEqual({
    secretName: name,
    dnsNames: [domain],
    issuerRef: { group: 'cert-manager.io', kind: 'ClusterIssuer', name: 'letsencrypt-http01' },
  });
  expect(schemaErrors([listenerSet, route, certificate])).toEqual([]);
  // Everything it asked for, the chart's Role granted.
  expect(api.forbidden).toEqual([]);
});

test('the SSL status on the Domains screen comes from the domain’s certificate', async () => {
  const domain = 'portal.acme-status.test';
  const workspace = await verifiedDomain(domain);
  const name = domainObjectName('portico', domain);
  const check = () =>
    checkDomainSsl(db, { ...owner(workspace), domain, probe: routes.certificateStatus });

  // Being issued: pending.
  api.setStatus('certificates', name, {
    conditions: [
      { type: 'Ready', status: 'False', reason: 'DoesNotExist' },
      { type: 'Issuing', status: 'True' },
    ],
  });
  expect(await check()).toMatchObject({ ssl_status: 'pending', ssl_reason: '' });

  // Issuing failed (the domain does not point at the portal yet): failed, in our own words.
  api.setStatus('certificates', name, {
    conditions: [{ type: 'Ready', status: 'False', reason: 'DoesNotExist' }],
    lastFailureTime: new Date().toISOString(),
  });
  const failed = await check();
  expect(failed.ssl_status).toBe('failed');
  expect(failed.ssl_reason).toContain(domain);
  expect(failed.ssl_reason).not.toMatch(/portico/i);

  // Issued: ready with its expiry, as listed on the screen.
  const notAfter = new Date(Date.now() + 89 * 24 * 3600_000);
  api.setStatus('certificates', name, {
    conditions: [{ type: 'Ready', status: 'True', reason: 'Ready' }],
    notAfter: notAfter.toISOString(),
  });
  expect(await check()).toMatchObject({
    ssl_status: 'ready',
    ssl_expires_at: notAfter.toISOString(),
  });
  const listed = await listTenantDomains(db, owner(workspace));
  expect(listed.find((d) => d.domain === domain)).toMatchObject({ ssl_status: 'ready' });
});

test('removing the domain deletes its listener, route and certificate', async () => {
  const domain = 'portal.acme-removed.test';
  const workspace = await verifiedDomain(domain);
  const name = domainObjectName('portico', domain);
  expect(api.get('certificates', name)).toBeDefined();
  await removeDomain(db, { ...owner(workspace), domain });
  routing.forget(domain);
  await routing.idle();
  expect([
    api.get('listenersets', name),
    api.get('httproutes', name),
    api.get('certificates', name),
  ]).toEqual([undefined, undefined, undefined]);
  expect(api.forbidden).toEqual([]);
});

test('a round makes what a failed call left out and deletes what no verified domain owns', async () => {
  const kept = 'portal.acme-kept.test';
  await verifiedDomain(kept);
  const keptName = domainObjectName('portico', kept);
  // The API was away when it was verified: its route is missing.
  await routes.remove(kept);
  // A domain removed while the API was away: its objects are still there.
  await routes.ensure('portal.acme-orphan.test');

  const { ensured, removed } = await routing.round();
  expect(ensured).toContain(kept);
  expect(removed).toEqual(['portal.acme-orphan.test']);
  expect(api.get('httproutes', keptName)).toBeDefined();
  expect(
    api.get('certificates', domainObjectName('portico', 'portal.acme-orphan.test')),
  ).toBeUndefined();
  // A second round finds nothing to do.
  expect(await routing.round()).toEqual({ ensured: [], removed: [] });
});

test('a Role without delete gets a 403 from the API, which the removal reports', async () => {
  const narrow = await startKubernetesApi({
    namespace: 'portico',
    rules: role.rules.map((rule) => ({ ...rule, verbs: rule.verbs.filter((v) => v !== 'delete') })),
  });
  try {
    const narrowRoutes = await kubernetesDomainRoutes({
      gateway: 'portico',
      route: 'portico',
      issuer: { name: 'letsencrypt-http01', kind: 'ClusterIssuer' },
      kubeconfig: narrow.kubeconfig,
    });
    narrow.put('httproutes', {
      ...chartRoute,
      metadata: { ...chartRoute.metadata, namespace: 'portico' },
    } as StoredObject);
    await narrowRoutes.ensure('portal.acme-narrow.test');
    await expect(narrowRoutes.remove('portal.acme-narrow.test')).rejects.toMatchObject({
      code: 403,
    });
    expect(narrow.forbidden).toEqual(['delete httproutes']);
  } finally {
    await narrow.stop();
  }
});
