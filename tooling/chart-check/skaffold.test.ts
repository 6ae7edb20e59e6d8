// skaffold.yaml, skaffold-load.yaml and k8s/kind.yaml agree with the chart: every artifact
// is a component and every component an artifact, each image lands in its own component,
// and the profiles deploy what they say.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { find, renderChart, renderKustomization } from './manifests';
import { repoRoot } from './paths';
import {
  chartValues,
  porticoReleases,
  readYaml,
  type KindCluster,
  type SkaffoldConfig,
} from './repo-config';

const skaffold = readYaml<SkaffoldConfig>('skaffold.yaml');
const artifacts = skaffold.build?.artifacts ?? [];
const components = chartValues().components;
const componentOf = (image: string) => image.replace(/^portico-/, '');
const profile = (name: string) => {
  const found = skaffold.profiles?.find((p) => p.name === name);
  if (!found) throw new Error(`skaffold.yaml has no profile ${name}`);
  return found;
};

/**
 * The skaffold v2 fields these configs may use (skaffold ignores nothing: an unknown field
 * fails the whole run, so a misspelt one should fail here first).
 */
const KNOWN_FIELDS: Record<string, string[]> = {
  config: [
    'apiVersion',
    'kind',
    'metadata',
    'requires',
    'build',
    'manifests',
    'deploy',
    'profiles',
  ],
  local: ['push', 'tryImportMissing', 'useDockerCLI', 'useBuildkit', 'concurrency'],
  artifact: ['image', 'context', 'docker', 'sync', 'requires', 'hooks', 'platforms'],
  docker: [
    'dockerfile',
    'target',
    'buildArgs',
    'network',
    'cacheFrom',
    'secrets',
    'ssh',
    'noCache',
  ],
  release: [
    'name',
    'chartPath',
    'remoteChart',
    'repo',
    'version',
    'namespace',
    'createNamespace',
    'valuesFiles',
    'setValues',
    'setValueTemplates',
    'wait',
    'upgradeOnChange',
  ],
  kustomize: ['paths', 'buildArgs'],
  profile: ['name', 'activation', 'build', 'manifests', 'deploy', 'patches'],
  activation: ['env', 'kubeContext', 'command'],
};

function unknownFields(config: SkaffoldConfig): string[] {
  const problems: string[] = [];
  const check = (where: string, object: object | undefined, kind: string) => {
    for (const key of Object.keys(object ?? {})) {
      if (!KNOWN_FIELDS[kind]!.includes(key)) problems.push(`${where}: unknown field ${key}`);
    }
  };
  const checkBody = (where: string, body: Omit<SkaffoldConfig, 'apiVersion' | 'metadata'>) => {
    check(`${where}.build.local`, body.build?.local, 'local');
    for (const artifact of body.build?.artifacts ?? []) {
      check(`${where} artifact ${artifact.image}`, artifact, 'artifact');
      check(`${where} artifact ${artifact.image}.docker`, artifact.docker, 'docker');
    }
    for (const release of body.deploy?.helm?.releases ?? [])
      check(`${where} release ${release.name}`, release, 'release');
    check(`${where}.manifests.kustomize`, body.manifests?.kustomize, 'kustomize');
  };
  check('config', config, 'config');
  checkBody('config', config);
  for (const profile of config.profiles ?? []) {
    check(`profile ${profile.name}`, profile, 'profile');
    for (const activation of profile.activation ?? [])
      check(`profile ${profile.name}.activation`, activation, 'activation');
    checkBody(`profile ${profile.name}`, profile);
  }
  return problems;
}

test.each([
  'skaffold.yaml',
  'skaffold-load.yaml',
  'k8s/skaffold.yaml',
  'k8s/envoy-gateway/skaffold.yaml',
])('%s uses only fields skaffold v2 knows', (file) => {
  const config = readYaml<SkaffoldConfig>(file);
  expect(config.apiVersion).toBe('skaffold/v4beta11');
  expect(unknownFields(config)).toEqual([]);
});

