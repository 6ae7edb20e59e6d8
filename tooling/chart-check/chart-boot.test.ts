/**
 * The whole chart boots on our machines. The chart is rendered with the local cluster's values
 * (k8s/values/dev.yaml) and its workloads run from the built images with podman, as a kubelet
 * would (pod-runner.ts): every migration Job first, as the pre-upgrade hook runs them, then
 * every Deployment's pods, each at its own address on a bridge network where every Service
 * name resolves to its pod. Against a local PostgreSQL prepared by the local cluster's own
 * k8s/infra/config/postgres-init.sql, the test Kafka-protocol broker, an SMTP peer and an S3
 * server (s3rver) standing in for Mailpit and MinIO, each pod must pass its startup and
 * readiness probes, and a person's journey through the gateway must work: sign up, onboard
 * (provisioning through tenancy, billing and identity over gRPC and Kafka), sign in and upload a
 * file (tus through the gateway to content, stored in the S3 stand-in), then download it; and
 * the shell's page on the new workspace's subdomain names the workspace (its nginx asking the
 * gateway for the page's head).
 *
 * What it overrides from the dev values is where that infrastructure answers (ports chosen
 * here), the image references (the local builds) and the migration Jobs (on, as on any
 * upgrade). What it cannot show: NetworkPolicies are not enforced on a podman bridge (the
 * egress and ingress rules are checked from the manifests, egress.test.ts) and no certificate is
 * issued (the Gateway, the Certificates and tenancy's calls are checked by schema and against a
 * stand-in API server; docs/kubernetes.md, "The checks in make test").
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ApiClient, PASSWORD } from '../../services/gateway/test/support/client';
import { pngBytes, uploadFile } from '../../services/gateway/test/support/tus';
import { signUpWorkspace } from '../../services/gateway/test/support/journeys';
import { parse } from 'yaml';
import { baseImageNames, RUNTIME_NODE_VERSION } from '../images/base-images';
import { buildImages, localTag, type ImageArtifact } from '../images/build';
import { engine } from '../images/engine';
import { getAs } from '../test-infra/getAs';
import { eventually } from '../test-infra/eventually';
import { startKafka, type RunningKafka } from '../test-infra/kafka';
import { freePort } from '../test-infra/ports';
import { findPostgresBinDir, startPostgres, type RunningPostgres } from '../test-infra/postgres';
import { startS3StandIn, type S3StandIn } from '../test-infra/s3';
import { startSmtpPeer, type SmtpPeer } from '../test-infra/smtp';
import { byKind, renderChart, type K8sObject } from './manifests';
import { repoRoot } from './paths';
import {
  clusterObjects,
  exitCodes,
  probePasses,
  removePod,
  startPod,
  type Cluster,
  type PodSpec,
  type RunningPod,
} from './pod-runner';

/** The components that own a database (a DATABASE_URL secret), read from the chart's values. */
const DATABASE_SERVICES = Object.entries(
  (
    parse(readFileSync(path.join(repoRoot, 'charts/portico/values.yaml'), 'utf8')) as {
      components: Record<string, { secretEnv?: Record<string, string> }>;
    }
  ).components,
)
  .filter(([, component]) => component.secretEnv?.DATABASE_URL)
  .map(([name]) => name);

/** Where the dev values put the portal: each workspace's portal is <subdomain>.<this>. */
const BASE_DOMAIN = (
  parse(readFileSync(path.join(repoRoot, 'k8s/values/dev.yaml'), 'utf8')) as {
    ingress: { baseDomain: string };
  }
).ingress.baseDomain;

// A cold image build takes most of this; later runs reuse the layers.
const BUILD_TIMEOUT_MS = 45 * 60_000;
const READY_TIMEOUT_MS = 5 * 60_000;
jest.setTimeout(READY_TIMEOUT_MS + 2 * 60_000);

/** The test's own bridge network: its pods and the host side where the infrastructure listens. */
const NETWORK = 'portico-chart-boot';
const SUBNET = '10.213.0.0/24';
const HOST = '10.213.0.1';
const address = (n: number) => `10.213.0.${n}`;

