/**
 * `make up`: Portico on embedded defaults at http://localhost:8080. Everything runs in this
 * one process (PGlite under .data/, the in-process bus); Ctrl-C stops it cleanly and the
 * next run reuses .data/.
 */
import '@portico/kit/telemetry/register';
import path from 'node:path';
import { shutdownTracing } from '@portico/kit/telemetry/tracing';
import { formatSignIns, seedDemo } from '../seed/demo';
import { DEMO_SUPER_ADMIN_EMAIL, demoSuperAdminPassword } from './demoSuperAdmin';
import { startMailCatcher, type MailCatcher } from './mailCatcher';
import { prometheusInstalled, startPrometheus, type LocalPrometheus } from './prometheus';
import { startStack } from './stack';

const ROOT = path.resolve(__dirname, '..', '..', '..');

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  // This machine only, unless told otherwise (HOST=0.0.0.0 to show it on the network).
  const host = process.env.HOST ?? '127.0.0.1';
  const dataDir = process.env.DATA_DIR ?? path.join(ROOT, '.data');
  const fixedPorts = process.env.SERVICE_PORTS !== 'ephemeral';
  // Mail goes to the local catcher unless SMTP_URL names a real server.
  let mail: MailCatcher | undefined;
  if (!process.env.SMTP_URL) {
    mail = await startMailCatcher({ host, fixedPorts }).catch((error: unknown) => {
      console.warn(
        `The local mail catcher did not start, so no email is delivered: ${String(error)}`,
      );
      return undefined;
    });
  }
  // App Health reads Prometheus: PROMETHEUS_URL names one, else a local one when installed
  // (it scrapes the fixed ports, so not for the smoke test's free ones).
  let prometheus: LocalPrometheus | undefined;
  if (!process.env.PROMETHEUS_URL && fixedPorts) {
    if (prometheusInstalled()) {
      prometheus = await startPrometheus({ dataDir, gatewayPort: port }).catch((error: unknown) => {
        console.warn(`Prometheus did not start, so App Health has no figures: ${String(error)}`);
        return undefined;
      });
    } else {
      console.warn(
        'Prometheus is not installed (apt-get install prometheus), so App Health has no figures.',
      );
    }
  }
  const env: Record<string, string> = {
    SUPER_ADMIN_EMAIL: process.env.SUPER_ADMIN_EMAIL ?? DEMO_SUPER_ADMIN_EMAIL,
    SUPER_ADMIN_PASSWORD: process.env.SUPER_ADMIN_PASSWORD ?? demoSuperAdminPassword(dataDir),
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
    ...(mail ? { SMTP_URL: mail.smtpUrl } : {}),
    ...(prometheus ? { PROMETHEUS_URL: prometheus.url } : {}),
  };
  const stack = await startStack({
    port,
    host,
    // Fixed ports let a developer reach each service's /metrics; the smoke test asks for free ones.
    fixedPorts,
    dataDir,
    frontendsDir: path.join(ROOT, 'frontends'),
    logLevel: process.env.LOG_LEVEL ?? 'info',
    env,
    // Beside the data, so the admin commands (tooling/admin) find the operators' key.
    keepKeys: true,
  });

  // Idempotent: the first run creates the demo workspace, later runs find it.
  const seed = await seedDemo(
    stack.url,
    { email: env.SUPER_ADMIN_EMAIL!, password: env.SUPER_ADMIN_PASSWORD! },
    // The demo accounts' addresses are confirmed, as the super admin's (no email banner).
    { identityDb: stack.services.identity.db },
  );
  console.log(`\n${formatSignIns(seed)}`);
  if (mail) console.log(`\nEmails sent by Portico arrive at ${mail.webUrl}`);
  console.log(`Replies to message emails are taken at ${stack.inboundSmtpUrl}`);
  if (prometheus) console.log(`Prometheus scrapes every process at ${prometheus.url}`);
  console.log(
    `\nPortico is running at ${stack.url.replace('127.0.0.1', 'localhost')}  (Ctrl-C to stop)\n`,
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`\n${signal}: stopping Portico...`);
    stack
      .stop()
      .then(() => mail?.stop())
      .then(() => prometheus?.stop())
      .then(shutdownTracing)
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
