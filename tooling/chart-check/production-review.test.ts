// The review of the chart rendered with production values (issue 30), kept as checks: each
// finding that would have broken the first real cluster is a test here, so none comes back.
// The runtime is a supported Node; every pod reaches what it needs where NetworkPolicies are
// enforced; traces reach App Health; the wildcard certificate comes from a DNS-01 issuer and
// each tenant domain gets its own routing and certificate without a deploy; the database
// connections at the autoscalers' maxima fit the server.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { baseImageNames } from '../images/base-images';
import { missingEgress, selectorMatches, type Peer } from './egress';
import { byKind, find, renderChart, renderKustomization, type K8sObject } from './manifests';
import { repoRoot } from './paths';
import { readYaml } from './repo-config';

const PROD = 'k8s/values/prod.yaml';
const prod = renderChart({ valuesFiles: [PROD] });
const dev = renderChart({ valuesFiles: ['k8s/values/dev.yaml'] });
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

interface Values {
  ingress: {
    baseDomain: string;
    tls: {
      enabled: boolean;
      wildcard?: { secretName: string; issuer: { name: string; kind: string; challenge: string } };
      domains?: { issuer: { name: string; kind: string; challenge: string } };
    };
  };
  networkPolicy: {
    database: { port: number; peers: Peer[] };
    otelCollector: { port: number; peers: Peer[] };
  };
  postgresql?: { maxConnections: number; reservedConnections: number };
}
/** The chart's values with a values file over them (maps merged, lists replaced). */
function valuesWith(file: string): Values {
  const merge = (base: unknown, over: unknown): unknown => {
    if (typeof base !== 'object' || base === null || Array.isArray(base)) return over ?? base;
    if (typeof over !== 'object' || over === null || Array.isArray(over)) return over ?? base;
    const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
    for (const [key, value] of Object.entries(over)) out[key] = merge(out[key], value);
    return out;
  };
  return merge(readYaml('charts/portico/values.yaml'), readYaml(file)) as Values;
}
const values = valuesWith(PROD);

test('the chart renders with the production values', () => {
  expect(prod.error).toBe('');
});

describe('a supported runtime', () => {
  test('every image runs Node 24, the current LTS, the release the local base images carry', () => {
    // The local base image is tagged with the Node release it carries (tooling/images).
    const local = /:(\d+\.\d+\.\d+)-/.exec(baseImageNames.node)?.[1];
    for (const dockerfile of ['services/Dockerfile', 'frontends/Dockerfile']) {
      const image = /^ARG NODE_IMAGE=node:(\S+)-bookworm-slim$/m.exec(read(dockerfile))?.[1];
      expect({ dockerfile, image }).toEqual({ dockerfile, image: local });
    }
    expect(local).toMatch(/^24\./);
  });
});

describe('egress where NetworkPolicies are enforced', () => {
  test('every pod may reach what its configuration and code connect to', () => {
    expect(
      missingEgress(prod.objects, {
        releaseNamespace: 'portico',
        database: values.networkPolicy.database,
      }),
    ).toEqual([]);
  });
});

describe('traces reach App Health', () => {
  interface CollectorConfig {
    exporters: Record<string, { endpoint?: string; encoding?: string }>;
    service: { pipelines: Record<string, { exporters: string[] }> };
  }
  const collector = parse(read('k8s/infra/config/otel-collector.yaml')) as CollectorConfig;
  const metricsService = find(dev.objects, 'Service', 'portico-metrics').spec as {
    ports: { name: string; port: number }[];
  };
  const opsPort = metricsService.ports.find((p) => p.name === 'http')!.port;

  test("the collector's trace pipeline exports over OTLP/HTTP to the metrics service's intake", () => {
    const toMetrics = collector.service.pipelines.traces!.exporters.filter((name) =>
      collector.exporters[name]?.endpoint?.startsWith(`http://portico-metrics:${opsPort}`),
    );
    expect(toMetrics).toHaveLength(1);
    expect(toMetrics[0]).toMatch(/^otlphttp(\/|$)/);
  });

  test("the metrics service's policy admits the collector on that port", () => {
    for (const [rendered, file] of [
      [dev, 'k8s/values/dev.yaml'],
      [prod, PROD],
    ] as const) {
      const collectorPeers = valuesWith(file).networkPolicy.otelCollector.peers;
      const policy = find(rendered.objects, 'NetworkPolicy', 'portico-metrics').spec as {
        ingress: { from?: Peer[]; ports?: { port: number }[] }[];
      };
      const fromCollector = policy.ingress.filter(
        (rule) =>
          rule.ports?.some((p) => p.port === opsPort) &&
          rule.from?.some((peer) =>
            collectorPeers.some(
              (collectorPeer) => JSON.stringify(collectorPeer) === JSON.stringify(peer),
            ),
          ),
      );
      expect(fromCollector).toHaveLength(1);
    }
  });
});

