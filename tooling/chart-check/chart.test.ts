// The Helm chart, rendered as each skaffold profile deploys it, holds up: it lints, every
// object is valid Kubernetes, and every component ships with what production needs.
import { lintChart, renderChart, byKind, find, type K8sObject } from './manifests';
import { chartValues, profileValuesFiles, readYaml, type SkaffoldConfig } from './repo-config';
import { schemaProblems } from './schema-validation';
import { workloadProblems } from './workload-policy';

const skaffold = readYaml<SkaffoldConfig>('skaffold.yaml');
const valueSets = [
  { name: 'default values', valuesFiles: [] as string[] },
  ...profileValuesFiles(skaffold).map((p) => ({
    name: `profile ${p.profile}`,
    valuesFiles: p.valuesFiles,
  })),
];
const components = chartValues().components;
const services = Object.keys(components).filter((name) => components[name]!.role === 'service');

type Container = {
  name: string;
  readinessProbe?: Record<string, unknown>;
  livenessProbe?: Record<string, unknown>;
  env?: unknown[];
};
const podSpec = (deployment: K8sObject) =>
  (
    deployment.spec as {
      template: {
        metadata: { annotations?: Record<string, string> };
        spec: { containers: Container[] };
      };
    }
  ).template;

test('skaffold deploys the chart with a values file in both the dev and the prod profile', () => {
  expect(valueSets.map((v) => v.name)).toEqual(['default values', 'profile dev', 'profile prod']);
});

describe.each(valueSets)('with $name', ({ valuesFiles }) => {
  const rendered = renderChart({ valuesFiles });

  test('helm lint --strict passes', () => {
    const lint = lintChart({ valuesFiles });
    expect(lint.output).toContain('0 chart(s) failed');
    expect(lint.ok).toBe(true);
  });

  test('helm template renders', () => {
    expect(rendered.error).toBe('');
    expect(rendered.ok).toBe(true);
  });

  test('every rendered manifest is valid against the Kubernetes API schemas', () => {
    expect(rendered.objects.length).toBeGreaterThan(0);
    expect(schemaProblems(rendered.objects)).toEqual([]);
  });

  test('every component has probes, requests and limits, runs non-root and hardened, and has a PDB', () => {
    expect(
      workloadProblems(rendered.objects, {
        readOnlyRootFilesystem: true,
        podDisruptionBudgets: true,
      }),
    ).toEqual([]);
  });

  test('every component gets a Deployment, Service, ServiceAccount and PodDisruptionBudget', () => {
    for (const kind of ['Deployment', 'Service', 'ServiceAccount', 'PodDisruptionBudget']) {
      // A port reached from outside the cluster (exposedPorts) adds a Service of its own.
      const exposed =
        kind === 'Service'
          ? Object.entries(components).flatMap(([name, c]) =>
              Object.keys(c.exposedPorts ?? {}).map((port) => `portico-${name}-${port}`),
            )
          : [];
      expect(
        byKind(rendered.objects, kind)
          .map((o) => o.metadata.name)
          .sort(),
      ).toEqual([...Object.keys(components).map((name) => `portico-${name}`), ...exposed].sort());
    }
  });
});

