// docs/kubernetes.md is followed by people with no one to ask: every command in it must name
// things that exist. No cluster runs here, so each command is checked against what it acts
// on: make targets, skaffold files and profiles, files and folders, and the objects kubectl
// is told to look at (rendered from the chart, the infrastructure and the k6 Job).
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  internalSigningKey,
  internalVerifyingKey,
  signInternalToken,
  verifyInternalToken,
} from '@portico/kit';
import { renderChart, renderKustomization, type K8sObject } from './manifests';
import { repoRoot } from './paths';
import { readYaml, type SkaffoldConfig } from './repo-config';

const doc = readFileSync(path.join(repoRoot, 'docs/kubernetes.md'), 'utf8');

/** Every command of the page: the lines of its sh blocks, continuations joined. */
const commands = [...doc.matchAll(/```sh\n([\s\S]*?)```/g)]
  .flatMap((block) => block[1]!.replace(/\\\n\s*/g, ' ').split('\n'))
  .map((line) => line.replace(/\s+#.*$/, '').trim())
  .filter(Boolean);

const objects: K8sObject[] = [
  ...renderChart({ valuesFiles: ['k8s/values/dev.yaml'] }).objects,
  ...renderKustomization('k8s/infra').objects,
  ...renderKustomization('tooling/k6/deploy/base', false).objects,
];
const KINDS: Record<string, string> = {
  deploy: 'Deployment',
  statefulset: 'StatefulSet',
  job: 'Job',
  svc: 'Service',
};

test('the page has the commands a platform engineer runs', () => {
  expect(commands.length).toBeGreaterThanOrEqual(15);
});

test('every make target it names exists in the Makefile', () => {
  const makefile = readFileSync(path.join(repoRoot, 'Makefile'), 'utf8');
  const targets = commands.flatMap((c) => /^make (\S+)/.exec(c)?.[1] ?? []);
  expect(targets.length).toBeGreaterThan(0);
  for (const target of targets) expect(makefile).toMatch(new RegExp(`^${target}:`, 'm'));
});

test('every skaffold command names a config and profiles that exist', () => {
  const runs = commands.filter((c) => c.startsWith('skaffold '));
  expect(runs.length).toBeGreaterThanOrEqual(4);
  for (const command of runs) {
    const file = /-f (\S+)/.exec(command)?.[1] ?? 'skaffold.yaml';
    const config = readYaml<SkaffoldConfig>(file);
    const profile = /-p (\S+)/.exec(command)?.[1];
    if (profile) expect(config.profiles?.map((p) => p.name)).toContain(profile);
  }
});

test('every file or folder a command names exists', () => {
  const paths = commands.flatMap((c) =>
    [...c.matchAll(/(?:^|\s)((?:k8s|charts|tooling|docs)\/[\w./-]+)/g)].map((m) => m[1]!),
  );
  expect(paths.length).toBeGreaterThan(0);
  for (const named of paths)
    expect([named, existsSync(path.join(repoRoot, named))]).toEqual([named, true]);
});

test('every object kubectl is pointed at is one the chart, the infrastructure or k6 creates', () => {
  const references = commands
    .filter((c) => c.startsWith('kubectl -n portico'))
    .flatMap((c) => [...c.matchAll(/\b(deploy|statefulset|job|svc)\/([\w-]+)/g)])
    .map(([, kind, name]) => ({ kind: KINDS[kind!]!, name: name! }));
  expect(references.length).toBeGreaterThanOrEqual(5);
  const missing = references.filter(
    ({ kind, name }) => !objects.some((o) => o.kind === kind && o.metadata.name === name),
  );
  expect(missing).toEqual([]);
});

test('the helm command installs the chart with values files that exist', () => {
  const install = commands.find((c) => c.startsWith('helm upgrade --install'));
  expect(install).toContain('charts/portico');
  for (const [, file] of install!.matchAll(/-f (\S+)/g))
    expect(renderChart({ valuesFiles: [file!] }).ok).toBe(true);
});

test('the key pair its openssl commands create is one the gateway signs and services verify with', () => {
  const openssl = commands.filter((c) => c.startsWith('openssl '));
  expect(openssl.length).toBeGreaterThanOrEqual(2);
  const dir = mkdtempSync(path.join(tmpdir(), 'portico-internal-token-'));
  try {
    for (const command of openssl) execSync(command, { cwd: dir, stdio: 'pipe' });
    // The names the page's kubectl command puts in the Secret, under the chart's keys.
    const create = commands.find((c) => c.includes('--from-file=internal-token-private-key='))!;
    const file = (key: string) =>
      readFileSync(
        path.join(dir, new RegExp(`--from-file=${key}=(\\S+)`).exec(create)![1]!),
        'utf8',
      );
    const privateKey = file('internal-token-private-key');
    const publicKey = file('internal-token-public-key');
    const caller = { userId: 'u-1', tenantId: 't-1', roles: ['admin'] };
    const token = signInternalToken(internalSigningKey(privateKey), caller);
    expect(verifyInternalToken(internalVerifyingKey(publicKey), token, caller)).toBe(true);
    // Environment variables often carry the PEM as base64; that form is accepted as well.
    const fromBase64 = internalVerifyingKey(Buffer.from(publicKey).toString('base64'));
    expect(verifyInternalToken(fromBase64, token, caller)).toBe(true);
    expect(verifyInternalToken(fromBase64, token, { ...caller, roles: ['owner'] })).toBe(false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