describe('TLS for every tenant domain without a deploy', () => {
  const tls = values.ingress.tls;

  test('every wildcard host is requested from an issuer declared to solve DNS-01', () => {
    // Requests for certificates: Certificates, and Ingress TLS entries under an issuer annotation.
    const requests: { hosts: string[]; issuer: string }[] = [
      ...byKind(prod.objects, 'Certificate').map((c) => {
        const spec = c.spec as { dnsNames: string[]; issuerRef: { name: string } };
        return { hosts: spec.dnsNames, issuer: spec.issuerRef.name };
      }),
      ...byKind(prod.objects, 'Ingress').flatMap((ingress) => {
        const issuer = ingress.metadata.annotations?.['cert-manager.io/cluster-issuer'] ?? '';
        const entries = (ingress.spec as { tls?: { hosts: string[] }[] }).tls ?? [];
        return entries.map((entry) => ({ hosts: entry.hosts, issuer }));
      }),
    ];
    const wildcards = requests.filter((r) => r.hosts.some((host) => host.startsWith('*.')));
    expect(wildcards.length).toBeGreaterThan(0);
    const dns01 = tls.wildcard?.issuer.challenge === 'dns01' ? tls.wildcard.issuer.name : undefined;
    for (const request of wildcards)
      expect({ ...request, dns01: request.issuer }).toEqual({ ...request, dns01 });
  });

  test('the portal is routed with the Gateway API, ListenerSets of its namespace allowed', () => {
    expect(byKind(prod.objects, 'Ingress').map((o) => `Ingress/${o.metadata.name}`)).toEqual([]);
    const gateway = find(prod.objects, 'Gateway', 'portico').spec as {
      allowedListeners?: { namespaces?: { from?: string } };
      listeners: { name: string; hostname?: string; port: number }[];
    };
    expect(gateway.allowedListeners?.namespaces?.from).toBe('Same');
    const base = values.ingress.baseDomain;
    expect(gateway.listeners.map((l) => [l.hostname ?? '*', l.port])).toEqual(
      expect.arrayContaining([
        [base, 443],
        [`*.${base}`, 443],
        ['*', 80],
      ]),
    );
    expect(byKind(prod.objects, 'HTTPRoute').length).toBeGreaterThan(0);
  });

  test("tenancy alone may manage domains' listeners, routes and certificates in its namespace", () => {
    const role = find(prod.objects, 'Role', 'portico-tenancy-domains');
    const rules = (
      role as unknown as { rules: { apiGroups: string[]; resources: string[]; verbs: string[] }[] }
    ).rules;
    const granted = rules.flatMap((rule) =>
      rule.resources.map(
        (resource) => `${rule.apiGroups.join()}/${resource}: ${[...rule.verbs].sort().join(' ')}`,
      ),
    );
    expect(granted.sort()).toEqual([
      'cert-manager.io/certificates: create delete get list update',
      'gateway.networking.k8s.io/httproutes: create delete get list update',
      'gateway.networking.k8s.io/listenersets: create delete get list update',
    ]);
    const binding = find(prod.objects, 'RoleBinding', 'portico-tenancy-domains') as unknown as {
      roleRef: { kind: string; name: string };
      subjects: { kind: string; name: string }[];
    };
    expect(binding.roleRef).toMatchObject({ kind: 'Role', name: 'portico-tenancy-domains' });
    expect(binding.subjects).toEqual([
      { kind: 'ServiceAccount', name: 'portico-tenancy', namespace: 'portico' },
    ]);
    // Only tenancy's pods get an API token.
    const withToken = byKind(prod.objects, 'Deployment').filter(
      (d) =>
        (d.spec as { template: { spec: { automountServiceAccountToken?: boolean } } }).template.spec
          .automountServiceAccountToken !== false,
    );
    expect(withToken.map((d) => d.metadata.name)).toEqual(['portico-tenancy']);
    const config = find(prod.objects, 'ConfigMap', 'portico-tenancy').data as Record<
      string,
      string
    >;
    expect(config).toMatchObject({
      GATEWAY_NAME: 'portico',
      DOMAIN_CERTIFICATE_ISSUER: tls.domains?.issuer.name,
    });
    expect(tls.domains?.issuer.challenge).toBe('http01');
    expect(tls.domains?.issuer.name).not.toBe(tls.wildcard?.issuer.name);
  });
});