describe('with the default values', () => {
  const { objects } = renderChart();

  test.each(services)(
    '%s is probed natively over gRPC for readiness and scraped on its ops port',
    (service) => {
      const template = podSpec(find(objects, 'Deployment', `portico-${service}`));
      const container = template.spec.containers[0]!;
      expect(container.readinessProbe).toMatchObject({ grpc: { port: 50051 } });
      expect(container.livenessProbe).toMatchObject({
        httpGet: { path: '/healthz', port: 'http' },
      });
      expect(template.metadata.annotations).toMatchObject({
        'prometheus.io/scrape': 'true',
        'prometheus.io/port': '9464',
      });
    },
  );

  test('the gateway is probed over HTTP on /readyz and /healthz', () => {
    const container = podSpec(find(objects, 'Deployment', 'portico-gateway')).spec.containers[0]!;
    expect(container.readinessProbe).toMatchObject({ httpGet: { path: '/readyz', port: 'http' } });
    expect(container.livenessProbe).toMatchObject({ httpGet: { path: '/healthz', port: 'http' } });
  });

  test("the gateway's ConfigMap names every service's address as <release>-<service>:50051", () => {
    const data = find(objects, 'ConfigMap', 'portico-gateway').data as Record<string, string>;
    for (const service of services)
      expect(data[`${service.toUpperCase()}_ADDR`]).toBe(`portico-${service}:50051`);
    expect(data).toMatchObject({
      REMOTE_LANDING_URL: '/remotes/landing/remoteEntry.js',
      REMOTE_TENANT_APP_URL: '/remotes/tenant-app/remoteEntry.js',
      REMOTE_SUPER_CONSOLE_URL: '/remotes/super-console/remoteEntry.js',
    });
  });

  test('each service reads its database URL from the Secret, never from the ConfigMap', () => {
    for (const service of services) {
      const container = podSpec(find(objects, 'Deployment', `portico-${service}`)).spec
        .containers[0]!;
      expect(container.env).toContainEqual({
        name: 'DATABASE_URL',
        valueFrom: { secretKeyRef: { name: 'portico-secrets', key: `${service}-database-url` } },
      });
      expect(find(objects, 'ConfigMap', `portico-${service}`).data).not.toHaveProperty(
        'DATABASE_URL',
      );
    }
  });

  test('only the gateway may reach a service over gRPC, and Prometheus its metrics port', () => {
    const policy = find(objects, 'NetworkPolicy', 'portico-forms').spec as {
      ingress: { from: unknown[]; ports: { port: number }[] }[];
    };
    expect(policy.ingress).toEqual([
      {
        from: [
          {
            podSelector: {
              matchExpressions: [
                { key: 'app.kubernetes.io/instance', operator: 'In', values: ['portico'] },
                { key: 'app.kubernetes.io/component', operator: 'In', values: ['gateway'] },
              ],
            },
          },
        ],
        ports: [{ port: 50051, protocol: 'TCP' }],
      },
      {
        from: [{ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'prometheus' } } }],
        ports: [{ port: 9464, protocol: 'TCP' }],
      },
    ]);
  });

  test("a service's egress reaches PostgreSQL but the gateway's does not", () => {
    const egressPorts = (name: string) =>
      (
        (find(objects, 'NetworkPolicy', name).spec as { egress: { ports?: { port: number }[] }[] })
          .egress ?? []
      ).flatMap((rule) => (rule.ports ?? []).map((p) => p.port));
    expect(egressPorts('portico-billing')).toContain(5432);
    expect(egressPorts('portico-gateway')).not.toContain(5432);
    expect(egressPorts('portico-gateway')).toContain(50051);
  });

  test('the HTTPRoute serves every path on any host through the Gateway, which listens on port 80', () => {
    const route = find(objects, 'HTTPRoute', 'portico').spec as {
      parentRefs: { name: string }[];
      hostnames?: string[];
      rules: {
        matches: { path: { type: string; value: string } }[];
        backendRefs: { name: string }[];
      }[];
    };
    expect(route.parentRefs).toEqual([{ name: 'portico' }]);
    // No hostnames: the portal, every tenant subdomain and tenants' own domains (catchAll).
    expect(route.hostnames).toBeUndefined();
    expect(
      Object.fromEntries(
        route.rules.map((r) => [r.matches[0]!.path.value, r.backendRefs[0]!.name]),
      ),
    ).toEqual({
      '/api': 'portico-gateway',
      '/remotes/landing': 'portico-landing',
      '/remotes/super-console': 'portico-super-console',
      '/remotes/tenant-app': 'portico-tenant-app',
      '/': 'portico-shell',
    });
    const gateway = find(objects, 'Gateway', 'portico').spec as {
      gatewayClassName: string;
      listeners: { name: string; port: number; hostname?: string }[];
    };
    expect(gateway.listeners).toEqual([
      { name: 'http', protocol: 'HTTP', port: 80, allowedRoutes: { namespaces: { from: 'Same' } } },
    ]);
  });

  test('without TLS, tenancy manages no domains: no Role, and no component gets an API token', () => {
    expect(byKind(objects, 'Role')).toEqual([]);
    for (const deployment of byKind(objects, 'Deployment'))
      expect(
        (deployment.spec as { template: { spec: { automountServiceAccountToken: boolean } } })
          .template.spec.automountServiceAccountToken,
      ).toBe(false);
    expect(find(objects, 'ConfigMap', 'portico-tenancy').data).not.toHaveProperty('GATEWAY_NAME');
  });

  test('a pre-upgrade hook migrates each service with --migrate-only', () => {
    const jobs = byKind(objects, 'Job');
    expect(jobs.map((j) => j.metadata.name).sort()).toEqual(
      services.map((s) => `portico-${s}-migrate`).sort(),
    );
    for (const job of jobs) {
      expect(job.metadata.annotations?.['helm.sh/hook']).toBe('pre-upgrade');
      const container = (job.spec as { template: { spec: { containers: { args: string[] }[] } } })
        .template.spec.containers[0]!;
      expect(container.args).toEqual(['node', 'dist/main.js', '--migrate-only']);
    }
  });

  test('a named existing Secret is used as is: the chart renders none of its own', () => {
    expect(byKind(objects, 'Secret')).toEqual([]);
  });
});

