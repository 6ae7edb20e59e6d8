// Every pod can reach what its configuration and its code connect to, where NetworkPolicies
// are enforced: each destination is derived from the pod's rendered configuration (egress.ts)
// and looked for in the policies that select the pod.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderChart, renderKustomization } from './manifests';
import { CODE_DESTINATIONS, missingEgress, type Peer } from './egress';
import { repoRoot } from './paths';
import { profileValuesFiles, readYaml, type SkaffoldConfig } from './repo-config';

const skaffold = readYaml<SkaffoldConfig>('skaffold.yaml');
const valueSets = [
  { name: 'default values', valuesFiles: [] as string[] },
  ...profileValuesFiles(skaffold).map((p) => ({
    name: `profile ${p.profile}`,
    valuesFiles: p.valuesFiles,
  })),
];
// The local cluster's infrastructure shares the release's namespace: its Services tell which
// pods `prometheus`, `kafka` or `mailpit` are.
const infra = renderKustomization('k8s/infra').objects;

interface NetworkPolicyValues {
  networkPolicy: { database: { port: number; peers: Peer[] } };
}
const databaseOf = (valuesFiles: string[], values?: unknown) => {
  const chart = readYaml<NetworkPolicyValues>('charts/portico/values.yaml').networkPolicy.database;
  const override = valuesFiles
    .map((file) => readYaml<Partial<NetworkPolicyValues>>(file).networkPolicy?.database)
    .concat((values as Partial<NetworkPolicyValues> | undefined)?.networkPolicy?.database)
    .filter(Boolean)
    .at(-1);
  return { ...chart, ...override };
};

const check = (valuesFiles: string[], values?: unknown) => {
  const rendered = renderChart({ valuesFiles, values });
  expect(rendered.error).toBe('');
  return missingEgress(rendered.objects, {
    releaseNamespace: 'portico',
    extraServices: infra,
    database: databaseOf(valuesFiles, values),
  });
};

test.each(CODE_DESTINATIONS.map((d) => [d.component, d.file, d.marker] as const))(
  "%s's connection listed from %s is still made there",
  (_component, file, marker) => {
    expect(readFileSync(path.join(repoRoot, file), 'utf8')).toContain(marker);
  },
);

describe.each(valueSets)('with $name', ({ valuesFiles }) => {
  test('every pod may reach every destination its configuration and code connect to', () => {
    expect(check(valuesFiles)).toEqual([]);
  });
});

describe('the check notices a missing rule', () => {
  test('a component whose own egress is emptied is reported for what it needs', () => {
    const problems = check([], { components: { billing: { egress: [] } } });
    expect(problems).toContain(
      'Deployment portico-billing: the payment provider (STRIPE_API_HOST) at 443/TCP',
    );
  });

  test('a collector moved to another port is reported for every Node pod', () => {
    const problems = check([], {
      defaults: { env: { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4317' } },
    });
    expect(problems).toContain(
      'Deployment portico-gateway: the trace collector (OTEL_EXPORTER_OTLP_ENDPOINT) at 4317/TCP',
    );
    expect(problems).toContain(
      'Job portico-identity-migrate: the trace collector (OTEL_EXPORTER_OTLP_ENDPOINT) at 4317/TCP',
    );
  });

  test('Prometheus in another namespace than the policy names is reported', () => {
    const problems = check(['k8s/values/prod.yaml'], {
      components: {
        metrics: { env: { PROMETHEUS_URL: 'http://prometheus.observability.svc:9090' } },
      },
    });
    expect(problems).toContain(
      'Deployment portico-metrics: Prometheus (PROMETHEUS_URL) at 9090/TCP',
    );
  });
});
