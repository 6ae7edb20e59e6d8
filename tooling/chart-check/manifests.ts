/**
 * Rendering: the chart with helm, kustomizations with kubectl, both parsed into plain objects.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { chartDir } from './paths';
import { run } from './tools';

/** A Kubernetes object as rendered; only the fields every object has are typed. */
export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: {
    name: string;
    namespace?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
  };
  // The rest is read through small accessors in the checks.
  [field: string]: unknown;
}

export interface Rendered {
  ok: boolean;
  objects: K8sObject[];
  /** helm's or kubectl's error output when not ok. */
  error: string;
}

export function parseManifests(text: string): K8sObject[] {
  return parseAllDocuments(text)
    .map((document) => document.toJS() as K8sObject | null)
    .filter((object): object is K8sObject => object !== null && typeof object === 'object');
}

export interface RenderOptions {
  /** Values files, relative to the repository root or absolute. */
  valuesFiles?: string[];
  /** Values given inline, merged last (like a values file). */
  values?: unknown;
  /** Another copy of the chart (for tests that edit the chart). */
  chart?: string;
  release?: string;
}

/** Runs helm with --values for each file and for the inline values, written to a temp file. */
function withValues<T>(options: RenderOptions, helm: (valuesArgs: string[]) => T): T {
  const args = (options.valuesFiles ?? []).flatMap((file) => ['--values', file]);
  if (options.values === undefined) return helm(args);
  const dir = mkdtempSync(path.join(tmpdir(), 'portico-values-'));
  try {
    writeFileSync(path.join(dir, 'values.json'), JSON.stringify(options.values));
    return helm([...args, '--values', path.join(dir, 'values.json')]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `helm template` of the chart; objects sorted as helm writes them. */
export function renderChart(options: RenderOptions = {}): Rendered {
  const result = withValues(options, (valuesArgs) =>
    run('helm', [
      'template',
      options.release ?? 'portico',
      options.chart ?? chartDir,
      '--namespace',
      'portico',
      '--kube-version',
      '1.31.0',
      ...valuesArgs,
    ]),
  );
  return {
    ok: result.ok,
    objects: result.ok ? parseManifests(result.stdout) : [],
    error: result.stderr,
  };
}

/** `helm lint --strict` of the chart with the given values. */
export function lintChart(options: RenderOptions = {}): { ok: boolean; output: string } {
  const result = withValues(options, (valuesArgs) =>
    run('helm', ['lint', '--strict', options.chart ?? chartDir, ...valuesArgs]),
  );
  return { ok: result.ok, output: `${result.stdout}${result.stderr}` };
}

/** `kubectl kustomize` of a folder (relative to the repository root). */
export function renderKustomization(folder: string, loadRestricted = true): Rendered {
  const args = ['kustomize', folder];
  if (!loadRestricted) args.push('--load-restrictor', 'LoadRestrictionsNone');
  const result = run('kubectl', args);
  return {
    ok: result.ok,
    objects: result.ok ? parseManifests(result.stdout) : [],
    error: result.stderr,
  };
}

export const byKind = (objects: K8sObject[], kind: string): K8sObject[] =>
  objects.filter((o) => o.kind === kind);

export function find(objects: K8sObject[], kind: string, name: string): K8sObject {
  const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name} among ${objects.length} rendered objects`);
  return found;
}
