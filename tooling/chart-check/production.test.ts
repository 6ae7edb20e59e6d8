// What a production cluster needs beyond "it renders": gRPC spread over every replica, pods
// that leave load balancers before they stop, restarts when a secret changes, cloud identity,
// zone spreading, traces that name their pod and node, autoscaling idle pods leave alone,
// migrations that need only the database, and a dev loop that does not run hook Jobs.
import { renderChart, byKind, find, type K8sObject } from './manifests';
import { chartValues } from './repo-config';
import { cpuCores } from './sizing';

const components = chartValues().components;
const services = Object.keys(components).filter((name) => components[name]!.role === 'service');
const nodeProcesses = Object.keys(components).filter(
  (name) => components[name]!.role !== 'frontend',
);

interface Container {
  name: string;
  env?: Array<{ name: string; value?: string; valueFrom?: { fieldRef?: { fieldPath: string } } }>;
  lifecycle?: { preStop?: { exec?: { command: string[] } } };
  resources: { requests: { cpu: string } };
}
interface PodTemplate {
  metadata: { annotations?: Record<string, string> };
  spec: {
    containers: Container[];
    terminationGracePeriodSeconds: number;
    topologySpreadConstraints?: Array<{ topologyKey: string; whenUnsatisfiable: string }>;
  };
}
const template = (objects: K8sObject[], name: string) =>
  (find(objects, 'Deployment', `portico-${name}`).spec as { template: PodTemplate }).template;
const configOf = (objects: K8sObject[], name: string) =>
  find(objects, 'ConfigMap', `portico-${name}`).data as Record<string, string>;

const dev = renderChart({ valuesFiles: ['k8s/values/dev.yaml'] });
const prod = renderChart({ valuesFiles: ['k8s/values/prod.yaml'] });
const defaults = renderChart();

test('the chart renders with the default values and with each profile', () => {
  expect([defaults.ok, dev.ok, prod.ok]).toEqual([true, true, true]);
});

test.each(services)('%s has a headless Service, so gRPC clients see every pod', (service) => {
  const spec = find(defaults.objects, 'Service', `portico-${service}`).spec as {
    clusterIP?: string;
  };
  expect(spec.clusterIP).toBe('None');
  // The gateway dials it by that name (grpc-js resolves it with DNS, round_robin over pods).
  expect(configOf(defaults.objects, 'gateway')[`${service.toUpperCase()}_ADDR`]).toBe(
    `portico-${service}:50051`,
  );
});

test.each(['gateway', 'shell'])(
  'the %s Service keeps its virtual IP (HTTP through the ingress)',
  (name) => {
    expect(
      (find(defaults.objects, 'Service', `portico-${name}`).spec as { clusterIP?: string })
        .clusterIP,
    ).toBeUndefined();
  },
);

test.each(nodeProcesses)(
  '%s sleeps before SIGTERM as long as it drains, all within the grace period',
  (name) => {
    for (const { objects } of [defaults, prod]) {
      const pod = template(objects, name);
      const container = pod.spec.containers[0]!;
      const config = configOf(objects, name);
      const drainSeconds = Number(config.SHUTDOWN_DRAIN_MS) / 1000;
      expect(container.lifecycle?.preStop?.exec?.command).toEqual(['sleep', String(drainSeconds)]);
      expect(drainSeconds).toBeGreaterThan(0);
      const graceSeconds = Number(config.SHUTDOWN_GRACE_MS) / 1000;
      expect(drainSeconds * 2 + graceSeconds).toBeLessThanOrEqual(
        pod.spec.terminationGracePeriodSeconds,
      );
    }
  },
);

test('changing a value of the Secret the chart writes rolls the pods that read it', () => {
  const secretValue = (value: string) =>
    renderChart({
      valuesFiles: ['k8s/values/dev.yaml'],
      values: { secrets: { values: { 'identity-database-url': value } } },
    }).objects;
  const before = template(secretValue('postgres://a@postgres/identity'), 'identity');
  const after = template(secretValue('postgres://b@postgres/identity'), 'identity');
  expect(before.metadata.annotations?.['checksum/secret']).toMatch(/^[0-9a-f]{64}$/);
  expect(after.metadata.annotations?.['checksum/secret']).not.toBe(
    before.metadata.annotations?.['checksum/secret'],
  );
});

test("a component's ServiceAccount carries its cloud identity annotation", () => {
  const account = find(prod.objects, 'ServiceAccount', 'portico-content');
  expect(account.metadata.annotations).toEqual({
    'eks.amazonaws.com/role-arn': 'arn:aws:iam::123456789012:role/portico-content',
  });
  expect(
    find(prod.objects, 'ServiceAccount', 'portico-forms').metadata.annotations,
  ).toBeUndefined();
});

test.each(Object.keys(components))('%s spreads its replicas over zones and nodes', (name) => {
  const constraints = template(prod.objects, name).spec.topologySpreadConstraints ?? [];
  expect(constraints.map((constraint) => constraint.topologyKey)).toEqual([
    'topology.kubernetes.io/zone',
    'kubernetes.io/hostname',
  ]);
  // Soft: a single-zone cluster still schedules every pod.
  for (const constraint of constraints) expect(constraint.whenUnsatisfiable).toBe('ScheduleAnyway');
});

