// Every environment variable the chart sets on a component is one that component reads: a
// variable nobody reads (a renamed setting, a provider key for an adapter that does not exist)
// would make an operator believe something is configured that is not. The chart is rendered
// with each skaffold profile's values; what a component reads is learnt by running its config
// loader (`services/<name>/src/config.ts`, which includes the kit's shared shape) against an
// environment that records every variable asked for.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderChart, type K8sObject } from './manifests';
import { repoRoot } from './paths';
import { chartValues, profileValuesFiles, readYaml, type SkaffoldConfig } from './repo-config';

type Env = Record<string, string | undefined>;

/**
 * Variables read outside the config schemas, by the runtime or a library, with the source
 * file that reads them; the file is checked to still name the variable, so this list cannot
 * outlive the code it describes.
 */
const READ_OUTSIDE_SCHEMAS: Record<string, { file: string; why: string }> = {
  OTEL_EXPORTER_OTLP_ENDPOINT: {
    file: 'services/kit/src/telemetry/tracing.ts',
    why: 'OpenTelemetry standard variable, read when tracing starts (preloaded before config)',
  },
  OTEL_SERVICE_NAME: {
    file: 'services/kit/src/telemetry/tracing.ts',
    why: 'OpenTelemetry standard variable naming the service in traces',
  },
  OTEL_RESOURCE_ATTRIBUTES: {
    file: 'node_modules/@opentelemetry/sdk-node/node_modules/@opentelemetry/resources/dist/detectors/EnvDetector.cjs',
    why: "OpenTelemetry standard variable, read by the SDK's environment resource detector (pod and node on every span)",
  },
  POD_NAME: {
    file: 'charts/portico/templates/_helpers.tpl',
    why: 'filled by the downward API and expanded by Kubernetes into OTEL_RESOURCE_ATTRIBUTES',
  },
  POD_NAMESPACE: {
    file: 'charts/portico/templates/_helpers.tpl',
    why: 'filled by the downward API and expanded by Kubernetes into OTEL_RESOURCE_ATTRIBUTES',
  },
  NODE_NAME: {
    file: 'charts/portico/templates/_helpers.tpl',
    why: 'filled by the downward API and expanded by Kubernetes into OTEL_RESOURCE_ATTRIBUTES',
  },
  NODE_ENV: {
    file: 'node_modules/express/lib/application.js',
    why: "Express's production mode (no stack traces in its own error pages, cached views)",
  },
};

/** The variables a config loader asks for, learnt by handing it a recording environment. */
function variablesReadBy(load: (env: Env) => unknown): Set<string> {
  const read = new Set<string>();
  const env = new Proxy({} as Env, {
    get(target, key) {
      if (typeof key === 'string' && /^[A-Z][A-Z0-9_]*$/.test(key)) read.add(key);
      return Reflect.get(target, key);
    },
  });
  try {
    load(env);
  } catch {
    // A loader may refuse the empty environment (a required variable); what it asked for counts.
  }
  return read;
}

/** The component's config loaders: every exported `load…Config` of its src/config.ts. */
function configLoaders(component: string): Array<(env: Env) => unknown> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const module = require(path.join(repoRoot, 'services', component, 'src', 'config.ts')) as Record<
    string,
    unknown
  >;
  return Object.entries(module)
    .filter(([name, value]) => /^load\w*Config$/.test(name) && typeof value === 'function')
    .map(([, load]) => load as (env: Env) => unknown);
}

interface PodSpec {
  containers?: Array<{
    name: string;
    env?: Array<{ name: string }>;
    envFrom?: Array<{ configMapRef?: { name: string }; secretRef?: { name: string } }>;
  }>;
}

/** Each (object, container) of a component's workloads with the variables it is given. */
function variablesSet(objects: K8sObject[]) {
  const keysOf = new Map<string, string[]>();
  for (const object of objects) {
    if (object.kind !== 'ConfigMap' && object.kind !== 'Secret') continue;
    const data = { ...(object.data as Env), ...(object.stringData as Env) };
    keysOf.set(`${object.kind}/${object.metadata.name}`, Object.keys(data));
  }
  return objects.flatMap((object) => {
    const component = object.metadata.labels?.['app.kubernetes.io/component'];
    const spec = (object.spec as { template?: { spec?: PodSpec } } | undefined)?.template?.spec;
    if (!component || !spec) return [];
    return (spec.containers ?? []).map((container) => ({
      component,
      where: `${object.kind} ${object.metadata.name}, container ${container.name}`,
      names: [
        ...(container.env ?? []).map((variable) => variable.name),
        ...(container.envFrom ?? []).flatMap((source) =>
          source.configMapRef
            ? (keysOf.get(`ConfigMap/${source.configMapRef.name}`) ?? [])
            : (keysOf.get(`Secret/${source.secretRef?.name ?? ''}`) ?? []),
        ),
      ],
    }));
  });
}

const skaffold = readYaml<SkaffoldConfig>('skaffold.yaml');
const valueSets = [
  { name: 'default values', valuesFiles: [] as string[] },
  ...profileValuesFiles(skaffold).map((p) => ({
    name: `profile ${p.profile}`,
    valuesFiles: p.valuesFiles,
  })),
];
const components = chartValues().components;
const serverComponents = Object.keys(components).filter(
  (name) => components[name]!.role !== 'frontend',
);
const readByComponent = new Map(
  serverComponents.map((component) => {
    const read = new Set(Object.keys(READ_OUTSIDE_SCHEMAS));
    for (const load of configLoaders(component)) {
      for (const name of variablesReadBy(load)) read.add(name);
    }
    return [component, read] as const;
  }),
);

test.each(Object.entries(READ_OUTSIDE_SCHEMAS))(
  '%s, read outside the config schemas, is still read where the list says',
  (name, { file }) => {
    expect(readFileSync(path.join(repoRoot, file), 'utf8')).toContain(name);
  },
);

test('every server component has a config loader that reads the shared variables', () => {
  for (const component of serverComponents) {
    expect({ component, reads: readByComponent.get(component)?.has('LOG_LEVEL') }).toEqual({
      component,
      reads: true,
    });
  }
});

/** "<where>: <name>" for each variable set on a component that reads no such variable. */
function unreadVariables(set: ReturnType<typeof variablesSet>): string[] {
  return set.flatMap(({ component, where, names }) => {
    const read = readByComponent.get(component);
    if (!read) return names.map((name) => `${where}: ${name} (frontend images read none)`);
    return names.filter((name) => !read.has(name)).map((name) => `${where}: ${name}`);
  });
}

describe.each(valueSets)('with $name', ({ valuesFiles }) => {
  const rendered = renderChart({ valuesFiles });
  const set = variablesSet(rendered.objects);

  test('sets no environment variable on a component that nothing in it reads', () => {
    expect(rendered.error).toBe('');
    expect(unreadVariables(set)).toEqual([]);
  });
});

test('a variable set for a component that does not read it is reported, naming where', () => {
  const rendered = renderChart({
    values: { components: { forms: { env: { FORM_COLOUR: 'blue' } } } },
  });
  expect(rendered.error).toBe('');
  expect(unreadVariables(variablesSet(rendered.objects))).toEqual([
    'Deployment portico-forms, container forms: FORM_COLOUR',
    'Job portico-forms-migrate, container migrate: FORM_COLOUR',
  ]);
});
