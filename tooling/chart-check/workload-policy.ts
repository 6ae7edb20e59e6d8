/**
 * What every pod we ship must have, checked on rendered manifests so that neither a values
 * change nor a template edit can drop it: probes, requests and limits, a non-root user,
 * hardened containers, and (for the chart's components) a PodDisruptionBudget.
 */
import type { K8sObject } from './manifests';

interface Container {
  name: string;
  readinessProbe?: unknown;
  livenessProbe?: unknown;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: {
    runAsNonRoot?: boolean;
    readOnlyRootFilesystem?: boolean;
    allowPrivilegeEscalation?: boolean;
    capabilities?: { drop?: string[] };
  };
}

interface PodSpec {
  containers: Container[];
  initContainers?: Container[];
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
}

export interface Workload {
  kind: string;
  name: string;
  podLabels: Record<string, string>;
  pod: PodSpec;
}

const WORKLOAD_KINDS = ['Deployment', 'StatefulSet', 'DaemonSet', 'Job'];

export function workloads(objects: K8sObject[]): Workload[] {
  return objects
    .filter((o) => WORKLOAD_KINDS.includes(o.kind))
    .map((o) => {
      const template = (
        o.spec as { template: { metadata?: { labels?: Record<string, string> }; spec: PodSpec } }
      ).template;
      return {
        kind: o.kind,
        name: o.metadata.name,
        podLabels: template.metadata?.labels ?? {},
        pod: template.spec,
      };
    });
}

export interface PolicyOptions {
  /** Containers must mount their root filesystem read-only (our own images do). */
  readOnlyRootFilesystem: boolean;
  /** Long-running workloads must be covered by a PodDisruptionBudget. */
  podDisruptionBudgets: boolean;
}

function containerProblems(
  workload: Workload,
  container: Container,
  options: PolicyOptions,
): string[] {
  const where = `${workload.kind}/${workload.name} container ${container.name}`;
  const problems: string[] = [];
  const longRunning = workload.kind !== 'Job';
  if (longRunning && !container.readinessProbe) problems.push(`${where} has no readinessProbe`);
  if (longRunning && !container.livenessProbe) problems.push(`${where} has no livenessProbe`);
  for (const bound of ['requests', 'limits'] as const) {
    for (const resource of ['cpu', 'memory']) {
      if (!container.resources?.[bound]?.[resource])
        problems.push(`${where} has no ${resource} ${bound.slice(0, -1)}`);
    }
  }
  const security = container.securityContext ?? {};
  if (security.allowPrivilegeEscalation !== false)
    problems.push(`${where} does not set allowPrivilegeEscalation: false`);
  if (!security.capabilities?.drop?.includes('ALL'))
    problems.push(`${where} does not drop ALL capabilities`);
  if (options.readOnlyRootFilesystem && security.readOnlyRootFilesystem !== true) {
    problems.push(`${where} does not mount its root filesystem read-only`);
  }
  const nonRoot = security.runAsNonRoot ?? workload.pod.securityContext?.runAsNonRoot;
  if (nonRoot !== true) problems.push(`${where} may run as root (runAsNonRoot is not true)`);
  if (workload.pod.securityContext?.runAsUser === 0) problems.push(`${where} runs as uid 0`);
  return problems;
}

function selects(selector: Record<string, string>, labels: Record<string, string>): boolean {
  return Object.entries(selector).every(([key, value]) => labels[key] === value);
}

/** Every problem found, as readable sentences; empty when all workloads comply. */
export function workloadProblems(objects: K8sObject[], options: PolicyOptions): string[] {
  const budgets = objects
    .filter((o) => o.kind === 'PodDisruptionBudget')
    .map(
      (o) => (o.spec as { selector: { matchLabels: Record<string, string> } }).selector.matchLabels,
    );
  return workloads(objects).flatMap((workload) => {
    const problems = [...workload.pod.containers, ...(workload.pod.initContainers ?? [])].flatMap(
      (c) => containerProblems(workload, c, options),
    );
    if (
      options.podDisruptionBudgets &&
      workload.kind === 'Deployment' &&
      !budgets.some((b) => selects(b, workload.podLabels))
    ) {
      problems.push(
        `${workload.kind}/${workload.name} has no PodDisruptionBudget selecting its pods`,
      );
    }
    return problems;
  });
}