describe('values layering', () => {
  test('env given for one component adds to the shared env instead of replacing it', () => {
    const { objects } = renderChart({
      values: { components: { identity: { env: { PASSWORD_MIN_LENGTH: '12' } } } },
    });
    expect(find(objects, 'ConfigMap', 'portico-identity').data).toMatchObject({
      PASSWORD_MIN_LENGTH: '12',
      // from the role
      KAFKA_BROKERS: 'kafka:9092',
      // from the defaults
      LOG_LEVEL: 'info',
      GRPC_PORT: '50051',
      OTEL_SERVICE_NAME: 'identity',
    });
    expect(find(objects, 'ConfigMap', 'portico-tenancy').data).not.toHaveProperty(
      'PASSWORD_MIN_LENGTH',
    );
  });

  test('env values may be templates: the portal domain reaches tenancy and the gateway', () => {
    const { objects } = renderChart({
      values: { ingress: { baseDomain: 'portal.acme.test', tls: { enabled: true } } },
    });
    expect(find(objects, 'ConfigMap', 'portico-tenancy').data).toMatchObject({
      PRODUCT_DOMAIN: 'portal.acme.test',
    });
    expect(find(objects, 'ConfigMap', 'portico-gateway').data).toMatchObject({
      PUBLIC_URL: 'https://portal.acme.test',
    });
  });

  test('a component can switch off what its role switches on', () => {
    const { objects } = renderChart({
      values: { components: { metrics: { metrics: { enabled: false } } } },
    });
    expect(
      podSpec(find(objects, 'Deployment', 'portico-metrics')).metadata.annotations,
    ).not.toHaveProperty(['prometheus.io/scrape']);
    expect(
      podSpec(find(objects, 'Deployment', 'portico-forms')).metadata.annotations,
    ).toHaveProperty(['prometheus.io/scrape'], 'true');
  });

  test('with autoscaling on, a component gets an HPA and the Deployment leaves replicas to it', () => {
    const { objects } = renderChart({
      values: { components: { gateway: { autoscaling: { enabled: true } } } },
    });
    expect(find(objects, 'HorizontalPodAutoscaler', 'portico-gateway').spec).toMatchObject({
      minReplicas: 2,
      maxReplicas: 6,
    });
    expect(find(objects, 'Deployment', 'portico-gateway').spec).not.toHaveProperty('replicas');
  });

  test('with TLS, the portal’s hosts get HTTPS listeners with the wildcard certificate and plain HTTP is redirected', () => {
    const { objects } = renderChart({
      values: {
        ingress: {
          catchAll: false,
          tls: {
            enabled: true,
            wildcard: {
              secretName: 'acme-tls',
              issuer: { name: 'dns', kind: 'ClusterIssuer', challenge: 'dns01' },
            },
          },
        },
      },
    });
    const gateway = find(objects, 'Gateway', 'portico').spec as {
      listeners: {
        name: string;
        hostname?: string;
        port: number;
        tls?: { certificateRefs: { name: string }[] };
      }[];
    };
    expect(
      gateway.listeners.map((l) => [l.name, l.hostname, l.port, l.tls?.certificateRefs[0]?.name]),
    ).toEqual([
      ['http', undefined, 80, undefined],
      ['https', 'portico.example.com', 443, 'acme-tls'],
      ['https-tenants', '*.portico.example.com', 443, 'acme-tls'],
    ]);
    expect(
      (find(objects, 'HTTPRoute', 'portico').spec as { hostnames: string[] }).hostnames,
    ).toEqual(['portico.example.com', '*.portico.example.com']);
    const redirect = find(objects, 'HTTPRoute', 'portico-https-redirect').spec as {
      parentRefs: { sectionName: string }[];
      rules: { filters: { requestRedirect: { scheme: string } }[] }[];
    };
    expect(redirect.parentRefs[0]!.sectionName).toBe('http');
    expect(redirect.rules[0]!.filters[0]!.requestRedirect.scheme).toBe('https');
    expect(find(objects, 'Certificate', 'portico-wildcard').spec).toMatchObject({
      secretName: 'acme-tls',
      dnsNames: ['portico.example.com', '*.portico.example.com'],
      issuerRef: { name: 'dns' },
    });
    // No domains issuer: tenancy does not manage domains.
    expect(byKind(objects, 'Role')).toEqual([]);
  });

  test('a wildcard issuer declared for HTTP-01 is refused, naming the field', () => {
    const rendered = renderChart({
      values: { ingress: { tls: { wildcard: { issuer: { challenge: 'http01' } } } } },
    });
    expect(rendered.ok).toBe(false);
    expect(rendered.error).toContain('ingress.tls.wildcard.issuer.challenge');
  });
});

