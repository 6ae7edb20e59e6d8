// The local cluster's infrastructure (k8s/infra) is valid, wired to what the chart's dev
// values expect, and the whole stack fits the kind node it is sized for.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';
import { TOPICS } from '@portico/proto';
import { byKind, find, renderChart, renderKustomization, type K8sObject } from './manifests';
import { k8sDir } from './paths';
import { chartValues, readYaml } from './repo-config';
import { schemaProblems } from './schema-validation';
import { addFootprints, footprint, type Footprint } from './sizing';
import { workloadProblems } from './workload-policy';

const infra = renderKustomization('k8s/infra');
const components = chartValues().components;
const services = Object.keys(components).filter((name) => components[name]!.role === 'service');
const app = renderChart({ valuesFiles: ['k8s/values/dev.yaml'] });
const devSecrets = find(app.objects, 'Secret', 'portico-secrets').stringData as Record<
  string,
  string
>;
const configOf = (component: string) =>
  find(app.objects, 'ConfigMap', `portico-${component}`).data as Record<string, string>;
const containerOf = (object: K8sObject) =>
  (
    object.spec as {
      template: {
        spec: { containers: { env?: { name: string; value?: string }[]; command?: string[] }[] };
      };
    }
  ).template.spec.containers[0]!;
const servicePort = (name: string) =>
  (find(infra.objects, 'Service', name).spec as { ports: { port: number }[] }).ports.map(
    (p) => p.port,
  );

test('kustomize renders the infrastructure into namespace portico', () => {
  expect(infra.error).toBe('');
  const namespaced = infra.objects.filter(
    (o) => !['Namespace', 'ClusterRole', 'ClusterRoleBinding'].includes(o.kind),
  );
  expect(namespaced.every((o) => o.metadata.namespace === 'portico')).toBe(true);
});

test('every infrastructure manifest is valid against the Kubernetes API schemas', () => {
  expect(schemaProblems(infra.objects)).toEqual([]);
});

test('every infrastructure workload has probes and resources and runs as non-root without privileges', () => {
  expect(
    workloadProblems(infra.objects, { readOnlyRootFilesystem: false, podDisruptionBudgets: false }),
  ).toEqual([]);
});

test('Kafka runs in KRaft mode as a single node with topic auto-creation off', () => {
  const env = Object.fromEntries(
    containerOf(find(infra.objects, 'StatefulSet', 'kafka')).env!.map((e) => [e.name, e.value]),
  );
  expect(env.KAFKA_PROCESS_ROLES).toBe('broker,controller');
  expect(env.KAFKA_CONTROLLER_QUORUM_VOTERS).toBe('1@localhost:9093');
  expect(env.KAFKA_AUTO_CREATE_TOPICS_ENABLE).toBe('false');
  expect(env.KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR).toBe('1');
});

test('the topics Job creates exactly the topics the services publish (proto/src/topics.ts)', () => {
  const job = containerOf(find(infra.objects, 'Job', 'kafka-topics'));
  const topics = job
    .env!.find((e) => e.name === 'TOPICS')!
    .value!.split(/\s+/)
    .filter(Boolean);
  expect(topics.sort()).toEqual(Object.values(TOPICS).sort());
  expect(job.command!.join(' ')).toContain('--if-not-exists');
});

test('PostgreSQL has a database and a role for each service, with the password the dev values use', () => {
  const init = readFileSync(path.join(k8sDir, 'infra', 'config', 'postgres-init.sql'), 'utf8');
  const databaseUrls = Object.entries(devSecrets).filter(([key]) => key.endsWith('-database-url'));
  expect(databaseUrls.map(([key]) => key.replace(/-database-url$/, '')).sort()).toEqual(
    [...services].sort(),
  );
  for (const [key, value] of databaseUrls) {
    const url = new URL(value);
    const service = key.replace(/-database-url$/, '');
    expect(url.hostname).toBe('postgres');
    expect(Number(url.port)).toBe(servicePort('postgres')[0]);
    expect(url.username).toBe(service);
    expect(url.password).toBe(`${service}-dev`);
    expect(url.pathname).toBe(`/${service}`);
    expect(init).toContain(`CREATE DATABASE ${service} OWNER ${service};`);
    expect(init).toContain(`GRANT CONNECT ON DATABASE ${service} TO ${service};`);
  }
  const roles = /string_to_array\('([^']+)', ' '\)/.exec(init)?.[1]?.split(' ');
  expect(roles?.sort()).toEqual([...services].sort());
  expect(init).toMatch(/REVOKE CONNECT, TEMPORARY ON DATABASE .* FROM PUBLIC;/);
});

