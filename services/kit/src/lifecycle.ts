/**
 * Graceful shutdown. Steps run in the order they were added, each bounded in time, so the
 * runtime can say: drain readiness → finish in-flight calls → stop consumers → flush the
 * outbox → close the bus and the pool. A step that fails is logged and the rest still run;
 * the process exits 0 only when every step finished.
 */
import type { Logger } from './logger';
import { withTimeout } from './http/ops-server';

interface Step {
  name: string;
  run(): Promise<void> | void;
}

export class Lifecycle {
  private readonly steps: Step[] = [];
  private stopping: Promise<boolean> | undefined;

  constructor(
    private readonly logger: Logger,
    /** The bound for the whole shutdown; each step gets what is left of it. */
    private readonly graceMs: number,
  ) {}

  add(name: string, run: Step['run']): void {
    this.steps.push({ name, run });
  }

  get isStopping(): boolean {
    return this.stopping !== undefined;
  }

  /** Runs every step once; later calls wait for the first. Resolves true when all succeeded. */
  stop(): Promise<boolean> {
    this.stopping ??= this.runSteps();
    return this.stopping;
  }

  private async runSteps(): Promise<boolean> {
    const deadline = Date.now() + this.graceMs;
    let clean = true;
    for (const step of this.steps) {
      const left = Math.max(deadline - Date.now(), 250);
      try {
        await withTimeout(Promise.resolve(step.run()), left, `${step.name} did not stop in time`);
        this.logger.debug({ step: step.name }, 'shutdown step done');
      } catch (error) {
        clean = false;
        this.logger.error({ err: error, step: step.name }, 'shutdown step failed');
      }
    }
    return clean;
  }

  /** SIGTERM/SIGINT stop the process gracefully; a second signal exits at once. */
  installSignalHandlers(exit: (code: number) => void = (code) => process.exit(code)): void {
    const onSignal = (signal: NodeJS.Signals) => {
      if (this.isStopping) {
        this.logger.warn({ signal }, 'second signal: exiting now');
        exit(1);
        return;
      }
      this.logger.info({ signal }, 'shutting down');
      void this.stop().then((clean) => exit(clean ? 0 : 1));
    };
    process.on('SIGTERM', onSignal);
    process.on('SIGINT', onSignal);
  }
}
