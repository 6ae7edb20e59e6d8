// The k6 scripts type-check against @types/k6, every endpoint they call has latency
// thresholds (a slow endpoint fails the run instead of hiding in an average), and every
// request they make is a route the gateway declares in /api/openapi.json.
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

test('the journeys define the synthetic header and spread it into their requests', () => {
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

/** The gateway's OpenAPI document as generated for the frontends (what /api/openapi.json serves). */
const openapi = JSON.parse(
  readFileSync(path.join(repoRoot, 'frontends/kit/src/api/generated/openapi.json'), 'utf8'),
) as { paths: Record<string, Record<string, unknown>> };

/** Each request of the scripts as `METHOD /path` (query strings dropped, `${x}` as a parameter). */
function requestsOf(): string[] {
  const requests: string[] = [];
  const direct = /http\.(get|post|put|patch|del|head)\(\s*`\$\{baseUrl\}(\/api\/[^`?]*)/g;
  for (const file of ['journeys.ts', 'seed.ts'])
    for (const [, method, route] of source(file).matchAll(direct))
      requests.push(`${method === 'del' ? 'DELETE' : method!.toUpperCase()} ${route}`);
  // Besides those, seed.ts posts through its post() helper and its onboarding steps table.
  const seed = source('seed.ts');
  for (const [, route] of seed.matchAll(/'(\/api\/[^'?]+)'/g)) requests.push(`POST ${route}`);
  for (const [, route] of seed.matchAll(/post\(\s*`(\/api\/[^`?]+)`/g))
    requests.push(`POST ${route}`);
  return requests;
}

test('every request of the k6 scripts is a route declared in /api/openapi.json', () => {
  const declared = Object.entries(openapi.paths).flatMap(([route, operations]) =>
    Object.keys(operations).map((method) => ({
      method: method.toUpperCase(),
      pattern: new RegExp(`^${route.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    })),
  );
  const requests = requestsOf();
  expect(requests.length).toBeGreaterThanOrEqual(8);
  const undeclared = requests.filter((request) => {
    const [method, route] = request.split(' ') as [string, string];
    const concrete = route.replace(/\$\{[^}]+\}/g, 'x');
    return !declared.some((d) => d.method === method && d.pattern.test(concrete));
  });
  expect(undeclared).toEqual([]);
});