let artifacts: ImageArtifact[] = [];
let postgres: RunningPostgres | undefined;
let kafka: RunningKafka | undefined;
let smtp: SmtpPeer | undefined;
let s3: S3StandIn | undefined;
const s3Dir = mkdtempSync(path.join(os.tmpdir(), 'portico-chart-boot-s3-'));
const pods: RunningPod[] = [];
let objects: K8sObject[] = [];
const jobsExited = new Map<string, number | null>();
const ready = new Map<string, boolean>();
const started = Date.now();

interface Workload {
  kind: string;
  name: string;
  replicas: number;
  spec: PodSpec;
}
const workloadsOf = (kind: string): Workload[] =>
  byKind(objects, kind).map((object) => {
    const spec = object.spec as { replicas?: number; template: { spec: PodSpec } };
    return {
      kind,
      name: object.metadata.name,
      replicas: spec.replicas ?? 1,
      spec: spec.template.spec,
    };
  });

/** Polls until `check` holds (eventually()); on time-out, fails with `why()` too. */
async function until(what: string, check: () => Promise<boolean>, why: () => Promise<string>) {
  try {
    await eventually(what, check, (held) => held, {
      timeoutMs: READY_TIMEOUT_MS,
      everyMs: 1000,
    });
  } catch (error) {
    throw new Error(`${(error as Error).message}:\n${await why()}`);
  }
}

/** The network, and a container holding it up so its bridge (and HOST) exist on this machine. */
async function ensureNetwork(): Promise<void> {
  const exists = await engine('podman', ['network', 'exists', NETWORK]).then(
    () => true,
    () => false,
  );
  if (!exists)
    await engine('podman', ['network', 'create', '--subnet', SUBNET, '--gateway', HOST, NETWORK]);
  await removePod('chart-boot-network');
  await engine('podman', [
    'run',
    '--detach',
    '--name',
    'chart-boot-network',
    '--network',
    NETWORK,
    '--ip',
    address(2),
    baseImageNames.nginx,
    'sleep',
    'infinity',
  ]);
}

beforeAll(async () => {
  artifacts = await buildImages({ log: () => undefined });
  await ensureNetwork();
  const [pg, broker, mail] = await Promise.all([
    startPostgres({ bridge: { address: HOST, network: SUBNET } }),
    startKafka({ listen: HOST }),
    startSmtpPeer(0, { host: HOST }),
  ]);
  [postgres, kafka, smtp] = [pg, broker, mail];
  // The local cluster's PostgreSQL initialisation: one database and login role per service.
  execFileSync(
    path.join(findPostgresBinDir(), 'psql'),
    [pg.url, '-v', 'ON_ERROR_STOP=1', '-q', '-f', 'k8s/infra/config/postgres-init.sql'],
    { cwd: repoRoot, stdio: 'pipe' },
  );
  // Content calls it `minio`, the local cluster's Service name.
  s3 = await startS3StandIn({
    directory: s3Dir,
    address: HOST,
    port: await freePort(),
  });

  const pgPort = new URL(pg.url).port;
  const kafkaPort = broker.brokers.split(':')[1];
  const databaseUrls = Object.fromEntries(
    DATABASE_SERVICES.map((service) => [
      `${service}-database-url`,
      `postgres://${service}:${service}-dev@postgres:${pgPort}/${service}`,
    ]),
  );
  const rendered = renderChart({
    valuesFiles: ['k8s/values/dev.yaml'],
    values: {
      // Every upgrade runs them; the dev profile switches them off only for skaffold's loop.
      migrations: { enabled: true },
      roles: {
        service: { env: { KAFKA_BROKERS: `kafka:${kafkaPort}` } },
        gateway: { env: { KAFKA_BROKERS: `kafka:${kafkaPort}` } },
      },
      components: Object.fromEntries(
        artifacts.map((a) => [
          a.component,
          { image: { reference: localTag(a), pullPolicy: 'Never' } },
        ]),
      ),
      secrets: {
        values: {
          ...databaseUrls,
          'smtp-url': `smtp://mailpit:${new URL(mail.url).port}`,
          's3-endpoint': `http://minio:${s3.port}`,
          's3-access-key-id': 'S3RVER',
          's3-secret-access-key': 'S3RVER',
          's3-region': 'us-east-1',
        },
      },
    },
  });
  if (!rendered.ok) throw new Error(rendered.error);
  objects = rendered.objects;

  // Cluster DNS: every Service to its pod (one replica each in the dev values), and the
  // infrastructure's Service names to this machine's side of the bridge.
  const deployments = workloadsOf('Deployment');
  const hosts = new Map<string, string>();
  deployments.forEach((deployment, index) => hosts.set(deployment.name, address(10 + index)));
  for (const name of ['postgres', 'kafka', 'mailpit', 'minio', 'prometheus', 'otel-collector'])
    hosts.set(name, HOST);
  const cluster: Cluster = {
    network: NETWORK,
    hosts,
    namespace: 'portico',
    ...clusterObjects(objects),
  };

  // The migration Jobs first, all at once, each to completion.
  const jobs = await Promise.all(
    workloadsOf('Job').map((job, index) =>
      startPod(cluster, { name: job.name, address: address(100 + index), spec: job.spec }).then(
        (pod) => (pods.push(pod), pod),
      ),
    ),
  );
  await until(
    'the migration Jobs to finish',
    async () => {
      for (const job of jobs) jobsExited.set(job.name, (await exitCodes(job))[0] ?? null);
      return [...jobsExited.values()].every((code) => code !== null);
    },
    async () =>
      (await Promise.all(jobs.map(async (j) => `${j.name}:\n${await j.logs()}`))).join('\n'),
  );

  // Then every Deployment's pods, until each passes its startup and readiness probes.
  const running = await Promise.all(
    deployments.map(async (deployment, index) => {
      expect(deployment.replicas).toBe(1);
      const pod = await startPod(cluster, {
        name: deployment.name,
        address: address(10 + index),
        spec: deployment.spec,
      });
      pods.push(pod);
      return { pod, container: deployment.spec.containers[0]! };
    }),
  );
  await until(
    'every pod to pass its readiness probe',
    async () => {
      for (const { pod, container } of running) {
        if (ready.get(pod.name)) continue;
        const startup = container.startupProbe ?? container.readinessProbe!;
        const passes =
          (await probePasses(container, startup, pod.address)) &&
          (await probePasses(container, container.readinessProbe!, pod.address));
        ready.set(pod.name, passes);
      }
      return running.every(({ pod }) => ready.get(pod.name));
    },
    async () =>
      (
        await Promise.all(
          running
            .filter(({ pod }) => !ready.get(pod.name))
            .map(async ({ pod }) => `${pod.name} (not ready):\n${(await pod.logs()).slice(-4000)}`),
        )
      ).join('\n'),
  );
  console.log(
    `chart boot: every pod ready ${Math.round((Date.now() - started) / 1000)} s after the start`,
  );
}, BUILD_TIMEOUT_MS);

