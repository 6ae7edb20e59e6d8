/**
 * Adds up what the rendered workloads reserve (requests) and may use (limits), so the
 * claim "fits one 4-CPU, 8 GiB kind node" is checked rather than hoped for.
 */
import type { K8sObject } from './manifests';
import { workloads } from './workload-policy';

export interface Footprint {
  cpuRequests: number; // cores
  memoryRequests: number; // bytes
  cpuLimits: number;
  memoryLimits: number;
}

const MEMORY_UNITS: Record<string, number> = {
  Ki: 2 ** 10,
  Mi: 2 ** 20,
  Gi: 2 ** 30,
  k: 1e3,
  M: 1e6,
  G: 1e9,
  '': 1,
};

export function cpuCores(quantity: string): number {
  return quantity.endsWith('m') ? Number(quantity.slice(0, -1)) / 1000 : Number(quantity);
}

export function memoryBytes(quantity: string): number {
  const match = /^([0-9.]+)([A-Za-z]*)$/.exec(quantity);
  const unit = match ? MEMORY_UNITS[match[2] ?? ''] : undefined;
  if (!match || unit === undefined) throw new Error(`unreadable memory quantity ${quantity}`);
  return Number(match[1]) * unit;
}

/** The steady state: long-running workloads times their replicas (Jobs come and go). */
export function footprint(objects: K8sObject[]): Footprint {
  const total: Footprint = { cpuRequests: 0, memoryRequests: 0, cpuLimits: 0, memoryLimits: 0 };
  const replicasOf = new Map(
    objects.map((o) => [
      `${o.kind}/${o.metadata.name}`,
      (o.spec as { replicas?: number })?.replicas ?? 1,
    ]),
  );
  for (const workload of workloads(objects).filter((w) => w.kind !== 'Job')) {
    const replicas = replicasOf.get(`${workload.kind}/${workload.name}`) ?? 1;
    for (const container of workload.pod.containers) {
      const { requests = {}, limits = {} } = container.resources ?? {};
      total.cpuRequests += replicas * cpuCores(requests.cpu ?? '0');
      total.memoryRequests += replicas * memoryBytes(requests.memory ?? '0');
      total.cpuLimits += replicas * cpuCores(limits.cpu ?? '0');
      total.memoryLimits += replicas * memoryBytes(limits.memory ?? '0');
    }
  }
  return total;
}

export const addFootprints = (...parts: Footprint[]): Footprint =>
  parts.reduce((sum, part) => ({
    cpuRequests: sum.cpuRequests + part.cpuRequests,
    memoryRequests: sum.memoryRequests + part.memoryRequests,
    cpuLimits: sum.cpuLimits + part.cpuLimits,
    memoryLimits: sum.memoryLimits + part.memoryLimits,
  }));