test('every skaffold artifact builds a chart component, and every component has an artifact', () => {
  expect(artifacts.map((a) => componentOf(a.image)).sort()).toEqual(Object.keys(components).sort());
});

test("each artifact's image goes into its own component in every portico release", () => {
  const releases = porticoReleases(skaffold);
  expect(releases.map((r) => r.where)).toEqual(['base', 'profile dev', 'profile prod']);
  for (const { release } of releases) {
    const expected = Object.fromEntries(
      artifacts.map((a) => [
        `components.${componentOf(a.image)}.image.reference`,
        `{{.IMAGE_FULLY_QUALIFIED_${a.image.replaceAll('-', '_')}}}`,
      ]),
    );
    expect(release.setValueTemplates).toEqual(expected);
  }
});

test.each(artifacts.map((a) => [a.image, a] as const))(
  '%s builds from its own workspace with the shared Dockerfile of its role',
  (_image, artifact) => {
    const name = componentOf(artifact.image);
    const role = components[name]!.role;
    expect(artifact.context).toBe('.');
    if (role === 'frontend') {
      expect(artifact.docker.dockerfile).toBe('frontends/Dockerfile');
      expect(artifact.docker.buildArgs.FRONTEND).toBe(name);
      expect(existsSync(path.join(repoRoot, 'frontends', name, 'package.json'))).toBe(true);
      // nginx serves the build where the Ingress routes it.
      expect(components[name]!.ingressPaths).toEqual([artifact.docker.buildArgs.BASE_PATH]);
    } else {
      expect(artifact.docker.dockerfile).toBe('services/Dockerfile');
      expect(artifact.docker.buildArgs.SERVICE).toBe(name);
      expect(existsSync(path.join(repoRoot, 'services', name, 'package.json'))).toBe(true);
    }
  },
);

/** k8s/skaffold.yaml: the infrastructure module skaffold.yaml requires. */
const infra = readYaml<SkaffoldConfig>('k8s/skaffold.yaml');
const infraKind = infra.profiles?.find((p) => p.name === 'kind');
/** k8s/envoy-gateway/skaffold.yaml: the Gateway API implementation the infrastructure requires. */
const envoy = readYaml<SkaffoldConfig>('k8s/envoy-gateway/skaffold.yaml');
const envoyKind = envoy.profiles?.find((p) => p.name === 'kind');
/** The GatewayClass and the shape of its proxy on the kind node (k8s/infra/gateway-class.yaml). */
interface EnvoyProxySpec {
  provider: {
    kubernetes: {
      envoyService: { name: string };
      envoyDeployment: {
        pod: { nodeSelector: Record<string, string> };
        patch: {
          value: {
            spec: {
              template: {
                spec: { containers: { ports: { containerPort: number; hostPort: number }[] }[] };
              };
            };
          };
        };
      };
    };
  };
}
const envoyProxy = () =>
  find(renderKustomization('k8s/infra').objects, 'EnvoyProxy', 'portico-kind')
    .spec as EnvoyProxySpec;
type StatusChecked = {
  statusCheckDeadlineSeconds?: number;
  tolerateFailuresUntilDeadline?: boolean;
};

test('the dev profile targets the kind cluster, keeps images local and deploys the chart alone', () => {
  const kind = readYaml<KindCluster>('k8s/kind.yaml');
  const dev = profile('dev');
  expect(dev.activation).toEqual([{ kubeContext: `kind-${kind.name}` }]);
  expect(dev.build?.local?.push).toBe(false);
  expect(dev.manifests).toBeUndefined();
  const releases = dev.deploy?.helm?.releases ?? [];
  expect(releases.map((r) => r.name)).toEqual(['portico']);
  for (const file of releases.flatMap((r) => r.valuesFiles ?? []))
    expect(existsSync(path.join(repoRoot, file))).toBe(true);
  // A first start takes minutes and pods restart while PostgreSQL comes up.
  expect(dev.deploy as StatusChecked).toMatchObject({ tolerateFailuresUntilDeadline: true });
  expect((dev.deploy as StatusChecked).statusCheckDeadlineSeconds).toBeGreaterThanOrEqual(600);
});

