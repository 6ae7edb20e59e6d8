/**
 * `make bench`: real PostgreSQL and the Kafka-protocol broker from the test harness, the
 * services and the gateway as separate processes, a seeded data set, then every
 * scenario with autocannon over loopback next to two baselines measured in the same run.
 * Reports go to bench/results/ (see bench/README.md).
 */
import os from 'node:os';
import path from 'node:path';
import { SERVICE_NAMES, type ServiceName } from '@portico/kit';
import { createTestDatabase, type TestDatabase } from '../test-infra/db';
import { startKafka, type RunningKafka } from '../test-infra/kafka';
import { startPostgres, type RunningPostgres } from '../test-infra/postgres';
import { freePort } from '../test-infra/ports';
import { inParallel, signIn, type SignedIn } from './api';
import { measure } from './load';
import { MESSAGING_SCENARIOS, messagingScenarios, seedMessaging } from './messaging';
import { measureIdle, type IdleUsage } from './idle';
import { parseOptions, type BenchOptions } from './options';
import { directoryPlans } from './plans';
import {
  REPO_ROOT,
  startNodeProcess,
  startPortico,
  type BenchProcess,
  type RunningPortico,
} from './processes';
import { commandOf, findPostmaster, withChildren, type ProcessGroup } from './procStats';
import { machine, scenarioReport, writeReport, type BenchReport } from './report';
import { measureStreams } from './streams';
import { measureUploadThroughput } from './uploads';
import { seedWork, WORK_SCENARIOS, type WorkData } from './work';
import {
  REFRESH_SESSIONS_PER_CONNECTION,
  scenarios,
  type BaselineName,
  type ScenarioData,
} from './scenarios';
import { seedForms } from './forms';
import { BENCH_INVOICES, seedInvoices, type InvoiceReaders } from './invoices';
import { BENCH_PASSWORD, seed, type SeededData } from './seed';

const SIGN_IN_CONCURRENCY = 4;

/** Whether `--only` (comma-separated parts of names) leaves the scenario `name` in. */
const selected = (options: BenchOptions, name: string) =>
  !options.only || options.only.split(',').some((part) => name.includes(part.trim()));

const log = (message: string) =>
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

async function startBaseline(
  name: BaselineName | 'plain-upload',
  env: Record<string, string>,
  options: { logDir: string; cpuProfileDir?: string },
): Promise<{ proc: BenchProcess; url: string }> {
  const port = await freePort();
  const script = path.join(__dirname, 'baselines', `${name}.js`);
  const health = name === 'express-pg' ? '/healthz' : '/';
  const url = `http://127.0.0.1:${port}`;
  const proc = await startNodeProcess(
    `baseline-${name}`,
    script,
    { ...env, PORT: String(port) },
    `${url}${health}`,
    options,
  );
  return { proc, url };
}

/** Members spread over tenants, signed in through the API for their tokens. */
async function signInMembers(url: string, seeded: SeededData, options: BenchOptions) {
  const refresherCount = options.connections * REFRESH_SESSIONS_PER_CONNECTION;
  const wanted = options.readers + refresherCount;
  // Readers belong to the workspaces made through the API (seed.ts), which have their forms.
  const madeByApi = new Set(seeded.tenantIds.slice(0, seeded.apiTenants));
  const candidates = seeded.members.filter((m) => madeByApi.has(m.tenantId));
  const stride = Math.max(1, Math.floor(candidates.length / wanted));
  const chosen = Array.from({ length: wanted }, (_, i) => candidates[i * stride]).filter(
    (m): m is NonNullable<typeof m> => m !== undefined,
  );
  const sessions = await inParallel(chosen, SIGN_IN_CONCURRENCY, (m) =>
    signIn(url, m.email, BENCH_PASSWORD),
  );
  const readers = sessions
    .slice(0, options.readers)
    .map((s: SignedIn, i) => ({ ...s, tenantId: (chosen[i] as { tenantId: string }).tenantId }));
  const refreshers = sessions.slice(options.readers);
  const used = new Set(chosen.map((m) => m.userId));
  return { readers, refreshers, others: seeded.members.filter((m) => !used.has(m.userId)) };
}

