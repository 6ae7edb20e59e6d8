/**
 * Each service and gateway as its own process, watched as a kubelet watches a pod: the
 * process keeps its ports across restarts (a Service's address does not change), a process
 * that dies is started again at once, and every exit nobody asked for is written down so the
 * report can say which fault made something crash. `kill -9` and SIGTERM go to the pid.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../bench/processes';

const READY_TIMEOUT_MS = 120_000;
const READY_POLL_MS = 100;

export interface UnexpectedExit {
  name: string;
  /** ms since the run started */
  at: number;
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ProcessSpec {
  name: string;
  script: string;
  env: Record<string, string>;
  /** Answers 200 once the process can serve (its /readyz). */
  readyUrl: string;
}

function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
}

async function answers200(url: string): Promise<boolean> {
  return fetch(url, { signal: AbortSignal.timeout(2000) })
    .then((res) => res.ok)
    .catch(() => false);
}

/** One supervised process: started, restarted after any exit, stopped only on request. */
export class Supervised {
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();
  /** Exits we caused (kill, stop): not reported as crashes, and `stopped` means stay down. */
  private expectingExit = false;
  private stopped = false;
  private readonly logFile: string;
  /** When the current process last answered ready (ms since the run started). */
  readyAt = 0;

  constructor(
    readonly spec: ProcessSpec,
    private readonly logDir: string,
    private readonly clock: () => number,
    private readonly onUnexpectedExit: (exit: UnexpectedExit) => void,
  ) {
    mkdirSync(logDir, { recursive: true });
    this.logFile = path.join(logDir, `${spec.name}.log`);
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Starts the process and resolves once it answers ready. */
  async start(): Promise<void> {
    this.stopped = false;
    this.spawnChild();
    await this.waitReady();
  }

  private spawnChild(): void {
    // Appended, so the log of a process that was killed stays readable after its restart.
    const log = createWriteStream(this.logFile, { flags: 'a' });
    log.write(`\n--- ${this.spec.name} started at +${(this.clock() / 1000).toFixed(1)} s ---\n`);
    // The Makefile exports NODE_OPTIONS for jest; a deployed process runs without it.
    const child = spawn(process.execPath, [this.spec.script], {
      cwd: REPO_ROOT,
      env: { ...process.env, NODE_OPTIONS: '', ...this.spec.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Not ended by the pipes: the exit line below comes after both streams closed.
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
    this.child = child;
    this.exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => {
        log.end(`--- exited: code ${code}, signal ${signal} ---\n`);
        if (!this.expectingExit && !this.stopped) {
          this.onUnexpectedExit({ name: this.spec.name, at: this.clock(), code, signal });
          // A supervisor starts a crashed process again; a crash loop shows in the report.
          this.spawnChild();
        }
        resolve();
      }),
    );
  }

  private async waitReady(): Promise<void> {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    // A process that crashes while starting is started again by the exit handler, so this
    // waits through a crash loop and reports it only when the deadline passes.
    while (!(await answers200(this.spec.readyUrl))) {
      if (Date.now() > deadline)
        throw new Error(
          `${this.spec.name} not ready at ${this.spec.readyUrl} after ${READY_TIMEOUT_MS} ms:\n` +
            tail(this.logFile),
        );
      await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
    }
    this.readyAt = this.clock();
  }

  /**
   * `kill -9`, then what a supervisor does: start it again at once. Resolves with the ms from
   * the kill until the new process answered ready.
   */
  async killAndRestart(): Promise<number> {
    const killedAt = this.clock();
    this.expectingExit = true;
    this.child?.kill('SIGKILL');
    await this.exited;
    this.expectingExit = false;
    this.spawnChild();
    await this.waitReady();
    return this.clock() - killedAt;
  }

  /** SIGTERM (a rolling update): resolves with the exit code once the process is gone. */
  async terminate(): Promise<number | null> {
    this.expectingExit = true;
    const child = this.child;
    child?.kill('SIGTERM');
    await this.exited;
    this.expectingExit = false;
    return child?.exitCode ?? null;
  }

  /** Starts again after `terminate`. */
  async restart(): Promise<void> {
    this.spawnChild();
    await this.waitReady();
  }

  async stop(graceMs = 15_000): Promise<void> {
    this.stopped = true;
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await this.exited;
    clearTimeout(timer);
  }

  /** For `process.on('exit')`. */
  killNow(): void {
    this.stopped = true;
    this.child?.kill('SIGKILL');
  }
}