test('the infrastructure is a required module, deployed before the chart and only with dev', () => {
  expect(skaffold.requires).toEqual([
    { path: './k8s/skaffold.yaml', activeProfiles: [{ name: 'kind', activatedBy: ['dev'] }] },
  ]);
  // Without its kind profile the module deploys nothing: prod gets no local infrastructure.
  expect(infra.manifests).toBeUndefined();
  expect(infra.deploy).toBeUndefined();
  expect(infraKind?.manifests?.kustomize?.paths).toEqual(['infra']);
  expect(infraKind?.deploy?.kubectl).toBeDefined();
  // The infrastructure is plain manifests; Envoy Gateway is a module it requires, deployed first.
  expect(infraKind?.deploy?.helm).toBeUndefined();
  expect(infra.requires).toEqual([
    { path: './envoy-gateway', activeProfiles: [{ name: 'kind', activatedBy: ['kind'] }] },
  ]);
  const releases = envoyKind?.deploy?.helm?.releases ?? [];
  expect(releases.map((r) => r.name)).toEqual(['envoy-gateway']);
  for (const file of releases.flatMap((r) => r.valuesFiles ?? []))
    expect(existsSync(path.join(repoRoot, 'k8s', 'envoy-gateway', file))).toBe(true);
  expect(infraKind?.deploy as StatusChecked).toMatchObject({ tolerateFailuresUntilDeadline: true });
  expect(envoyKind?.deploy as StatusChecked).toMatchObject({ tolerateFailuresUntilDeadline: true });
  expect(
    renderKustomization(path.join('k8s', infraKind!.manifests!.kustomize!.paths[0]!)).error,
  ).toBe('');
});

test('the prod profile pushes images and deploys the chart alone, without local infrastructure', () => {
  const prod = profile('prod');
  expect(prod.build?.local?.push).toBe(true);
  expect(prod.manifests).toBeUndefined();
  expect(prod.deploy?.helm?.releases.map((r) => r.name)).toEqual(['portico']);
  expect(prod.deploy?.kubectl).toBeUndefined();
});

test('the kind cluster is one control-plane node, labelled for the ingress controller, with 80 and 443 on the host', () => {
  const kind = readYaml<KindCluster>('k8s/kind.yaml');
  expect(kind.kind).toBe('Cluster');
  expect(kind.nodes).toHaveLength(1);
  const [node] = kind.nodes;
  expect(node!.role).toBe('control-plane');
  expect(node!.extraPortMappings).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ containerPort: 80, hostPort: 80 }),
      expect.objectContaining({ containerPort: 443, hostPort: 443 }),
    ]),
  );
  const patch = parse(node!.kubeadmConfigPatches![0]!) as {
    nodeRegistration: { kubeletExtraArgs: Record<string, string> };
  };
  expect(patch.nodeRegistration.kubeletExtraArgs['node-labels']).toBe('ingress-ready=true');
  // The Gateway's proxy runs exactly there, on the node's ports 80 and 443.
  const deployment = envoyProxy().provider.kubernetes.envoyDeployment;
  expect(deployment.pod.nodeSelector['ingress-ready']).toBe('true');
  expect(
    deployment.patch.value.spec.template.spec.containers[0]!.ports.map((p) => p.hostPort).sort(),
  ).toEqual([443, 80]);
});

test('kind.yaml uses only fields kind v1alpha4 knows', () => {
  const kind = readYaml<Record<string, unknown> & KindCluster>('k8s/kind.yaml');
  const clusterFields = [
    'kind',
    'apiVersion',
    'name',
    'nodes',
    'networking',
    'featureGates',
    'runtimeConfig',
    'kubeadmConfigPatches',
    'containerdConfigPatches',
  ];
  const nodeFields = [
    'role',
    'image',
    'labels',
    'extraMounts',
    'extraPortMappings',
    'kubeadmConfigPatches',
  ];
  const portFields = ['containerPort', 'hostPort', 'listenAddress', 'protocol'];
  expect(kind.apiVersion).toBe('kind.x-k8s.io/v1alpha4');
  expect(Object.keys(kind).filter((k) => !clusterFields.includes(k))).toEqual([]);
  for (const node of kind.nodes) {
    expect(Object.keys(node).filter((k) => !nodeFields.includes(k))).toEqual([]);
    for (const port of node.extraPortMappings ?? [])
      expect(Object.keys(port).filter((k) => !portFields.includes(k))).toEqual([]);
  }
});