/**
 * Runs the bench, and so everything it starts afterwards (they inherit it), at `nice`: on the
 * shared machine other engineers' compiles otherwise decide how long each hop of a request
 * waits for a core, which costs a path through three processes far more than the one-process
 * baselines. Baselines and Portico run at the same priority, so their ratios stay fair.
 */
function setPriority(nice: number): void {
  if (nice === 0) return;
  try {
    os.setPriority(process.pid, nice);
  } catch (error) {
    log(`running at the default priority (nice ${nice} refused: ${(error as Error).message})`);
  }
}

async function run(options: BenchOptions): Promise<void> {
  setPriority(options.nice);
  const startedAt = new Date().toISOString();
  const logDir = path.join(options.out, 'logs');
  const processOptions = {
    logDir,
    ...(options.cpuProf ? { cpuProfileDir: path.join(options.out, 'profiles') } : {}),
    ...(options.fetchWaitMs ? { fetchWaitMs: options.fetchWaitMs } : {}),
  };
  const cleanups: (() => Promise<void>)[] = [];
  let postgres: RunningPostgres | undefined;
  let kafka: RunningKafka | undefined;
  const onExit = () => {
    kafka?.stopSync();
    postgres?.stopSync();
  };
  process.once('exit', onExit);
  // Ctrl-C: exit normally so the 'exit' handler stops the throw-away servers.
  process.once('SIGINT', () => process.exit(130));
  try {
    log('starting PostgreSQL and the Kafka-protocol broker');
    postgres = await startPostgres();
    process.env.PORTICO_TEST_PG_URL = postgres.url;
    kafka = await startKafka();
    const databases = {} as Record<ServiceName, TestDatabase>;
    for (const name of SERVICE_NAMES) databases[name] = await createTestDatabase(`bench_${name}`);
    const urls = Object.fromEntries(SERVICE_NAMES.map((n) => [n, databases[n].url])) as Record<
      ServiceName,
      string
    >;

    log('starting the services and the gateway (one process each)');
    const portico: RunningPortico = await startPortico(urls, kafka.brokers, processOptions);
    cleanups.push(() => portico.stop());
    let idle: IdleUsage | undefined;
    if (options.idleSeconds > 0) {
      log(`idle: CPU of every process over ${options.idleSeconds} s, no requests`);
      idle = await measureIdle(portico, options.idleSeconds);
      log(
        `  ${Object.entries(idle.cpuPercent)
          .map(([name, percent]) => `${name} ${percent.toFixed(2)} %`)
          .join(', ')}`,
      );
    }

    log(`seeding ${options.tenants} workspaces through the API and ${options.users} members`);
    const seeded = await seed(
      portico.url,
      { identity: urls.identity, tenancy: urls.tenancy },
      options,
    );
    // The first workspace's directory reads, once its members are in: the CRM list's misses.
    const plans = await directoryPlans(
      { identity: urls.identity, tenancy: urls.tenancy },
      seeded.tenantIds[0] as string,
    );
    log('signing in members for tokens and refresh sessions');
    const signedIn = await signInMembers(portico.url, seeded, options);
    // Tenant admins for the CRM users list: a few workspaces' owners.
    const admins = await inParallel(
      seeded.ownerEmails.slice(0, 5),
      SIGN_IN_CONCURRENCY,
      async (email, i) => ({
        ...(await signIn(portico.url, email, BENCH_PASSWORD)),
        tenantId: seeded.tenantIds[i] as string,
      }),
    );

    log("publishing a form in each reader's workspace for the forms scenarios");
    const formFillers = await seedForms(portico.url, seeded, signedIn.readers, SIGN_IN_CONCURRENCY);

    let invoiceReaders: InvoiceReaders | undefined;
    if (
      ['/api/payments/invoices', '/api/payments/my-invoices'].some((p) =>
        selected(options, `GET ${p} `),
      )
    ) {
      log(`writing ${BENCH_INVOICES} invoices into the first workspace for the payments lists`);
      invoiceReaders = await seedInvoices(portico.url, urls.billing, seeded, SIGN_IN_CONCURRENCY);
    }
    let work: WorkData | undefined;
    if (Object.values(WORK_SCENARIOS).some((name) => selected(options, name))) {
      log('writing 100,000 tasks and a folder of 10,000 files into the first admin’s workspace');
      work = await seedWork(
        urls.content,
        { tenantId: admins[0]!.tenantId, userId: admins[0]!.userId },
        signedIn.readers.filter((r) => r.tenantId === admins[0]!.tenantId).map((r) => r.userId),
      );
    }

    const bare = await startBaseline('bare-http', {}, processOptions);
    cleanups.push(() => bare.proc.stop());
    const expressPg = await startBaseline(
      'express-pg',
      { TENANCY_DATABASE_URL: urls.tenancy, IDENTITY_DATABASE_URL: urls.identity },
      processOptions,
    );
    cleanups.push(() => expressPg.proc.stop());

    const data: ScenarioData = {
      readers: signedIn.readers,
      refreshers: signedIn.refreshers,
      admins,
      members: signedIn.others,
      password: BENCH_PASSWORD,
      formFillers,
      ...(invoiceReaders ? { invoiceReaders } : {}),
      ...(work ? { work } : {}),
    };
    const all = scenarios(
      { gateway: portico.url, baselines: { 'bare-http': bare.url, 'express-pg': expressPg.url } },
      data,
      {
        seconds: options.seconds,
        connections: options.connections,
        openLoopRate: options.rate,
        openLoopSeconds: options.openLoopSeconds,
        soakSeconds: options.soakSeconds,
      },
    );
    if (Object.values(MESSAGING_SCENARIOS).some((name) => selected(options, name))) {
      // The last workspace made through the API: none of the readers' (whose owners hold the
      // live streams below), so its million messages weigh on these reads alone.
      const last = seeded.apiTenants - 1;
      const staff = {
        ...(await signIn(portico.url, seeded.ownerEmails[last] as string, BENCH_PASSWORD)),
        tenantId: seeded.tenantIds[last] as string,
      };
      const clients = seeded.members.filter((m) => m.tenantId === staff.tenantId);
      log(
        `seeding ${options.conversations} conversations of ${options.messagesEach} messages with SQL`,
      );
      const conversationIds = await seedMessaging(
        urls.messaging,
        staff.tenantId,
        staff.userId,
        clients.map((m) => m.userId),
        { conversations: options.conversations, messagesEach: options.messagesEach },
      );
      all.push(...messagingScenarios(portico.url, { staff, conversationIds }, options.seconds));
    }
    // PostgreSQL's CPU (postmaster and every backend) is reported next to the processes that
    // query it, so a scenario's database cost is visible too.
    const postmaster = findPostmaster(Number(new URL(postgres.url).port));
    const postgresGroup: Record<string, ProcessGroup> = postmaster
      ? { 'postgresql (all backends)': () => withChildren(postmaster) }
      : {};
    // The broker is this process's child (test-infra/kafka.ts), so other runs' brokers on the
    // machine are not counted.
    const brokerGroup: Record<string, ProcessGroup> = {
      'broker (kafka-mock)': () =>
        withChildren(process.pid).filter(
          (pid) => pid !== process.pid && commandOf(pid) === 'kafka-mock',
        ),
    };
    const pidsOf = (target: string): Record<string, number> =>
      target === 'portico'
        ? Object.fromEntries(portico.processes.map((p) => [p.name, p.pid]))
        : { [`baseline-${target}`]: (target === 'bare-http' ? bare : expressPg).proc.pid };

    const report: BenchReport = {
      startedAt,
      machine: machine(),
      options: { ...options, out: path.relative(REPO_ROOT, options.out) },
      dataSet: { tenants: seeded.tenantIds.length, users: seeded.members.length },
      scenarios: [],
      plans,
      ...(idle ? { idle } : {}),
    };
    const baselines: Parameters<typeof scenarioReport>[2] = {};
    for (const scenario of all) {
      const isBaseline = scenario.target !== 'portico';
      if (!isBaseline && !selected(options, scenario.name)) continue;
      log(
        `${scenario.name}: ${scenario.shape.durationSeconds} s, ${scenario.shape.connections} connections`,
      );
      const result = await measure(
        scenario.url,
        () => scenario.requests(),
        scenario.shape,
        options.warmup,
        pidsOf(scenario.target),
        scenario.target === 'bare-http' ? {} : postgresGroup,
      );
      if (scenario.target === 'bare-http') baselines.bareHttp = result;
      if (scenario.target === 'express-pg') baselines.expressPg = result;
      const entry = scenarioReport(scenario, result, baselines);
      report.scenarios.push(entry);
      log(
        `  ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.latencyMs.p50.toFixed(1)} ms, ` +
          `p99 ${result.latencyMs.p99.toFixed(1)} ms, ${entry.errors} errors`,
      );
    }
    if (selected(options, 'upload')) {
      log('upload: a 100 MB file through the gateway to storage, against local disk');
      const scratch = path.join(options.out, 'scratch');
      const receiver = await startBaseline('plain-upload', { DIR: scratch }, processOptions);
      cleanups.push(() => receiver.proc.stop());
      const plainProxy = await startBaseline(
        'plain-upload',
        { UPSTREAM: receiver.url },
        processOptions,
      );
      cleanups.push(() => plainProxy.proc.stop());
      report.uploads = await measureUploadThroughput(
        portico.url,
        { bareHop: bare.url, plainPair: plainProxy.url },
        signedIn.readers[0]!,
        scratch,
        Object.fromEntries(
          portico.processes
            .filter((p) => p.name === 'gateway' || p.name === 'content')
            .map((p) => [p.name, p.pid]),
        ),
      );
      log(
        `  ${report.uploads.uploadMBps.toFixed(0)} MB/s uploaded, ${report.uploads.durableDiskMBps.toFixed(0)} MB/s to disk durably: ratio ${report.uploads.ratio.toFixed(2)} ` +
          `(page cache only ${report.uploads.diskMBps.toFixed(0)} MB/s: ${report.uploads.pageCacheRatio.toFixed(2)}); ` +
          `a new version ${report.uploads.versionMBps.toFixed(0)} MB/s: ratio ${report.uploads.versionRatio.toFixed(2)}`,
      );
    }
    if (options.streams > 0 && selected(options, 'streams')) {
      log(`live streams: ${options.streams} open, then messages at ${options.messageRate}/s`);
      // The owners of the readers' workspaces hold the receiving streams (staff see every
      // conversation); the readers post as clients.
      const tenants = [...new Set(signedIn.readers.map((r) => r.tenantId))].slice(0, 20);
      const owners = await inParallel(tenants, SIGN_IN_CONCURRENCY, async (tenantId) => ({
        ...(await signIn(
          portico.url,
          seeded.ownerEmails[seeded.tenantIds.indexOf(tenantId)] as string,
          BENCH_PASSWORD,
        )),
        tenantId,
      }));
      report.streams = await measureStreams(
        portico.url,
        portico.processes.find((p) => p.name === 'gateway')!,
        signedIn.readers,
        owners,
        {
          streams: options.streams,
          rate: options.messageRate,
          seconds: options.seconds,
          idleSeconds: Math.max(10, Math.min(options.idleSeconds, 30)),
        },
        { pids: pidsOf('portico'), groups: { ...postgresGroup, ...brokerGroup } },
      );
      const t = report.streams;
      log(
        `  ${t.kibPerStream.toFixed(1)} KiB a stream after a full collection (${t.heapKibPerStream.toFixed(1)} KiB of heap in use, ` +
          `${t.heapCommittedKibPerStream.toFixed(1)} KiB of heap held, ${t.externalKibPerStream.toFixed(1)} KiB outside it; ` +
          `${t.kibPerStreamOpening.toFixed(1)} KiB right after they opened), idle CPU ${t.idleCpuPercent.toFixed(2)} % ` +
          `(${t.idleCpuPercentWithout.toFixed(2)} % without), ${t.delivered}/${t.posted} delivered, ` +
          `p50 ${t.latencyMs.p50.toFixed(1)} ms, p99 ${t.latencyMs.p99.toFixed(1)} ms ` +
          `(the POST's answer: p50 ${t.postMs.p50.toFixed(1)} ms, p99 ${t.postMs.p99.toFixed(1)} ms; ` +
          `the timing thread's event-loop delay p99 ${t.timingLoopDelayMs.p99.toFixed(1)} ms, max ${t.timingLoopDelayMs.max.toFixed(1)} ms)`,
      );
    }
    const written = writeReport(report, options.out);
    log(
      `report: ${path.relative(REPO_ROOT, written.md)} and ${path.relative(REPO_ROOT, written.json)}`,
    );
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    await kafka?.stop();
    await postgres?.stop();
    process.removeListener('exit', onExit);
  }
}

const options = parseOptions(process.argv.slice(2), REPO_ROOT);
run(options).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