afterAll(async () => {
  await Promise.allSettled([
    ...pods.map((pod) => removePod(pod.name)),
    removePod('chart-boot-network'),
  ]);
  await Promise.allSettled([postgres?.stop(), kafka?.stop(), smtp?.close(), s3?.close()]);
  rmSync(s3Dir, { recursive: true, force: true });
});

const podOf = (name: string) => {
  const pod = pods.find((p) => p.name === name);
  if (!pod) throw new Error(`no pod ${name}`);
  return pod;
};

test('every migration Job of the chart ran to completion from its image', () => {
  expect([...jobsExited.keys()].sort()).toEqual(
    DATABASE_SERVICES.map((s) => `portico-${s}-migrate`).sort(),
  );
  expect([...jobsExited.values()].every((code) => code === 0)).toBe(true);
});

test("every Deployment's pod started from the built image and passed its readiness probe", () => {
  const deployments = workloadsOf('Deployment');
  expect(deployments).toHaveLength(artifacts.length);
  for (const deployment of deployments) {
    const component = deployment.name.replace(/^portico-/, '');
    const artifact = artifacts.find((a) => a.component === component)!;
    expect([deployment.name, deployment.spec.containers[0]!.image]).toEqual([
      deployment.name,
      localTag(artifact),
    ]);
    expect([deployment.name, ready.get(deployment.name)]).toEqual([deployment.name, true]);
  }
});

