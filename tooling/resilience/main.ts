/**
 * `make resilience`: a bad day, rehearsed. Real PostgreSQL and the Kafka-protocol broker from
 * the test harness, every service and two gateway replicas as separate processes under a
 * supervisor behind a load balancer, a steady mixed load, and one fault after another (see
 * docs/resilience.md). Prints a table per fault and exits non-zero when a promise is broken.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { SERVICE_NAMES, type ServiceName } from '@portico/kit';
import { REPO_ROOT } from '../bench/processes';
import { createTestDatabase, superuserUrlOf } from '../test-infra/db';
import { startKafka, type ControllableKafka } from '../test-infra/kafka';
import { startPostgres, type ControllablePostgres } from '../test-infra/postgres';
import { startSmtpPeer } from '../test-infra/smtp';
import { startDelayProxy, type DelayProxy } from './delayProxy';
import { EventLedger } from './events';
import { brokerStopped } from './faults/broker';
import { diskFull } from './faults/disk';
import { killed } from './faults/kill';
import { postgresRestarted } from './faults/postgres';
import { rollingRestart } from './faults/rolling';
import { slowDatabase } from './faults/slow';
import { MixedLoad } from './load';
import { parseOptions, type ResilienceOptions } from './options';
import { runPhase, type PhaseResult, type Rehearsal } from './rehearsal';
import { startWebhookReceiver } from './receiver';
import { machine, phaseMarkdown, writeReport } from './report';
import { startResilienceStack, WEBHOOK_HOST, type ResilienceStack } from './stack';
import type { UnexpectedExit } from './supervisor';
import { mountUploadDisk, type UploadDisk } from './uploadDisk';
import { prepareWorkload } from './workload';

/** The upload folder's filesystem: room for the run's uploads, quick to fill. */
const UPLOAD_DISK_MIB = 64;

const started = Date.now();
const clock = () => Date.now() - started;
const log = (message: string) =>
  console.log(`[resilience +${(clock() / 1000).toFixed(0).padStart(4)} s] ${message}`);

/** A fixed database URL sent through the delaying proxy instead. */
function through(proxy: DelayProxy, url: string): string {
  const proxied = new URL(url);
  proxied.host = `127.0.0.1:${proxy.port}`;
  return proxied.toString();
}