test("the dev values point every service at the infrastructure's Services and ports", () => {
  for (const service of services) {
    const config = configOf(service);
    expect(config.KAFKA_BROKERS).toBe(`kafka:${servicePort('kafka')[0]}`);
    expect(config.OTEL_EXPORTER_OTLP_ENDPOINT).toBe(
      `http://otel-collector:${servicePort('otel-collector')[1]}`,
    );
  }
  expect(configOf('metrics').PROMETHEUS_URL).toBe(
    `http://prometheus:${servicePort('prometheus')[0]}`,
  );
  expect(devSecrets['smtp-url']).toBe(`smtp://mailpit:${servicePort('mailpit')[0]}`);
  expect(devSecrets['s3-endpoint']).toBe(`http://minio:${servicePort('minio')[0]}`);
});

test('only pods that own a database may reach PostgreSQL, and the chart labels exactly those', () => {
  const policy = find(infra.objects, 'NetworkPolicy', 'postgres').spec as {
    ingress: { from: { podSelector: { matchExpressions: { key: string }[] } }[] }[];
  };
  expect(policy.ingress[0]!.from[0]!.podSelector.matchExpressions[0]!.key).toBe(
    'portico.io/database',
  );
  const labelled = byKind(app.objects, 'Deployment').filter(
    (d) =>
      (d.spec as { template: { metadata: { labels: Record<string, string> } } }).template.metadata
        .labels['portico.io/database'],
  );
  expect(labelled.map((d) => d.metadata.name).sort()).toEqual(
    services.map((s) => `portico-${s}`).sort(),
  );
});

test('the App Health dashboard is a labelled ConfigMap whose every query is valid PromQL', () => {
  const configMap = infra.objects.find(
    (o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith('portico-app-health-dashboard'),
  )!;
  expect(configMap.metadata.labels).toMatchObject({ grafana_dashboard: '1' });
  const dashboard = JSON.parse((configMap.data as Record<string, string>)['app-health.json']!) as {
    panels: { title: string; targets: { expr: string }[] }[];
  };
  const rules = dashboard.panels.flatMap((panel, p) =>
    panel.targets.map((t, i) => ({ record: `dashboard:panel_${p}_${i}`, expr: t.expr })),
  );
  expect(rules.length).toBeGreaterThanOrEqual(8);
  const dir = mkdtempSync(path.join(tmpdir(), 'portico-promql-'));
  try {
    const file = path.join(dir, 'rules.yml');
    writeFileSync(file, stringify({ groups: [{ name: 'app-health-dashboard', rules }] }));
    // promtool comes with Debian's prometheus package, which `make test` installs.
    expect(execFileSync('promtool', ['check', 'rules', file], { encoding: 'utf8' })).toContain(
      'SUCCESS',
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('sizing', () => {
  const GiB = 2 ** 30;
  // What kind's control plane and kube-system reserve on the node (kube-apiserver 250m,
  // controller-manager 200m, scheduler 100m, etcd 100m/100Mi, CoreDNS 2 × 100m/70Mi,
  // kindnet 100m/50Mi, local-path), rounded up.
  const kubeSystem: Footprint = {
    cpuRequests: 1.0,
    memoryRequests: 0.5 * GiB,
    cpuLimits: 0,
    memoryLimits: 1 * GiB,
  };
  // The Gateway's proxy (its shape in the EnvoyProxy) and Envoy Gateway's controller.
  const gatewayImplementation = (() => {
    const proxy = (
      find(infra.objects, 'EnvoyProxy', 'portico-kind').spec as {
        provider: { kubernetes: { envoyDeployment: { container: { resources: object } } } };
      }
    ).provider.kubernetes.envoyDeployment.container.resources;
    const controller = readYaml<{ deployment: { envoyGateway: { resources: object } } }>(
      'k8s/envoy-gateway/values.yaml',
    ).deployment.envoyGateway.resources;
    const deployment = (name: string, resources: object): K8sObject => ({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name },
      spec: { replicas: 1, template: { spec: { containers: [{ name, resources }] } } },
    });
    return footprint([deployment('envoy', proxy), deployment('envoy-gateway', controller)]);
  })();
  const total = addFootprints(
    footprint(app.objects),
    footprint(infra.objects),
    gatewayImplementation,
    kubeSystem,
  );

  test('everything requested fits in 4 CPUs and 8 GiB with room for a rollout surge', () => {
    expect(total.cpuRequests).toBeLessThanOrEqual(4 * 0.75);
    expect(total.memoryRequests).toBeLessThanOrEqual(8 * GiB * 0.6);
  });

  test('every pod at its memory limit at once still fits in 8 GiB, so nothing is OOM-killed by the node', () => {
    expect(total.memoryLimits).toBeLessThanOrEqual(8 * GiB);
  });
});
