/**
 * buildah and podman as they work on our build machines (docs/testing.md): root, chroot
 * isolation for builds, runc with cgroupfs for runs, host networking, and no default rlimits
 * (crun and the default ulimits trip over this machine's hybrid cgroups). Both tools share one
 * image store under .tools/images, so `make clean` removes it and every run after the first
 * reuses its layers.
 *
 * Storage: overlay where the kernel allows it (it does on our machines, as root on ext4);
 * IMAGES_STORAGE_DRIVER=vfs where it does not. vfs works everywhere but copies the whole
 * filesystem for every layer and every build step: with the workspace's node_modules that is
 * tens of gigabytes and most of the build time.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

export const repoRoot = path.resolve(__dirname, '..', '..');
export const imagesDir = path.join(repoRoot, '.tools', 'images');
const storageDriver = process.env.IMAGES_STORAGE_DRIVER ?? 'overlay';
// One store per driver: a store made by one cannot be opened by the other.
const storageRoot = path.join(imagesDir, `storage-${storageDriver}`);
const runRoot = path.join(imagesDir, `run-${storageDriver}`);

/** The configuration files both tools read, written once per process. */
let configured: NodeJS.ProcessEnv | undefined;
function engineEnv(): NodeJS.ProcessEnv {
  if (configured) return configured;
  mkdirSync(imagesDir, { recursive: true });
  const containersConf = path.join(imagesDir, 'containers.conf');
  writeFileSync(
    containersConf,
    [
      '[containers]',
      'default_ulimits = []',
      '[engine]',
      'cgroup_manager = "cgroupfs"',
      'events_logger = "file"',
      'runtime = "runc"',
      '',
    ].join('\n'),
  );
  const storageConf = path.join(imagesDir, 'storage.conf');
  writeFileSync(
    storageConf,
    [
      '[storage]',
      `driver = "${storageDriver}"`,
      `graphroot = "${storageRoot}"`,
      `runroot = "${runRoot}"`,
      '',
    ].join('\n'),
  );
  configured = {
    ...process.env,
    CONTAINERS_CONF: containersConf,
    CONTAINERS_STORAGE_CONF: storageConf,
    BUILDAH_ISOLATION: 'chroot',
  };
  return configured;
}

/** Flags every podman command takes; the config files cover the rest. */
export const podmanFlags = ['--cgroup-manager=cgroupfs', '--runtime', '/usr/sbin/runc'];

export interface EngineResult {
  stdout: string;
  stderr: string;
}

/** Runs buildah or podman to completion; rejects with its stderr when it fails. */
export async function engine(
  tool: 'buildah' | 'podman',
  args: string[],
  options: { timeoutMs?: number } = {},
): Promise<EngineResult> {
  const fullArgs = tool === 'podman' ? [...podmanFlags, ...args] : args;
  try {
    return await execFileAsync(tool, fullArgs, {
      cwd: repoRoot,
      env: engineEnv(),
      maxBuffer: 256 * 1024 * 1024,
      timeout: options.timeoutMs ?? 0,
    });
  } catch (error) {
    const failed = error as { stderr?: string; stdout?: string; message: string };
    const output = `${failed.stdout ?? ''}\n${failed.stderr ?? ''}`.trim().slice(-8000);
    throw new Error(`${tool} ${args.slice(0, 3).join(' ')} failed: ${failed.message}\n${output}`, {
      cause: error,
    });
  }
}

/**
 * Runs a long build step with its output streamed to `log` (a build's progress is what a
 * developer wants to see), resolving when it exits 0.
 */
export function engineStreaming(
  tool: 'buildah' | 'podman',
  args: string[],
  log: (line: string) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(tool, args, {
      cwd: repoRoot,
      env: engineEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const tail: string[] = [];
    const onData = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (!line.trim()) continue;
        log(line);
        tail.push(line);
        if (tail.length > 60) tail.shift();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(`${tool} ${args.slice(0, 2).join(' ')} exited ${code}:\n${tail.join('\n')}`),
        );
    });
  });
}

/** Whether the store holds an image of that name. */
export async function imageExists(name: string): Promise<boolean> {
  try {
    await engine('buildah', ['inspect', '--type', 'image', name]);
    return true;
  } catch {
    return false;
  }
}

/** Starts a container in the background and returns its id. */
export async function podmanRunDetached(args: string[]): Promise<string> {
  const { stdout } = await engine('podman', ['run', '--detach', '--network=host', ...args]);
  return stdout.trim();
}

export async function podmanLogs(container: string): Promise<string> {
  const { stdout, stderr } = await engine('podman', ['logs', container]).catch(() => ({
    stdout: '',
    stderr: '',
  }));
  return `${stdout}${stderr}`;
}

export async function podmanRemove(container: string): Promise<void> {
  await engine('podman', ['rm', '--force', '--time', '5', container]).catch(() => undefined);
}