async function rehearse(
  options: ResilienceOptions,
): Promise<{ phases: PhaseResult[]; rate: number }> {
  const cleanups: (() => Promise<void> | void)[] = [];
  let postgres: ControllablePostgres | undefined;
  let kafka: ControllableKafka | undefined;
  let stack: ResilienceStack | undefined;
  let disk: UploadDisk | undefined;
  const dataDir = mkdtempSync('/tmp/portico-resilience-');
  const onExit = () => {
    stack?.killNow();
    disk?.unmount();
    kafka?.stopSync();
    postgres?.stopSync();
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', onExit);
  process.once('SIGINT', () => process.exit(130));
  try {
    log('starting PostgreSQL and the Kafka-protocol broker');
    postgres = await startPostgres();
    process.env.PORTICO_TEST_PG_URL = postgres.url;
    kafka = await startKafka();
    const databases = {} as Record<ServiceName, Awaited<ReturnType<typeof createTestDatabase>>>;
    for (const name of SERVICE_NAMES)
      databases[name] = await createTestDatabase(`resilience_${name}`, { asServiceUser: true });
    const superuser = Object.fromEntries(
      SERVICE_NAMES.map((name) => [name, superuserUrlOf(databases[name])]),
    ) as Record<ServiceName, string>;
    const pgAddress = new URL(postgres.url);
    const slowProxy = await startDelayProxy({
      host: pgAddress.hostname,
      port: Number(pgAddress.port),
    });
    cleanups.push(() => slowProxy.close());
    const serviceUrls = Object.fromEntries(
      SERVICE_NAMES.map((name) => [
        name,
        name === options.slowService
          ? through(slowProxy, databases[name].url)
          : databases[name].url,
      ]),
    ) as Record<ServiceName, string>;

    const filesRoot = path.join(dataDir, 'files');
    if (options.only.includes('disk')) {
      disk = mountUploadDisk(filesRoot, UPLOAD_DISK_MIB);
      cleanups.push(() => disk?.unmount());
    }
    const smtp = await startSmtpPeer();
    cleanups.push(() => smtp.close());
    const receiver = await startWebhookReceiver(WEBHOOK_HOST);
    cleanups.push(() => receiver.close());

    log('starting every service and two gateway replicas behind a load balancer');
    const crashes: UnexpectedExit[] = [];
    stack = await startResilienceStack({
      databaseUrls: serviceUrls,
      kafkaBrokers: kafka.brokers,
      smtpUrl: smtp.url,
      logLevel: options.logLevel,
      dataDir,
      logDir: path.join(options.out, 'resilience-logs'),
      clock,
      onUnexpectedExit: (exit) => {
        crashes.push(exit);
        log(
          `${exit.name} exited unexpectedly (code ${exit.code}, signal ${exit.signal}); restarting it`,
        );
      },
    });
    const running = stack;
    cleanups.push(() => running.stop());
    const ledger = new EventLedger(superuser, kafka.brokers, receiver);
    await ledger.start();
    cleanups.push(() => ledger.stop());

    log(`seeding ${options.tenants} workspaces and ${options.members} members`);
    const workload = await prepareWorkload(
      stack.url,
      { identity: superuser.identity, tenancy: superuser.tenancy },
      options,
      receiver.url,
    );
    const load = new MixedLoad(stack.url, workload, clock, options.rate);
    log(`steady load: ${load.rate.toFixed(1)} operations/s`);
    load.start();
    cleanups.push(() => load.stop());

    const r: Rehearsal = {
      stack,
      load,
      ledger,
      kafka,
      postgres,
      slowProxy,
      disk: disk ?? {
        root: filesRoot,
        fill: () => 0,
        free: () => undefined,
        available: () => 0,
        unmount: () => undefined,
      },
      filesRoot,
      options,
      clock,
      crashes,
      log,
    };
    const phases: PhaseResult[] = [];
    const phase = async (name: string, fault: Parameters<typeof runPhase>[2]) => {
      const result = await runPhase(r, name, fault);
      phases.push(result);
      console.log(`\n${phaseMarkdown(result)}`);
    };
    for (const fault of options.only) {
      if (fault === 'broker')
        await phase(`broker stopped ${options.brokerSeconds} s`, brokerStopped(r));
      if (fault === 'kill')
        for (const service of options.kill) await phase(`kill -9 ${service}`, killed(r, service));
      if (fault === 'postgres')
        await phase(
          `PostgreSQL restarted (${options.postgresSeconds} s down)`,
          postgresRestarted(r),
        );
      if (fault === 'rolling') await phase('rolling restart of the gateways', rollingRestart(r));
      if (fault === 'slow')
        await phase(
          `${options.slowService}'s database answering 5 s late for ${options.slowSeconds} s`,
          slowDatabase(r, options.slowService),
        );
      if (fault === 'disk')
        await phase(`content's upload folder full for ${options.diskSeconds} s`, diskFull(r));
    }
    return { phases, rate: load.rate };
  } finally {
    for (const cleanup of cleanups.reverse())
      await Promise.resolve(cleanup()).catch(() => undefined);
    await kafka?.stop();
    await postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    process.removeListener('exit', onExit);
  }
}

const options = parseOptions(process.argv.slice(2), REPO_ROOT);
const startedAt = new Date().toISOString();
const machineAtStart = machine();
rehearse(options)
  .then(({ phases, rate }) => {
    const file = writeReport(
      {
        startedAt,
        machine: machineAtStart,
        options: { ...options, out: path.relative(REPO_ROOT, options.out) },
        rate,
        phases,
      },
      options.out,
    );
    const broken = phases.flatMap((p) =>
      p.promises.filter((v) => !v.kept).map((v) => `${p.name}: ${v.text}`),
    );
    log(`report: ${path.relative(REPO_ROOT, file)}`);
    if (broken.length > 0) {
      console.error(
        `\n${broken.length} promise(s) broken:\n${broken.map((b) => `  ❌ ${b}`).join('\n')}`,
      );
      process.exit(1);
    }
    log('every promise kept');
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
