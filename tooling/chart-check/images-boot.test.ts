/**
 * Every image the chart deploys really starts. The images are built with buildah from the
 * real Dockerfiles (tooling/images; layers cached between runs) and started with podman as
 * the chart runs them: read-only root filesystem, uid 1000 (101 for nginx), writable /tmp
 * and data directory only. The services must report gRPC SERVING on the test PostgreSQL and
 * Kafka-protocol broker, the gateway must answer /readyz through them, and each nginx image
 * must serve its page or remote script with the cache headers the chart's Ingress relies on.
 * A preload path the kit does not export, a missing production dependency or an nginx that
 * wants to write outside /tmp fails here.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkHealth, generateInternalKeyPair, SERVICE_NAMES } from '@portico/kit';
import { createTestDatabase, type TestDatabase } from '../test-infra/db';
import { eventually } from '../test-infra/eventually';
import { startKafka, type RunningKafka } from '../test-infra/kafka';
import { freePort } from '../test-infra/ports';
import { startPostgres, type RunningPostgres } from '../test-infra/postgres';
import { RUNTIME_NODE_VERSION } from '../images/base-images';
import { buildImages, localTag, type ImageArtifact } from '../images/build';
import { engine, podmanLogs, podmanRemove, podmanRunDetached } from '../images/engine';

// A cold build (first run on a machine) takes most of this; later runs reuse the layers.
const BUILD_TIMEOUT_MS = 45 * 60_000;
const START_TIMEOUT_MS = 180_000;
jest.setTimeout(START_TIMEOUT_MS + 60_000);

let artifacts: ImageArtifact[] = [];
let postgres: RunningPostgres | undefined;
let kafka: RunningKafka | undefined;
const databases: TestDatabase[] = [];
const containers: string[] = [];
const scratch = mkdtempSync(path.join(os.tmpdir(), 'portico-images-'));

beforeAll(async () => {
  const [built, pg, broker] = await Promise.all([
    buildImages({ log: () => undefined }),
    startPostgres(),
    startKafka(),
  ]);
  artifacts = built;
  postgres = pg;
  kafka = broker;
  process.env.PORTICO_TEST_PG_URL = pg.url;
}, BUILD_TIMEOUT_MS);

afterAll(async () => {
  await Promise.allSettled(containers.map((container) => podmanRemove(container)));
  await Promise.allSettled(databases.map((database) => database.drop()));
  await Promise.allSettled([postgres?.stop(), kafka?.stop()]);
  rmSync(scratch, { recursive: true, force: true });
});

const artifact = (component: string) => {
  const found = artifacts.find((candidate) => candidate.component === component);
  if (!found) throw new Error(`no image artifact for ${component} in skaffold.yaml`);
  return found;
};

/** Runs the image the way the chart does: read-only root, unprivileged, tmpfs where it writes. */
async function startContainer(
  image: ImageArtifact,
  user: string,
  env: Record<string, string>,
  extra: string[] = [],
): Promise<string> {
  const container = await podmanRunDetached([
    '--read-only',
    '--user',
    user,
    '--tmpfs',
    '/tmp',
    ...Object.entries(env).flatMap(([name, value]) => ['--env', `${name}=${value}`]),
    ...extra,
    localTag(image),
  ]);
  containers.push(container);
  return container;
}

/** Polls until `probe` returns true; on time-out, fails with the container's log. */
async function waitFor(
  what: string,
  container: string,
  probe: () => Promise<boolean>,
): Promise<void> {
  const answers = async () => {
    if (await probe().catch(() => false)) return true;
    const { stdout } = await engine('podman', [
      'inspect',
      '--format',
      '{{.State.Running}}',
      container,
    ]);
    // A stopped container will not come up: fail now, not at the deadline.
    if (stdout.trim() !== 'true') throw new Error(`${container} stopped`);
    return false;
  };
  try {
    await eventually(what, answers, (up) => up, { timeoutMs: START_TIMEOUT_MS, everyMs: 1000 });
  } catch (error) {
    throw new Error(
      `${what} did not come up (${(error as Error).message}). Container log:\n${(await podmanLogs(container)).slice(-6000)}`,
    );
  }
}

/**
 * The images run with NODE_ENV=production, where services and the gateway start only with
 * their halves of the internal caller-token pair, and services only with the services' pair
 * (base64, as the chart's Secret may carry them).
 */
const internalKeys = generateInternalKeyPair();
const serviceKeys = generateInternalKeyPair();
const asBase64 = (pem: string) => Buffer.from(pem).toString('base64');
/** The secrets-at-rest keys; a service ignores the ones that are not its own. */
const SEALING_KEYS = {
  SIGNING_KEY_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  TENANCY_SECRETS_KEY: randomBytes(32).toString('hex'),
  INTEGRATIONS_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
};

/** Where each running service answers gRPC, for the gateway's *_ADDR variables. */
const grpcAddresses: Record<string, string> = {};

describe('the runtime', () => {
  test('every Node image runs Node 24, the release the local base image carries', async () => {
    const nodeImages = artifacts.filter((image) => image.kind !== 'frontend');
    expect(nodeImages).toHaveLength(SERVICE_NAMES.length + 1);
    for (const image of nodeImages) {
      const version = (await readFromImage(image, ['node', '--version'])).trim();
      expect({ image: image.image, version }).toEqual({
        image: image.image,
        version: `v${RUNTIME_NODE_VERSION}`,
      });
    }
    expect(RUNTIME_NODE_VERSION).toMatch(/^24\./);
  });
});

