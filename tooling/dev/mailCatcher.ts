/**
 * The local mail catcher of `make up`: maildev receives every email the notifications
 * service sends and shows it in a web inbox (its REST API, GET /api/email, is how tools and
 * tests read the links). Skipped when SMTP_URL names a real server. maildev is ESM-only,
 * so it is loaded with a dynamic import that this CommonJS build keeps as one.
 */
import { randomUUID } from 'node:crypto';
import net from 'node:net';

const importEsm = new Function('specifier', `return import(specifier); // ${randomUUID()}`) as <T>(
  specifier: string,
) => Promise<T>;

interface MailDevInstance {
  start(): Promise<unknown>;
  stop(): Promise<void>;
}
type MailDevModule = { MailDev: new (config: Record<string, unknown>) => MailDevInstance };

export interface MailCatcher {
  smtpUrl: string;
  webUrl: string;
  stop(): Promise<void>;
}

/** A port free right now (for the smoke test's side-by-side runs). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startMailCatcher(options: {
  host: string;
  /** Fixed ports (1025 SMTP, 1080 web) for a developer, free ones for the smoke test. */
  fixedPorts: boolean;
}): Promise<MailCatcher> {
  const smtp = options.fixedPorts
    ? Number(process.env.MAILDEV_SMTP_PORT ?? 1025)
    : await freePort();
  const web = options.fixedPorts ? Number(process.env.MAILDEV_WEB_PORT ?? 1080) : await freePort();
  const { MailDev } = await importEsm<MailDevModule>('maildev');
  const maildev = new MailDev({
    smtp,
    web,
    ip: options.host,
    webIp: options.host,
    silent: true,
  });
  await maildev.start();
  return {
    smtpUrl: `smtp://127.0.0.1:${smtp}`,
    webUrl: `http://${options.host === '0.0.0.0' ? 'localhost' : options.host.replace('127.0.0.1', 'localhost')}:${web}`,
    stop: () => maildev.stop(),
  };
}
