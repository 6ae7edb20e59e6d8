/**
 * Every rendered object checked against the Kubernetes API schemas (kubernetes-models), and
 * the Prometheus operator's ServiceMonitor, which those models do not cover, by its shape.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { K8sObject } from './manifests';
import { repoRoot } from './paths';

/** Kinds from CRDs the chart may render, with the check that stands in for their schema. */
const customResourceChecks: Record<string, (object: K8sObject) => string[]> = {
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
