/**
 * The configuration files the checks cross-examine: the chart's values, skaffold's configs
 * and the kind cluster, read as plain data.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { chartDir, repoRoot } from './paths';

/** A YAML file of the repository; merge keys (<<: *anchor) resolved as skaffold does. */
export function readYaml<T>(relativePath: string): T {
  return parse(readFileSync(path.join(repoRoot, relativePath), 'utf8'), { merge: true }) as T;
}

export type Role = 'service' | 'gateway' | 'frontend';

export interface ChartValues {
  components: Record<
    string,
    {
      role: Role;
      ingressPaths?: string[];
      image: { repository: string };
      exposedPorts?: Record<string, { type: string }>;
    }
  >;
  secrets: { existingSecret: string; values: Record<string, string> };
}

export const chartValues = (): ChartValues =>
  readYaml<ChartValues>(path.relative(repoRoot, path.join(chartDir, 'values.yaml')));

export interface HelmRelease {
  name: string;
  namespace?: string;
  chartPath?: string;
  remoteChart?: string;
  valuesFiles?: string[];
  setValueTemplates?: Record<string, string>;
}

export interface SkaffoldConfig {
  apiVersion: string;
  metadata: { name: string };
  requires?: { path: string }[];
  build?: {
    artifacts?: {
      image: string;
      context: string;
      docker: { dockerfile: string; buildArgs: Record<string, string> };
    }[];
    local?: { push?: boolean };
  };
  manifests?: { kustomize?: { paths: string[]; buildArgs?: string[] } };
  deploy?: { helm?: { releases: HelmRelease[] }; kubectl?: object };
  profiles?: (Omit<SkaffoldConfig, 'apiVersion' | 'metadata' | 'profiles'> & {
    name: string;
    activation?: { kubeContext?: string }[];
  })[];
}

export interface KindCluster {
  kind: string;
  name: string;
  nodes: {
    role: string;
    image?: string;
    kubeadmConfigPatches?: string[];
    extraPortMappings?: { containerPort: number; hostPort: number }[];
  }[];
}

/** The portico releases of a skaffold config: the base one and each profile's. */
export function porticoReleases(config: SkaffoldConfig): { where: string; release: HelmRelease }[] {
  const sources = [
    { where: 'base', releases: config.deploy?.helm?.releases ?? [] },
    ...(config.profiles ?? []).map((p) => ({
      where: `profile ${p.name}`,
      releases: p.deploy?.helm?.releases ?? [],
    })),
  ];
  return sources.flatMap(({ where, releases }) =>
    releases.filter((r) => r.chartPath === 'charts/portico').map((release) => ({ where, release })),
  );
}

/** Every values file a skaffold profile deploys the chart with. */
export function profileValuesFiles(
  config: SkaffoldConfig,
): { profile: string; valuesFiles: string[] }[] {
  return (config.profiles ?? []).flatMap((profile) =>
    (profile.deploy?.helm?.releases ?? [])
      .filter((r) => r.chartPath === 'charts/portico')
      .map((r) => ({ profile: profile.name, valuesFiles: r.valuesFiles ?? [] })),
  );
}
