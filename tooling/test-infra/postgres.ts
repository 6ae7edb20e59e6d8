/**
 * Starts a throw-away PostgreSQL server for the integration and e2e layers: a fresh cluster
 * (initdb) in a temp folder, trust authentication on 127.0.0.1 only, a free port, durability
 * switched off for speed. PostgreSQL refuses to run as root, so when the tests run as root
 * (our CI) the cluster is created and started as the `postgres` system user.
 */
import { spawn, spawnSync, type SpawnOptions } from 'node:child_process';
import {
  appendFileSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './ports';

export interface RunningPostgres {
  /** Superuser connection string, e.g. `postgres://postgres@127.0.0.1:54123/postgres`. */
  url: string;
  stop(): Promise<void>;
  /** For `process.on('exit')`, where nothing asynchronous runs any more. */
  stopSync(): void;
}

export interface ControllablePostgres extends RunningPostgres {
  /**
   * Stops the server as an operator restarting it would (`pg_ctl stop -m fast`: sessions are
   * ended, open transactions rolled back) until `up()` starts it again on the same port.
   */
  down(): Promise<void>;
  up(): Promise<void>;
}

interface SystemUser {
  uid: number;
  gid: number;
}

const START_ATTEMPTS = 3;
const START_TIMEOUT_SECONDS = 60;

/** Where initdb/pg_ctl live: PATH first, then Debian's versioned folders, newest first. */
export function findPostgresBinDir(): string {
  const fromEnv = process.env.PORTICO_PG_BIN_DIR;
  if (fromEnv) return fromEnv;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const initdb = path.join(dir, 'initdb');
    // Resolved, because pg_ctl finds `postgres` next to its own real location.
    if (dir && existsSync(initdb)) return path.dirname(realpathSync(initdb));
  }
  const debianRoot = '/usr/lib/postgresql';
  const versions = existsSync(debianRoot)
    ? readdirSync(debianRoot)
        .filter((version) => existsSync(path.join(debianRoot, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return path.join(debianRoot, versions[0], 'bin');
  throw new Error(
    'PostgreSQL server binaries (initdb, pg_ctl) not found: install postgresql-15 ' +
      '(tooling/scripts/ensure-system-deps.sh) or set PORTICO_PG_BIN_DIR',
  );
}

/** The `postgres` system user when we are root (the server refuses root), else nobody. */
function serverUser(): SystemUser | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const entry = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .map((line) => line.split(':'))
    .find((fields) => fields[0] === 'postgres');
  if (!entry) {
    throw new Error('Running as root, but there is no `postgres` system user to run the server');
  }
  return { uid: Number(entry[2]), gid: Number(entry[3]) };
}

function run(file: string, args: string[], options: SpawnOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(file)} exited with ${code}:\n${output.trim()}`));
    });
  });
}

function pgStatStatementsAvailable(binDir: string): boolean {
  const pgConfig = path.join(binDir, 'pg_config');
  if (!existsSync(pgConfig)) return false;
  const libDir = spawnSync(pgConfig, ['--pkglibdir'], { encoding: 'utf8' }).stdout?.trim();
  return Boolean(libDir) && existsSync(path.join(libDir, 'pg_stat_statements.so'));
}

function tail(file: string, lines = 20): string {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server log)';
  }
}

export interface PostgresOptions {
  /**
   * Also listen on this address and accept password logins (scram) from `network`, for
   * clients in containers on a bridge network (the chart boot test).
   */
  bridge?: { address: string; network: string };
}

export async function startPostgres(options: PostgresOptions = {}): Promise<ControllablePostgres> {
  const binDir = findPostgresBinDir();
  const user = serverUser();
  // The server user must be able to reach the folder: /tmp always is, a root TMPDIR may not be.
  const root = mkdtempSync(path.join(user ? '/tmp' : os.tmpdir(), 'portico-pg-'));
  if (user) chownSync(root, user.uid, user.gid);
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'server.log');
  const asServer: SpawnOptions = { cwd: root, ...(user ?? {}) };
  const pgCtl = path.join(binDir, 'pg_ctl');

  const removeFolder = () => rmSync(root, { recursive: true, force: true });
  try {
    await run(
      path.join(binDir, 'initdb'),
      ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
      asServer,
    );
    const settings = [
      `listen_addresses = '${['127.0.0.1', options.bridge?.address].filter(Boolean).join(',')}'`,
      `unix_socket_directories = '${root}'`,
      'max_connections = 300',
      // A test cluster is thrown away, so durability buys nothing and costs seconds.
      'fsync = off',
      'synchronous_commit = off',
      'full_page_writes = off',
    ];
    if (pgStatStatementsAvailable(binDir)) {
      settings.push(`shared_preload_libraries = 'pg_stat_statements'`);
    }
    appendFileSync(path.join(dataDir, 'postgresql.conf'), `\n${settings.join('\n')}\n`);
    if (options.bridge)
      appendFileSync(
        path.join(dataDir, 'pg_hba.conf'),
        `host all all ${options.bridge.network} scram-sha-256\n`,
      );

    const port = await startOnFreePort(pgCtl, dataDir, logFile, asServer);
    let stopped = false;
    const stopArgs = ['-D', dataDir, '-m', 'immediate', '-w', 'stop'];
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      down: () => run(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop'], asServer),
      up: () => startOn(pgCtl, port, dataDir, logFile, asServer),
      async stop() {
        if (stopped) return;
        stopped = true;
        await run(pgCtl, stopArgs, asServer).catch(() => undefined);
        removeFolder();
      },
      stopSync() {
        if (stopped) return;
        stopped = true;
        spawnSync(pgCtl, stopArgs, { ...asServer, stdio: 'ignore' });
        removeFolder();
      },
    };
  } catch (error) {
    // A start that timed out may still have left a server running on the folder.
    spawnSync(pgCtl, ['-D', dataDir, '-m', 'immediate', 'stop'], { ...asServer, stdio: 'ignore' });
    removeFolder();
    throw error;
  }
}

function startOn(
  pgCtl: string,
  port: number,
  dataDir: string,
  logFile: string,
  asServer: SpawnOptions,
): Promise<void> {
  return run(
    pgCtl,
    [
      '-D',
      dataDir,
      '-l',
      logFile,
      '-o',
      `-p ${port}`,
      '-w',
      '-t',
      String(START_TIMEOUT_SECONDS),
      'start',
    ],
    asServer,
  );
}

/** Another process may take the port between choosing and binding it, so try a few. */
async function startOnFreePort(
  pgCtl: string,
  dataDir: string,
  logFile: string,
  asServer: SpawnOptions,
): Promise<number> {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    try {
      await startOn(pgCtl, port, dataDir, logFile, asServer);
      return port;
    } catch (error) {
      if (attempt >= START_ATTEMPTS) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`PostgreSQL did not start: ${reason}\n${tail(logFile)}`);
      }
    }
  }
}
