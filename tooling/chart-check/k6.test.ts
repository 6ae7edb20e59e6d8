// The k6 scripts type-check against @types/k6, and every endpoint they call has latency
// thresholds, so a slow endpoint fails the run instead of hiding in an average.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { k6Dir, repoRoot } from './paths';

const source = (file: string) => readFileSync(path.join(k6Dir, 'src', file), 'utf8');

test('the k6 scripts type-check with @types/k6', () => {
  const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
  // Throws, with the compiler's messages, when a script does not type-check.
  expect(() =>
    execFileSync(process.execPath, [tsc, '--noEmit', '-p', k6Dir], {
      encoding: 'utf8',
      stdio: 'pipe',
    }),
  ).not.toThrow();
});

test('every endpoint the journeys tag has p95 and p99 thresholds', () => {
  const tagged = [
    ...source('journeys.ts').matchAll(/endpoint: '([\w.]+)'|authorized\(session, '([\w.]+)'\)/g),
  ].map((m) => m[1] ?? m[2]);
  const withThresholds = /const endpoints = \[([^\]]+)\]/
    .exec(source('settings.ts'))![1]!
    .match(/[\w.]+/g);
  expect(new Set(tagged)).toEqual(new Set(withThresholds));
  expect(source('settings.ts')).toContain('[`p(95)<${scale.p95}`, `p(99)<${scale.p99}`]');
});

test('every request of the journeys is marked synthetic', () => {
  const journeys = source('journeys.ts');
  const requests = journeys.match(/http\.(get|post|put|patch|del)\(/g) ?? [];
  expect(requests.length).toBeGreaterThanOrEqual(4);
  // Each request's params spread syntheticHeaders (directly or through authorized()).
  expect(journeys).toContain("const syntheticHeaders = { 'x-synthetic': '1', Host: host };");
  expect(journeys.match(/\.\.\.syntheticHeaders/g)?.length).toBeGreaterThanOrEqual(3);
});

test('every scenario script goes into the ConfigMap the k6 Job runs from', () => {
  const kustomization = parse(
    readFileSync(path.join(k6Dir, 'deploy', 'base', 'kustomization.yaml'), 'utf8'),
  ) as {
    configMapGenerator: { files: string[] }[];
  };
  const shipped = kustomization.configMapGenerator[0]!.files.map((f) => path.basename(f)).sort();
  expect(shipped).toEqual(readdirSync(path.join(k6Dir, 'src')).sort());
});