describe('service images', () => {
  test('every service image starts read-only as uid 1000 and reports gRPC SERVING', async () => {
    await Promise.all(
      SERVICE_NAMES.map(async (name) => {
        const database = await createTestDatabase(`image_${name}`);
        databases.push(database);
        const [grpcPort, httpPort] = [await freePort(), await freePort()];
        const container = await startContainer(
          artifact(name),
          '1000:1000',
          {
            DATABASE_URL: database.url,
            KAFKA_BROKERS: kafka!.brokers,
            GRPC_PORT: String(grpcPort),
            HTTP_PORT: String(httpPort),
            DATA_DIR: '/var/lib/portico',
            LOG_LEVEL: 'info',
            INTERNAL_TOKEN_PUBLIC_KEY: asBase64(internalKeys.publicKey),
            SERVICE_TOKEN_PUBLIC_KEY: asBase64(serviceKeys.publicKey),
            SERVICE_TOKEN_PRIVATE_KEY: asBase64(serviceKeys.privateKey),
            // Identity, tenancy and notifications refuse to start without their sealing key.
            ...SEALING_KEYS,
            // No Stripe, mail server or bucket here: each local stand-in is chosen by name, as
            // a production process without them refuses to start.
            BILLING_PROVIDER: 'sandbox',
            MAIL_DELIVERY: 'local',
            FILE_STORAGE: 'local',
          },
          ['--tmpfs', '/var/lib/portico:rw,mode=1777'],
        );
        const address = `127.0.0.1:${grpcPort}`;
        await waitFor(
          `${name} (gRPC ${address})`,
          container,
          async () => (await checkHealth(address)) === 'SERVING',
        );
        grpcAddresses[`${name.toUpperCase()}_ADDR`] = address;
      }),
    );
    expect(Object.keys(grpcAddresses)).toHaveLength(SERVICE_NAMES.length);
  });

  test('the gateway image starts read-only as uid 1000 and is ready through the services', async () => {
    expect(Object.keys(grpcAddresses)).toHaveLength(SERVICE_NAMES.length);
    const port = await freePort();
    const container = await startContainer(artifact('gateway'), '1000:1000', {
      PORT: String(port),
      INTERNAL_TOKEN_PRIVATE_KEY: asBase64(internalKeys.privateKey),
      ...grpcAddresses,
    });
    await waitFor('gateway /readyz', container, async () => {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      return response.status === 200;
    });
    const health = await fetch(`http://127.0.0.1:${port}/api/healthz`);
    expect(health.status).toBe(200);
  });
});

/** Runs a command in a throw-away container of the image and returns its output. */
async function readFromImage(image: ImageArtifact, command: string[]): Promise<string> {
  const [entrypoint, ...args] = command;
  const { stdout } = await engine('podman', [
    'run',
    '--rm',
    '--network=host',
    '--entrypoint',
    entrypoint!,
    localTag(image),
    ...args,
  ]);
  return stdout;
}

/**
 * nginx listens on 8080 in the image; with host networking that port belongs to the whole
 * machine, so each test gives the image's own nginx.conf a free port and changes nothing else.
 */
async function startFrontend(component: string): Promise<string> {
  const image = artifact(component);
  const config = await readFromImage(image, ['cat', '/etc/nginx/nginx.conf']);
  const port = await freePort();
  const file = path.join(scratch, `${component}.nginx.conf`);
  expect(config).toContain('listen 8080;');
  writeFileSync(file, config.replace('listen 8080;', `listen ${port};`));
  const container = await startContainer(image, '101:101', {}, [
    '--volume',
    `${file}:/etc/nginx/nginx.conf:ro`,
  ]);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${component} nginx`, container, async () => {
    const response = await fetch(`${base}/healthz`);
    return response.status === 200;
  });
  return base;
}

describe('frontend images', () => {
  test('the shell image serves its page on any app route, revalidated on every visit', async () => {
    const base = await startFrontend('shell');
    for (const route of ['/', '/signin', '/some/deep/route']) {
      const response = await fetch(`${base}${route}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toMatch(/<script[^>]+src=/);
    }
  });

  test.each(['landing', 'tenant-app', 'super-console'])(
    'the %s image serves its remote script under its Ingress path, and a missing script is a 404',
    async (component) => {
      const remote = artifact(component);
      const base = await startFrontend(component);
      const basePath = remote.buildArgs.BASE_PATH ?? `/remotes/${component}`;
      const entry = await fetch(`${base}${basePath}/remoteEntry.js`);
      expect(entry.status).toBe(200);
      expect(entry.headers.get('content-type')).toMatch(/javascript/);
      expect(entry.headers.get('cache-control')).toBe('no-cache');
      expect(await entry.text()).toContain(`var portico_${component.replace(/-/g, '_')};`);
      // Content-hashed chunks never change: cached for a year.
      const files = await readFromImage(remote, ['ls', `/usr/share/nginx/html${basePath}`]);
      const hashed = files.split('\n').find((file) => /\.[0-9a-f]{12}\.js$/.test(file));
      expect(hashed).toBeDefined();
      const chunk = await fetch(`${base}${basePath}/${hashed}`);
      expect(chunk.status).toBe(200);
      expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const missing = await fetch(`${base}${basePath}/no-such-chunk.js`);
      expect(missing.status).toBe(404);
    },
  );
});