/** Runs `journey`; when it fails, the failure carries the named pods' logs. */
async function withLogsOf<T>(names: string[], journey: () => Promise<T>): Promise<T> {
  try {
    return await journey();
  } catch (error) {
    const logs = await Promise.all(
      names.map(async (name) => `${name}:\n${(await podOf(name).logs()).slice(-6000)}`),
    );
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\n${logs.join('\n')}`,
      {
        cause: error,
      },
    );
  }
}

test('a person signs up, onboards, signs in and uploads a file through the gateway', () =>
  withLogsOf(
    [
      'portico-shell',
      'portico-gateway',
      'portico-identity',
      'portico-tenancy',
      'portico-billing',
      'portico-content',
    ],
    journey,
  ));

async function journey() {
  const baseUrl = `http://${podOf('portico-gateway').address}:8080`;
  const { email, tenantId, subdomain } = await signUpWorkspace(
    baseUrl,
    'Chart Boot Studio',
    'starter',
  );
  const person = new ApiClient(baseUrl);
  const signIn = await person.post('/api/auth/login', { email, password: PASSWORD });
  expect(signIn.status).toBe(200);
  // The session is the new owner's, in the workspace just provisioned.
  expect(signIn.body).toMatchObject({ user: { email } });
  expect(tenantId).toMatch(/^[0-9a-f-]{36}$/);

  // A file through tus to content and the object store, and the same bytes back.
  person.tenantId = tenantId;
  const bytes = pngBytes(200_000);
  const fileId = await uploadFile(person, bytes, { filename: 'brief.png', title: 'Brief' });
  const download = await fetch(`${baseUrl}/api/files/${fileId}/download`, {
    headers: { authorization: `Bearer ${person.accessToken}`, 'x-tenant-id': tenantId },
  });
  expect(download.status).toBe(200);
  expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);

  // The workspace's own portal, as a link preview reads it: the shell's page names it.
  // (As the Ingress passes a request on: the shell pod's address, the portal's Host.)
  const page = (
    await getAs(
      `${subdomain}.${BASE_DOMAIN}`,
      `http://${podOf('portico-shell').address}:8080/login`,
    )
  ).body;
  expect(page).toContain('<title>Chart Boot Studio</title>');
  expect(page).toContain('<noscript>Chart Boot Studio needs JavaScript to run.');
  expect(page).not.toMatch(/portico/i);
}

/** Runs a command in a throw-away container of the image and answers its output. */
async function readFromImage(artifact: ImageArtifact, command: string[]): Promise<string> {
  const [entrypoint, ...args] = command;
  const { stdout } = await engine('podman', [
    'run',
    '--rm',
    '--network=none',
    '--entrypoint',
    entrypoint!,
    localTag(artifact),
    ...args,
  ]);
  return stdout;
}

test('every Node image runs Node 24, the release the local base image carries', async () => {
  const nodeImages = artifacts.filter((artifact) => artifact.kind !== 'frontend');
  expect(nodeImages.length).toBeGreaterThan(1);
  for (const artifact of nodeImages) {
    const version = (await readFromImage(artifact, ['node', '--version'])).trim();
    expect([artifact.image, version]).toEqual([artifact.image, `v${RUNTIME_NODE_VERSION}`]);
  }
  expect(RUNTIME_NODE_VERSION).toMatch(/^24\./);
});

test('the shell serves its page on any app route, revalidated on every visit', async () => {
  const base = `http://${podOf('portico-shell').address}:8080`;
  for (const route of ['/', '/signin', '/some/deep/route']) {
    const response = await fetch(`${base}${route}`);
    expect([route, response.status]).toEqual([route, 200]);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toMatch(/<script[^>]+src=/);
  }
});

test.each(['landing', 'tenant-app', 'super-console'])(
  'the %s pod serves its remote script under its Ingress path, hashed chunks for a year, a missing one 404',
  async (remote) => {
    const artifact = artifacts.find((a) => a.component === remote)!;
    const basePath = artifact.buildArgs.BASE_PATH ?? `/remotes/${remote}`;
    const base = `http://${podOf(`portico-${remote}`).address}:8080${basePath}`;
    const entry = await fetch(`${base}/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('content-type')).toMatch(/javascript/);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(await entry.text()).toContain(`var portico_${remote.replace(/-/g, '_')};`);
    // Content-hashed chunks never change: cached for a year.
    const files = await readFromImage(artifact, ['ls', `/usr/share/nginx/html${basePath}`]);
    const hashed = files.split('\n').find((file) => /\.[0-9a-f]{12}\.js$/.test(file));
    expect(hashed).toBeDefined();
    const chunk = await fetch(`${base}/${hashed}`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${base}/no-such-chunk.js`)).status).toBe(404);
  },
);