test('the dev Gateway implementation is the one the chart, its NetworkPolicies and k6 address', () => {
  const release = envoyKind!.deploy!.helm!.releases.find((r) => r.name === 'envoy-gateway')!;
  const infraObjects = renderKustomization('k8s/infra').objects;
  const { objects } = renderChart({ valuesFiles: ['k8s/values/dev.yaml'] });
  // The chart's Gateway names the class the infrastructure defines, served by Envoy Gateway.
  const gateway = find(objects, 'Gateway', 'portico').spec as { gatewayClassName: string };
  const gatewayClass = find(infraObjects, 'GatewayClass', gateway.gatewayClassName).spec as {
    controllerName: string;
  };
  expect(gatewayClass.controllerName).toBe('gateway.envoyproxy.io/gatewayclass-controller');
  // Only pods in the namespace its proxies run in may reach the gateway and the frontends.
  const gatewayPolicy = find(objects, 'NetworkPolicy', 'portico-gateway').spec as {
    ingress: { from: { namespaceSelector?: { matchLabels: Record<string, string> } }[] }[];
  };
  expect(
    gatewayPolicy.ingress[0]!.from[0]!.namespaceSelector?.matchLabels[
      'kubernetes.io/metadata.name'
    ],
  ).toBe(release.namespace);
  // k6 sends its traffic to the proxy's Service, named by the EnvoyProxy.
  const job = renderKustomization('tooling/k6/deploy/base', false).objects.find(
    (o) => o.kind === 'Job',
  )!;
  const env = (
    job.spec as {
      template: { spec: { containers: { env: { name: string; value?: string }[] }[] } };
    }
  ).template.spec.containers[0]!.env;
  expect(env.find((e) => e.name === 'BASE_URL')?.value).toBe(
    `http://${envoyProxy().provider.kubernetes.envoyService.name}.${release.namespace}.svc.cluster.local`,
  );
  expect(env.find((e) => e.name === 'PORTAL_HOST')?.value).toBe(
    readYaml<{ ingress: { baseDomain: string } }>('k8s/values/dev.yaml').ingress.baseDomain,
  );
});

describe('the load-test config', () => {
  const load = readYaml<SkaffoldConfig>('skaffold-load.yaml');

  test('requires the app config, so the app is deployed first', () => {
    expect(load.requires).toEqual([{ path: './skaffold.yaml' }]);
  });

  test.each([
    ['no profile', load.manifests?.kustomize, 'smoke.ts'],
    [
      'profile load',
      load.profiles?.find((p) => p.name === 'load')?.manifests?.kustomize,
      'load.ts',
    ],
    [
      'profile stress',
      load.profiles?.find((p) => p.name === 'stress')?.manifests?.kustomize,
      'stress.ts',
    ],
  ])('with %s it runs a k6 Job over %s of the scripts ConfigMap', (_case, kustomize, scenario) => {
    expect(kustomize?.paths).toHaveLength(1);
    const rendered = renderKustomization(
      kustomize!.paths[0]!,
      !kustomize!.buildArgs?.includes('LoadRestrictionsNone'),
    );
    expect(rendered.error).toBe('');
    const job = rendered.objects.find((o) => o.kind === 'Job')!;
    const container = (
      job.spec as {
        template: { spec: { containers: { env: { name: string; value?: string }[] }[] } };
      }
    ).template.spec.containers[0]!;
    expect(container.env.find((e) => e.name === 'SCENARIO')?.value).toBe(scenario);
    const scripts = rendered.objects.find((o) => o.kind === 'ConfigMap')!.data as Record<
      string,
      string
    >;
    expect(Object.keys(scripts)).toContain(scenario);
  });
});
