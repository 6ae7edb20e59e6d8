/**
 * Every rendered object checked against the Kubernetes API schemas (kubernetes-models), and
 * the Prometheus operator's ServiceMonitor, which those models do not cover, by its shape.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { K8sObject } from './manifests';
import { repoRoot } from './paths';

/**
 * Kinds from CRDs without published models, with the check that stands in for their schema
 * (the Gateway API's and cert-manager's kinds are validated against their CRDs' schemas).
 */
const customResourceChecks: Record<string, (object: K8sObject) => string[]> = {
  // Envoy Gateway's proxy settings for the local cluster (k8s/infra/gateway-class.yaml).
  'gateway.envoyproxy.io/v1alpha1/EnvoyProxy': (object) => {
    const provider = (object.spec as { provider?: { type?: string; kubernetes?: object } })
      ?.provider;
    const problems: string[] = [];
    if (provider?.type !== 'Kubernetes') problems.push('spec.provider.type must be Kubernetes');
    if (!provider?.kubernetes) problems.push('spec.provider.kubernetes is required');
    return problems;
  },
  'monitoring.coreos.com/v1/ServiceMonitor': (object) => {
    const spec = object.spec as
      { selector?: { matchLabels?: object }; endpoints?: { port?: string }[] } | undefined;
    const problems: string[] = [];
    if (!spec?.selector?.matchLabels) problems.push('spec.selector.matchLabels is required');
    if (!spec?.endpoints?.length) problems.push('spec.endpoints needs at least one endpoint');
    for (const endpoint of spec?.endpoints ?? [])
      if (!endpoint.port) problems.push('an endpoint has no port name');
    return problems;
  },
};

/** Problems as "<Kind>/<name>: <message>"; empty when every object is valid. */
export function schemaProblems(objects: K8sObject[]): string[] {
  const custom = objects.filter((o) => customResourceChecks[`${o.apiVersion}/${o.kind}`]);
  const standard = objects.filter((o) => !customResourceChecks[`${o.apiVersion}/${o.kind}`]);
  const output = execFileSync(process.execPath, [path.join(__dirname, 'validate-manifests.mjs')], {
    cwd: repoRoot,
    input: JSON.stringify(standard),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const results = JSON.parse(output) as { kind: string; name: string; errors: string[] }[];
  const problems = results.flatMap((r) => r.errors.map((e) => `${r.kind}/${r.name}: ${e}`));
  for (const object of custom) {
    const check = customResourceChecks[`${object.apiVersion}/${object.kind}`]!;
    problems.push(...check(object).map((e) => `${object.kind}/${object.metadata.name}: ${e}`));
  }
  return problems;
}
