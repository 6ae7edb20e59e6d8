// The checks catch what they exist for: a change that drops a probe or a resource limit from
// any component fails, whether it comes through values or through an edited template.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderChart } from './manifests';
import { chartDir } from './paths';
import { workloadProblems } from './workload-policy';

const policy = { readOnlyRootFilesystem: true, podDisruptionBudgets: true };

const copies: string[] = [];
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of the chart with one template edited, so the real chart stays untouched. */
function chartWithEdit(file: string, edit: (text: string) => string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'portico-chart-'));
  copies.push(dir);
  const copy = path.join(dir, 'portico');
  cpSync(chartDir, copy, { recursive: true });
  const target = path.join(copy, file);
  const before = readFileSync(target, 'utf8');
  const after = edit(before);
  if (after === before)
    throw new Error(`the edit changed nothing in ${file}: the test no longer tests anything`);
  writeFileSync(target, after);
  return copy;
}

describe('values that would drop a safeguard are rejected with the field named', () => {
  test.each([
    [
      'a memory limit cleared on one component',
      { components: { forms: { resources: { limits: { memory: null } } } } },
      'components.forms.resources.limits.memory',
    ],
    [
      'all probes of one component removed',
      { components: { forms: { probes: null } } },
      'components.forms.probes: Invalid type. Expected: object, given: null',
    ],
    [
      'all resources of one component removed',
      { components: { content: { resources: null } } },
      'components.content.resources: Invalid type. Expected: object, given: null',
    ],
    [
      'the default limits removed',
      { defaults: { resources: { limits: null } } },
      'defaults.resources: limits is required',
    ],
    [
      'the default requests removed',
      { defaults: { resources: { requests: null } } },
      'defaults.resources: requests is required',
    ],
    [
      'the readiness probe removed from the services',
      { roles: { service: { probes: { readiness: null } } } },
      'roles.service.probes: readiness is required',
    ],
    [
      'the liveness probe timings removed',
      { defaults: { probes: { liveness: null } } },
      'defaults.probes: liveness is required',
    ],
    [
      'a writable root filesystem on one component',
      { components: { gateway: { securityContext: { readOnlyRootFilesystem: false } } } },
      'components.gateway.securityContext.readOnlyRootFilesystem',
    ],
    [
      'running as root allowed',
      { defaults: { podSecurityContext: { runAsNonRoot: false } } },
      'defaults.podSecurityContext.runAsNonRoot',
    ],
    [
      'a probe handler that does not exist',
      { roles: { gateway: { probes: { liveness: { handler: 'tcp' } } } } },
      'roles.gateway.probes.liveness.handler',
    ],
  ])('%s', (_case, values, message) => {
    const rendered = renderChart({ values });
    expect(rendered.ok).toBe(false);
    expect(rendered.error).toContain(message);
  });
});

describe('a template edit that drops a safeguard fails the workload check', () => {
  test('without the liveness probe in the Deployment template, every component is reported', () => {
    const chart = chartWithEdit('templates/deployment.yaml', (text) =>
      text.replace(/ {10}livenessProbe:\n.*\n/, ''),
    );
    const rendered = renderChart({ chart });
    expect(rendered.error).toBe('');
    const problems = workloadProblems(rendered.objects, policy);
    expect(problems).toContain(
      'Deployment/portico-identity container identity has no livenessProbe',
    );
    expect(problems).toContain('Deployment/portico-gateway container gateway has no livenessProbe');
    expect(problems).toContain('Deployment/portico-shell container shell has no livenessProbe');
  });

  test('without resources in the Deployment template, the missing limits and requests are reported', () => {
    const chart = chartWithEdit('templates/deployment.yaml', (text) =>
      text.replace(/ {10}resources:\n.*\n/, ''),
    );
    const problems = workloadProblems(renderChart({ chart }).objects, policy);
    expect(problems).toContain('Deployment/portico-billing container billing has no memory limit');
    expect(problems).toContain('Deployment/portico-billing container billing has no cpu request');
  });

  test('without the PodDisruptionBudget template, each component is reported', () => {
    const chart = chartWithEdit('templates/poddisruptionbudget.yaml', () => '');
    const problems = workloadProblems(renderChart({ chart }).objects, policy);
    expect(problems).toContain(
      'Deployment/portico-content has no PodDisruptionBudget selecting its pods',
    );
  });

  test('without the container securityContext, the lost hardening is reported', () => {
    const chart = chartWithEdit('templates/deployment.yaml', (text) =>
      text.replace(/ {10}securityContext:\n.*\n/, ''),
    );
    const problems = workloadProblems(renderChart({ chart }).objects, policy);
    expect(problems).toContain(
      'Deployment/portico-tenancy container tenancy does not mount its root filesystem read-only',
    );
    expect(problems).toContain(
      'Deployment/portico-tenancy container tenancy does not drop ALL capabilities',
    );
  });
});