describe('secrets', () => {
  test('without an existing Secret the chart creates one from the values', () => {
    const { objects, error } = renderChart({ valuesFiles: ['k8s/values/dev.yaml'] });
    expect(error).toBe('');
    const secret = find(objects, 'Secret', 'portico-secrets').stringData as Record<string, string>;
    expect(secret['identity-database-url']).toBe(
      'postgres://identity:identity-dev@postgres:5432/identity',
    );
    expect(secret['super-admin-email']).toBe('admin@portico.localtest.me');
  });

  test('optional keys are referenced as optional, so their absence leaves the variable unset', () => {
    const { objects } = renderChart({ valuesFiles: ['k8s/values/dev.yaml'] });
    const container = podSpec(find(objects, 'Deployment', 'portico-billing')).spec.containers[0]!;
    expect(container.env).toContainEqual({
      name: 'STRIPE_SECRET_KEY',
      valueFrom: {
        secretKeyRef: { name: 'portico-secrets', key: 'stripe-secret-key', optional: true },
      },
    });
    expect(find(objects, 'Secret', 'portico-secrets').stringData).not.toHaveProperty(
      'stripe-secret-key',
    );
  });

  test('without an existing Secret, a missing key stops the render and is named', () => {
    const rendered = renderChart({
      values: {
        secrets: { existingSecret: '', values: { 'tenancy-database-url': 'postgres://x' } },
      },
    });
    expect(rendered.ok).toBe(false);
    const missing = /secrets\.values lacks (.*), named in/.exec(rendered.error)?.[1]?.split(', ');
    expect(missing).toContain('identity-database-url');
    expect(missing).toContain('forms-database-url');
    // Optional keys select an embedded default when absent (billing's sandbox).
    expect(missing).not.toContain('stripe-secret-key');
    expect(missing).not.toContain('super-admin-password');
    expect(missing).not.toContain('tenancy-database-url');
  });
});
