// The two Dockerfiles keep the promises the chart relies on: pinned bases, a non-root user
// matching the chart's runAsUser, tracing preloaded from a module the kit really has, and
// the ports and paths the chart probes.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { repoRoot } from './paths';

const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');
const servicesDockerfile = read('services/Dockerfile');
const frontendsDockerfile = read('frontends/Dockerfile');
const nginxConf = read('frontends/nginx.conf');
const values = parse(read('charts/portico/values.yaml')) as {
  roles: Record<
    string,
    {
      podSecurityContext: { runAsUser: number };
      ports: Record<string, number>;
      probes: Record<string, { path?: string }>;
    }
  >;
};

/** The default of each `ARG *_IMAGE=...`, the base images. */
const baseImages = (dockerfile: string) =>
  [...dockerfile.matchAll(/^ARG \w+_IMAGE=(\S+)$/gm)].map((m) => m[1]!);

test.each([
  ['services/Dockerfile', servicesDockerfile],
  ['frontends/Dockerfile', frontendsDockerfile],
])('%s pins every base image to an exact version', (_file, dockerfile) => {
  const images = baseImages(dockerfile);
  expect(images.length).toBeGreaterThan(0);
  for (const image of images)
    expect(image).toMatch(/:\d+\.\d+\.\d+(-[a-z]+)*(@sha256:[0-9a-f]{64})?$/);
  // Every FROM uses one of them or an earlier stage, never a floating tag.
  for (const [, from] of dockerfile.matchAll(/^FROM (\S+)/gm))
    expect(from).toMatch(/^\$\{\w+_IMAGE\}$|^[a-z-]+$/);
});

test('the service image runs as the uid the chart sets, from its own workspace', () => {
  const user = /^USER (\d+):(\d+)$/m.exec(servicesDockerfile);
  expect(Number(user?.[1])).toBe(values.roles.service!.podSecurityContext.runAsUser);
  expect(Number(user?.[1])).toBe(values.roles.gateway!.podSecurityContext.runAsUser);
  expect(servicesDockerfile).toContain('WORKDIR /app/services/${SERVICE}');
  expect(servicesDockerfile).toContain('CMD ["node", "dist/main.js"]');
  // Production dependencies only, of the server workspaces only (no frontend toolchain).
  expect(servicesDockerfile).toMatch(
    /npm ci [^\n]*--omit=dev \\\n\s+--workspace proto --workspace rules \$\(for ws in services\/\*\/;/,
  );
});

test('the service images start from their installed dependencies and share every layer until SERVICE', () => {
  const runtime = servicesDockerfile.split(/^FROM production-deps AS runtime$/m)[1];
  // Built on the dependencies where they were installed, not a copy of them: a cached build
  // hashes whatever it copies, for every image.
  expect(runtime).toBeDefined();
  const instructions = runtime!.split('\n').filter((line) => /^[A-Z]+ /.test(line));
  const firstNamingService = instructions.findIndex((line) => line.includes('SERVICE'));
  const sharedCopies = instructions.filter((line) =>
    /^COPY --from=app \/app\/(proto|rules|services\/kit)\/ /.test(line),
  );
  expect(sharedCopies).toHaveLength(3);
  expect(firstNamingService).toBeGreaterThan(instructions.indexOf(sharedCopies.at(-1)!));
});

test('the service image compiles the server workspaces, each of which has a tsconfig', () => {
  expect(servicesDockerfile).toContain('RUN npx tsc -b services/*/');
  for (const service of ['kit', 'gateway', 'identity', 'tenancy', 'content', 'forms', 'billing'])
    expect(readFileSync(path.join(repoRoot, 'services', service, 'tsconfig.json'))).toBeTruthy();
});

test.each([['frontends/Dockerfile', frontendsDockerfile]])(
  '%s builds with npm scripts that exist',
  (_file, dockerfile) => {
    const scriptsOf = (file: string) =>
      Object.keys((JSON.parse(read(file)) as { scripts?: Record<string, string> }).scripts ?? {});
    const frontends = ['shell', 'landing', 'tenant-app', 'super-console'];
    const used = [...dockerfile.matchAll(/npm run (\S+)( --workspace)?/g)];
    expect(used.length).toBeGreaterThan(0);
    for (const [, script, workspace] of used) {
      if (!workspace) expect(scriptsOf('package.json')).toContain(script);
      else
        for (const name of frontends)
          expect(scriptsOf(`frontends/${name}/package.json`)).toContain(script);
    }
  },
);

test.each([
  ['services/Dockerfile', servicesDockerfile],
  ['frontends/Dockerfile', frontendsDockerfile],
])('%s lets npm trust a mounted CA bundle without storing it', (_file, dockerfile) => {
  // Every stage that runs npm install declares the ARG (an ARG never reaches the image's env).
  const stages = dockerfile.split(/^FROM /m).slice(1);
  const installing = stages.filter((stage) => /RUN [^\n]*npm (ci|install)\b/.test(stage));
  expect(installing.length).toBeGreaterThan(0);
  for (const stage of installing) expect(stage).toMatch(/^ARG NODE_EXTRA_CA_CERTS$/m);
  expect(dockerfile).not.toMatch(/^ENV [^\n]*NODE_EXTRA_CA_CERTS/m);
});

test('the service image preloads tracing through a path the kit exports', () => {
  const preload = /NODE_OPTIONS="--require (\S+)/.exec(servicesDockerfile)?.[1];
  expect(preload).toBe('@portico/kit/telemetry/register');
  // Exactly what the image does at start, from a service's folder: Node honours the kit's
  // `exports` map and stops with ERR_PACKAGE_PATH_NOT_EXPORTED for any other path.
  expect(() =>
    execFileSync(process.execPath, ['--require', preload!, '-e', ''], {
      cwd: path.join(repoRoot, 'services', 'identity'),
      env: { ...process.env, NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  ).not.toThrow();
});

test('the frontend image runs nginx as the uid the chart sets, on the port and health path it probes', () => {
  const frontend = values.roles.frontend!;
  expect(Number(/^USER (\d+):\d+$/m.exec(frontendsDockerfile)?.[1])).toBe(
    frontend.podSecurityContext.runAsUser,
  );
  expect(frontendsDockerfile).toContain('COPY frontends/nginx.conf /etc/nginx/nginx.conf');
  expect(nginxConf).toContain(`listen ${frontend.ports.http};`);
  for (const probe of Object.values(frontend.probes))
    expect(nginxConf).toContain(`location = ${probe.path} `);
  // With a read-only root filesystem, nginx may only write under /tmp (an emptyDir).
  expect(nginxConf).toContain('pid /tmp/nginx.pid;');
  expect(nginxConf).toContain('client_body_temp_path /tmp/');
});

test('.dockerignore keeps dependencies, builds and local data out of the build context', () => {
  const ignored = read('.dockerignore')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'));
  expect(ignored).toEqual(
    expect.arrayContaining(['**/node_modules', '**/dist', '.git', '.data', '.tools']),
  );
});
