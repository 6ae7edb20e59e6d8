/**
 * Local stand-ins for the Dockerfiles' base images, which our build machines cannot pull
 * (no registry access): a Debian bookworm rootfs from `debootstrap --variant=minbase`, with
 * this machine's Node 20 copied in (Debian's own nodejs is 18) for `NODE_IMAGE`, and with
 * Debian's nginx for `NGINX_IMAGE`. The published Dockerfile defaults stay the official
 * images. The rootfs tarball is kept under .tools/images, and both images stay in the local
 * store, so only the first run on a machine pays for debootstrap (about two minutes).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, realpathSync, renameSync, rmSync } from 'node:fs';
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

const nodeVersion = process.version.replace(/^v/, '');
export const baseImageNames: BaseImages = {
  node: `localhost/portico-base-node:${nodeVersion}-${DEBIAN_SUITE}`,
  nginx: `localhost/portico-base-nginx:${DEBIAN_SUITE}`,
};

function ensureRootfsTarball(log: (line: string) => void): string {
  if (existsSync(rootfsTarball)) return rootfsTarball;
  mkdirSync(imagesDir, { recursive: true });
  const target = path.join(imagesDir, `rootfs-${process.pid}`);
  rmSync(target, { recursive: true, force: true });
  log(`debootstrap --variant=minbase ${DEBIAN_SUITE} from ${DEBIAN_MIRROR} (first run only)`);
  try {
    execFileSync('debootstrap', ['--variant=minbase', DEBIAN_SUITE, target, DEBIAN_MIRROR], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
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

/** This machine's node binary and npm, as a tarball rooted at / (same layout as Debian's). */
function nodeTarball(): string {
  const tarball = path.join(imagesDir, `node-${nodeVersion}.tar`);
  if (existsSync(tarball)) return tarball;
  const nodeBinary = realpathSync(process.execPath);
  const prefix = path.dirname(path.dirname(nodeBinary));
  const npmDir = path.join(prefix, 'lib', 'node_modules', 'npm');
  if (!existsSync(npmDir)) throw new Error(`npm not found beside ${nodeBinary} (${npmDir})`);
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
  log(`building ${baseImageNames.node} (Debian ${DEBIAN_SUITE} + Node ${nodeVersion})`);
  const container = await fromRootfs();
  await engine('buildah', ['add', container, nodeTarball(), '/']);
  await engine('buildah', [
    'config',
    '--env',
    'PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
    '--env',
    `NODE_VERSION=${nodeVersion}`,
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
