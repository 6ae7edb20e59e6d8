/**
 * The lifecycle every browser journey shares, in one call at the top of a test file:
 *
 *   const journey = useBrowserJourney();
 *   ... await journey.page.goto(`${journey.url}/login`);
 *
 * - the stack: this jest worker's shared one (support/sharedStack.ts), or, with `env` or
 *   `ownStack`, one of the file's own, stopped after its last test;
 * - Chromium: one profile per file, closed after its last test;
 * - a page per test, opened with no cookies and a 45 s default timeout (eight services share
 *   two cores with the browser), closed after the test; `pagePerTest: false` leaves pages to
 *   the file;
 * - with `mail` or `dns`, a real SMTP peer or DNS server where the stack expects it, closed
 *   after the file's last test so the worker's next file can listen there.
 *
 * Files on the shared stack stay apart by making their own workspaces and users (unique emails
 * and subdomains), and by coming from an address of their own: the browser and this file's
 * `fetch` calls to the stack send x-forwarded-for (the stack trusts one proxy hop), so the
 * per-address limits on sign-in and sign-up count each file as one person. A file that changes
 * a platform-wide setting (a feature flag, Require 2FA) sets it back in its afterAll.
 */
import { randomInt } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { startDnsServer, type TestDnsServer } from '../../test-infra/dns';
import { startSmtpPeer, type SmtpPeer } from '../../test-infra/smtp';
import { launchChromium, type Browser } from './chromium';
import { FRONTENDS_DIR } from './frontendsServer';
import { freePeerPorts, sharedEnv, sharedStack, type PeerPorts } from './sharedStack';
import { startStackProcess, type StackProcess } from './stackProcess';

export interface JourneyOptions {
  /**
   * Variables this file's stack needs besides sharedEnv() (an OIDC issuer's address): the
   * file gets a stack of its own with them. A function is called when the stack starts, after
   * the beforeAll hooks declared above `useBrowserJourney` (which may start the doubles whose
   * addresses it names).
   */
  env?: Record<string, string> | (() => Record<string, string>);
  /**
   * A stack of its own with the shared environment, for a file whose actions every other file
   * would see and that cannot be undone (an announcement to every tenant).
   */
  ownStack?: boolean;
  /** false: the file opens and closes its pages itself. Default true: one fresh page a test. */
  pagePerTest?: boolean;
  /** Listen where the stack sends mail (`journey.mail`, a real SMTP peer) until the last test. */
  mail?: boolean;
  /** Answer the stack's DNS questions (`journey.dns`, a real DNS server) until the last test. */
  dns?: boolean;
}

export interface BrowserJourney {
  /** Where the stack answers, e.g. `${journey.url}/login`. */
  readonly url: string;
  /** This file's Chromium profile. */
  readonly context: BrowserContext;
  /** The current test's page. */
  readonly page: Page;
  /** The client address this file's requests carry (x-forwarded-for). */
  readonly address: string;
  /** Where the stack expects its doubles (the TLS server of a custom domain: `ports.tls`). */
  readonly ports: PeerPorts;
  /** The SMTP peer the stack mails (option `mail`). */
  readonly mail: SmtpPeer;
  /** The DNS server the stack asks (option `dns`). */
  readonly dns: TestDnsServer;
}

/** A 10.x.y.z address per file: two files never look like one browser or person. */
const fileAddress = () => {
  const n = randomInt(1, 1 << 24);
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

/**
 * `fetch` as this file's client: requests to the stack carry the file's address. The files of
 * a worker share one connection pool, so a request may pick up a keep-alive connection the
 * stack closed while idle; that one never reached the stack and is sent once more.
 */
function fetchFrom(original: typeof fetch, origin: string, address: string): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!URL.canParse(url) || new URL(url).origin !== origin) return original(input, init);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : {}));
    if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', address);
    const sent = { ...init, headers };
    try {
      return await original(input, sent);
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause;
      if (cause?.code !== 'UND_ERR_SOCKET') throw error;
      return original(input, sent);
    }
  };
}

export function useBrowserJourney(options: JourneyOptions = {}): BrowserJourney {
  const address = fileAddress();
  let url = '';
  let ports: PeerPorts | undefined;
  let own: StackProcess | undefined;
  let browser: Browser | undefined;
  let page: Page | undefined;
  let mail: SmtpPeer | undefined;
  let dns: TestDnsServer | undefined;

  beforeAll(async () => {
    if (options.env || options.ownStack) {
      const extra = typeof options.env === 'function' ? options.env() : options.env;
      ports = await freePeerPorts();
      own = await startStackProcess({
        frontendsDir: FRONTENDS_DIR,
        env: { ...sharedEnv(ports), ...extra },
      });
      url = own.url;
    } else {
      ({ url, ports } = await sharedStack());
    }
    globalThis.fetch = fetchFrom(globalThis.fetch, new URL(url).origin, address);
    browser = await launchChromium({ headers: { 'x-forwarded-for': address } });
    if (options.mail) mail = await startSmtpPeer(ports.smtp);
    if (options.dns) dns = await startDnsServer(ports.dns);
  });

  // Jest runs a file's afterAll hooks in the order they were declared, so this one (declared
  // first) runs before the file's own: those may still call the shared stack, not an own one.
  // `fetch` stays as it is: the file's globals go with the file.
  afterAll(async () => {
    await browser?.close();
    await own?.stop();
    await mail?.close();
    await dns?.close();
  });

  if (options.pagePerTest !== false) {
    beforeEach(async () => {
      await browser!.context.clearCookies();
      page = await browser!.context.newPage();
      page.setDefaultTimeout(45_000);
    });
    afterEach(async () => {
      await page?.close();
      page = undefined;
    });
  }

  return {
    get url() {
      if (!url) throw new Error('the stack is not up yet: use journey.url inside hooks and tests');
      return url;
    },
    get context() {
      if (!browser)
        throw new Error('Chromium is not up yet: use journey.context in hooks and tests');
      return browser.context;
    },
    get page() {
      if (!page) throw new Error('no page: journey.page exists inside a test (pagePerTest)');
      return page;
    },
    address,
    get ports() {
      if (!ports)
        throw new Error('the stack is not up yet: use journey.ports inside hooks and tests');
      return ports;
    },
    get mail() {
      if (!mail) throw new Error('no SMTP peer: ask useBrowserJourney({ mail: true })');
      return mail;
    },
    get dns() {
      if (!dns) throw new Error('no DNS server: ask useBrowserJourney({ dns: true })');
      return dns;
    },
  };
}