test.each(nodeProcesses)('%s exports traces that name its pod, namespace and node', (name) => {
  const env = template(defaults.objects, name).spec.containers[0]!.env ?? [];
  const names = env.map((variable) => variable.name);
  const fieldOf = (variable: string) =>
    env.find((entry) => entry.name === variable)?.valueFrom?.fieldRef?.fieldPath;
  expect(fieldOf('POD_NAME')).toBe('metadata.name');
  expect(fieldOf('POD_NAMESPACE')).toBe('metadata.namespace');
  expect(fieldOf('NODE_NAME')).toBe('spec.nodeName');
  const attributes = env.find((entry) => entry.name === 'OTEL_RESOURCE_ATTRIBUTES');
  expect(attributes?.value).toBe(
    'service.namespace=portico,k8s.pod.name=$(POD_NAME),k8s.namespace.name=$(POD_NAMESPACE),k8s.node.name=$(NODE_NAME)',
  );
  // Kubernetes expands $(VAR) only from variables defined earlier in the list.
  expect(names.indexOf('OTEL_RESOURCE_ATTRIBUTES')).toBeGreaterThan(names.indexOf('NODE_NAME'));
});

test('an idle pod stays well below its HPA target, so autoscaling never fires on noise', () => {
  // What an idle process uses: Node (GC, metrics, trace export, probes) ~30m; nginx ~2m.
  const idleCores = (role: string) => (role === 'frontend' ? 0.005 : 0.05);
  const hpas = byKind(prod.objects, 'HorizontalPodAutoscaler');
  expect(hpas.length).toBeGreaterThan(0);
  for (const hpa of hpas) {
    const name = hpa.metadata.name.replace(/^portico-/, '');
    const spec = hpa.spec as {
      metrics: Array<{ resource: { target: { averageUtilization: number } } }>;
    };
    const target = spec.metrics[0]!.resource.target.averageUtilization / 100;
    const request = cpuCores(
      template(prod.objects, name).spec.containers[0]!.resources.requests.cpu,
    );
    expect({ name, scalesAtCores: request * target }).toEqual({
      name,
      scalesAtCores: expect.any(Number),
    });
    expect(request * target).toBeGreaterThanOrEqual(idleCores(components[name]!.role));
  }
});

test('services reach a managed Kafka over TLS with SASL credentials from the Secret', () => {
  for (const service of services) {
    const config = configOf(prod.objects, service);
    expect(config).toMatchObject({ KAFKA_SSL: 'true', KAFKA_SASL_MECHANISM: 'scram-sha-512' });
    const env = template(prod.objects, service).spec.containers[0]!.env as unknown[];
    expect(env).toContainEqual({
      name: 'KAFKA_SASL_PASSWORD',
      valueFrom: {
        secretKeyRef: { name: 'portico-secrets', key: 'kafka-sasl-password', optional: true },
      },
    });
  }
});

test('a migration hook Job is given no Kafka setting: migrating needs the database only', () => {
  const jobs = byKind(defaults.objects, 'Job');
  expect(jobs.length).toBe(services.length);
  for (const job of jobs) {
    const container = (
      job.spec as { template: { spec: { containers: Array<{ env: Array<{ name: string }> }> } } }
    ).template.spec.containers[0]!;
    expect(
      container.env.map((variable) => variable.name).filter((n) => n.startsWith('KAFKA_')),
    ).toEqual([]);
  }
});

test('the dev profile runs no hook Jobs, so a skaffold redeploy does not run seven migrations', () => {
  expect(byKind(dev.objects, 'Job')).toEqual([]);
});

// Issue 24 item 3, issue 30 item 5: no silent fallbacks in production. The images run with
// NODE_ENV=production, where billing, content and notifications refuse to start without
// Stripe, S3 and SMTP unless a local stand-in is chosen by name; the production profile chooses
// none (the Secret brings the real ones), and the dev profile chooses only what it lacks.
const LOCAL_CHOICES = {
  billing: 'BILLING_PROVIDER',
  content: 'FILE_STORAGE',
  notifications: 'MAIL_DELIVERY',
};
const secretKeyOf = (objects: K8sObject[], component: string, variable: string) => {
  const env = template(objects, component).spec.containers[0]!.env as
    Array<{ name: string; valueFrom?: { secretKeyRef?: { key: string } } }> | undefined;
  return env?.find((e) => e.name === variable)?.valueFrom?.secretKeyRef?.key;
};

test.each(Object.entries(LOCAL_CHOICES))(
  'the production profile runs %s on the real thing from the Secret, never a local stand-in',
  (component, optIn) => {
    expect(configOf(prod.objects, component)[optIn]).toBeUndefined();
    const variable = {
      billing: 'STRIPE_SECRET_KEY',
      content: 'S3_ENDPOINT',
      notifications: 'SMTP_URL',
    }[component]!;
    expect(secretKeyOf(prod.objects, component, variable)).toBeDefined();
  },
);

test('the dev profile chooses the payment sandbox by name, having no Stripe key', () => {
  expect(configOf(dev.objects, 'billing').BILLING_PROVIDER).toBe('sandbox');
  expect(configOf(dev.objects, 'content').FILE_STORAGE).toBeUndefined();
  expect(configOf(dev.objects, 'notifications').MAIL_DELIVERY).toBeUndefined();
});