describe('database connections', () => {
  /** Connections each workload may open at its largest: pods × pool size. */
  function connectionsAtMaximum(objects: K8sObject[]) {
    const hpas = byKind(objects, 'HorizontalPodAutoscaler');
    return objects
      .filter((o) => o.kind === 'Deployment' || o.kind === 'Job')
      .flatMap((workload) => {
        const spec = workload.spec as {
          replicas?: number;
          strategy?: { rollingUpdate?: { maxSurge?: number } };
          template: {
            metadata: { labels: Record<string, string> };
            spec: {
              containers: {
                env?: { name: string; value?: string }[];
                envFrom?: { configMapRef?: { name: string } }[];
              }[];
            };
          };
        };
        const container = spec.template.spec.containers[0]!;
        const fromConfigMap = container.envFrom?.[0]?.configMapRef?.name;
        const env: Record<string, string | undefined> = {
          ...(fromConfigMap
            ? (find(objects, 'ConfigMap', fromConfigMap).data as Record<string, string>)
            : {}),
          ...Object.fromEntries(
            (container.env ?? []).map((e) => [e.name, e.value ?? 'from a Secret']),
          ),
        };
        if (!env.DATABASE_URL) return [];
        // Content's upload locks hold connections of a pool of their own (a serving pod's).
        const locks = workload.kind === 'Job' ? 0 : Number(env.UPLOAD_LOCK_POOL_SIZE ?? 0);
        const pool = Number(env.DB_POOL_SIZE) + locks;
        const hpa = hpas.find(
          (h) =>
            (h.spec as { scaleTargetRef: { name: string } }).scaleTargetRef.name ===
            workload.metadata.name,
        );
        const replicas =
          workload.kind === 'Job'
            ? 1
            : ((hpa?.spec as { maxReplicas: number } | undefined)?.maxReplicas ??
                spec.replicas ??
                1) +
              // A rollout starts a new pod before the old one stops.
              (spec.strategy?.rollingUpdate?.maxSurge ?? 0);
        return [{ name: `${workload.kind} ${workload.metadata.name}`, pool, replicas }];
      });
  }

  test.each([
    ['production', PROD],
    ['local cluster', 'k8s/values/dev.yaml'],
  ])(
    'with the %s values, every pool at every autoscaler maximum (rollouts and migrations included) fits max_connections',
    (_name, file) => {
      const rendered = renderChart({
        valuesFiles: [file],
        values: { migrations: { enabled: true } },
      });
      const workloads = connectionsAtMaximum(rendered.objects);
      expect(workloads.length).toBeGreaterThan(0);
      // Each pool is sized by configuration (DB_POOL_SIZE), not left to a default in code.
      for (const { name, pool } of workloads)
        expect([name, Number.isInteger(pool) && pool > 0]).toEqual([name, true]);
      const total = workloads.reduce((sum, w) => sum + w.pool * w.replicas, 0);
      const { postgresql } = valuesWith(file);
      expect(postgresql?.maxConnections).toBeGreaterThan(0);
      expect(total).toBeLessThanOrEqual(
        postgresql!.maxConnections - postgresql!.reservedConnections,
      );
    },
  );

  test("the local cluster's PostgreSQL allows the max_connections the dev values declare", () => {
    const postgres = find(renderKustomization('k8s/infra').objects, 'StatefulSet', 'postgres');
    const args = (postgres.spec as { template: { spec: { containers: { args: string[] }[] } } })
      .template.spec.containers[0]!.args;
    const declared = readYaml<Partial<Values>>('k8s/values/dev.yaml').postgresql?.maxConnections;
    expect(args).toContain(`max_connections=${declared}`);
  });
});

test('a pod selector the policy check relies on matches the labels it should', () => {
  expect(selectorMatches({ matchLabels: { a: '1' } }, { a: '1', b: '2' })).toBe(true);
  expect(
    selectorMatches(
      { matchExpressions: [{ key: 'a', operator: 'In', values: ['2'] }] },
      { a: '1' },
    ),
  ).toBe(false);
});
