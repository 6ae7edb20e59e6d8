/**
 * SSRF from saved URLs (issue 24 items 7 and 8): every URL field of every route in the running
 * gateway's OpenAPI document (declared `format: uri`, or named as a URL or webhook) is saved
 * with each target of the review's list (support/ssrf-targets.ts: loopback, private,
 * link-local, IPv4-mapped and the IPv6 forms that carry or lead to inward addresses, decimal,
 * octal and hex IPv4, `localhost`, names the test DNS server resolves inward, other schemes).
 * Each is refused when saved, with a 4xx a person can read, and nothing is stored: what the
 * route's owner reads back is as before. A webhook whose receiver redirects inward is not
 * followed there. A URL only handed to browsers (a logo, a footer link: SHOWN_ONLY, each with
 * its reason) is held to web schemes alone, since no request of the platform's goes there.
 *
 * Size: 14 URL fields today, 378 requests at six at a time (all 50 targets for each URL the
 * platform reaches, the 4 other schemes for each shown one), plus the fixtures; about 16 s.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startDnsServer, type TestDnsServer } from '../../../../tooling/test-infra/dns';
import { AUTHORIZATION_TABLE, routeKey } from '../support/authorization-table';
import { eventually, isDefined } from '../../../../tooling/test-infra/eventually';
import { ApiClient, PASSWORD, uniqueEmail } from '../support/client';
import { signUpWorkspace } from '../support/journeys';
import { useE2eStack } from '../support/prologue';
import { dotted, fieldsOf, readOperations, type Field, type Operation } from './support/document';
import { filledPath } from './support/requests';
import { sampleOf, withValueAt } from './support/samples';
import { inParallel, readableError, send } from './support/send';
import { INWARD_NAMES, SSRF_TARGETS } from './support/ssrf-targets';

jest.setTimeout(300_000);

/** A field holds a URL when the document says so, or its name does. */
const URL_NAME = /(^url$|_url$|Url$|^webhook|Webhook$|^linkedin$)/;
const isUrlField = (field: Field) =>
  field.schema.format === 'uri' ||
  field.schema.anyOf?.some((s) => s.format === 'uri') ||
  URL_NAME.test(field.name);

/**
 * URL fields the platform only hands to browsers (an image's source, a footer link) and never
 * fetches itself, each with the reason: no request leaves the platform for them, so an inward
 * address is no SSRF there, and only their scheme is checked (no `javascript:`, `data:`,
 * `file:`). Every other URL field, a new one included, is held to the whole target list
 * until someone says here why it is only shown.
 */
const SHOWN_ONLY: Record<string, string> = {
  logo_url: "the workspace's logo: an <img> in the browser; mails carry only uploaded brand assets",
  logoUrl: 'a logo: an <img> in the browser (onboarding, the console brand)',
  favicon_url: "the workspace's favicon: a <link rel=icon> in the browser",
  faviconUrl: 'the console brand favicon: a <link rel=icon> in the browser',
  privacyUrl: 'a footer link the browser follows, never the platform',
  termsUrl: 'a footer link the browser follows, never the platform',
};

/** The targets a field must refuse: every one, or for a shown-only field the other schemes. */
const targetsFor = (field: Field) =>
  field.name in SHOWN_ONLY
    ? SSRF_TARGETS.filter((target) => target.group === 'other schemes')
    : SSRF_TARGETS;

type Who = 'admin' | 'super' | 'newcomer' | 'anonymous';

interface Base {
  who: Who;
  /** A body valid but for the URL field (fresh per request: names that must be unique). */
  body: () => unknown;
  /** What the route's owner reads back to see nothing was stored. */
  readBack: string[];
}

const env = useE2eStack({ superAdmin: true });
let dns: TestDnsServer;
let admin: ApiClient;
let tenantId: string;
let superAdmin: ApiClient;
/** Signed up, in onboarding: the onboarding steps take URLs before any workspace exists. */
let newcomer: ApiClient;
let operations: Operation[];
let currentSettings: { settings: { brand: Record<string, unknown> } };

/**
 * Bodies the routes with URL fields take today, valid in every other field, so a refusal is
 * the URL's. A route not listed gets its schema's sample and a caller by its audience.
 */
const BASES: Record<string, () => Base> = {
  'POST /api/onboarding-branding': () => ({
    who: 'newcomer',
    body: () => ({ subdomain: `ssrf-${randomBytes(4).toString('hex')}`, brandColor: '#2563eb' }),
    readBack: ['/api/onboarding-status'],
  }),
  'POST /api/onboarding-capabilities': () => ({
    who: 'newcomer',
    body: () => ({ useEmbeds: true, useForms: true, useFiles: true }),
    readBack: ['/api/onboarding-status'],
  }),
  'PATCH /api/tenant-config': () => ({
    who: 'admin',
    body: () => ({}),
    readBack: ['/api/tenant-config'],
  }),
  'PUT /api/settings': () => ({
    who: 'super',
    body: () => ({ brand: { ...currentSettings.settings.brand } }),
    readBack: ['/api/settings'],
  }),
  'POST /api/embeds': () => ({
    who: 'admin',
    body: () => ({ title: 'Inward', provider: 'custom', embed_type: 'role', role: 'all' }),
    readBack: ['/api/embeds/manage'],
  }),
  'POST /api/super/embeds': () => ({
    who: 'super',
    body: () => ({
      title: 'Inward',
      provider: 'custom',
      embed_type: 'role',
      role: 'all',
      target_tenant_id: tenantId,
    }),
    readBack: [`/api/super/embeds?tenant_id=${tenantId}`],
  }),
  'POST /api/integrations/webhooks': () => ({
    who: 'admin',
    body: () => ({ events: ['all'] }),
    readBack: ['/api/integrations/webhooks'],
  }),
  'PUT /api/integrations/slack': () => ({
    who: 'admin',
    body: () => ({ enabled: true }),
    readBack: ['/api/integrations/slack'],
  }),
  'PUT /api/profile': () => ({ who: 'admin', body: () => ({}), readBack: ['/api/profile'] }),
};

function baseOf(op: Operation): Base {
  const known = BASES[op.key]?.();
  if (known) return known;
  const audience = AUTHORIZATION_TABLE.find((r) => routeKey(r.method, r.path) === op.key)?.audience;
  const who: Who =
    audience === 'anyone' ? 'anonymous' : audience === 'super admin' ? 'super' : 'admin';
  return {
    who,
    body: () => sampleOf(op.jsonBody!, { password: PASSWORD, email: uniqueEmail('ssrf') }),
    readBack: [],
  };
}

const clientOf = (who: Who) =>
  ({
    admin: { client: admin, tenant: tenantId },
    super: { client: superAdmin, tenant: undefined },
    newcomer: { client: newcomer, tenant: undefined },
    anonymous: { client: new ApiClient(env.url), tenant: undefined },
  })[who];

async function readAll(): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const op of urlRoutes()) {
    const base = baseOf(op.op);
    const { client, tenant } = clientOf(base.who);
    for (const path of base.readBack) {
      const answer = await send(client, { method: 'GET', path, tenant });
      out[`${base.who} ${path}`] = answer.json ?? answer.text;
    }
  }
  return out;
}

function urlRoutes(): { op: Operation; fields: Field[] }[] {
  return operations
    .filter((op) => op.jsonBody)
    .map((op) => ({ op, fields: fieldsOf(op.jsonBody!).filter(isUrlField) }))
    .filter(({ fields }) => fields.length > 0);
}

beforeAll(async () => {
  dns = await startDnsServer(env.dnsPort, INWARD_NAMES);
  const workspace = await signUpWorkspace(env.url, 'Inward Co');
  admin = workspace.client;
  tenantId = workspace.tenantId;
  superAdmin = env.superAdmin;
  currentSettings = (await superAdmin.get<typeof currentSettings>('/api/settings')).body;
  newcomer = new ApiClient(env.url);
  const signup = await newcomer.post('/api/auth/signup', {
    name: 'Nora Newcomer',
    email: uniqueEmail('newcomer'),
    password: PASSWORD,
    companyName: 'Newcomer Co',
  });
  const plan = await newcomer.post('/api/onboarding-plan', { plan: 'pro', adminSeats: 2 });
  if (signup.status !== 201 || plan.status >= 300) throw new Error('newcomer onboarding failed');
  operations = await readOperations(env.url);
});
afterAll(async () => {
  await dns?.close();
});

describe('SSRF from saved URLs', () => {
  it('finds the URL fields users can save', () => {
    const found = urlRoutes().flatMap(({ op, fields }) =>
      fields.map((f) => `${op.key} ${dotted(f.path)}`),
    );
    // The ones the review named: embeds, webhooks, Slack, brand images; any new one joins them.
    expect(found).toEqual(
      expect.arrayContaining([
        'POST /api/embeds url',
        'POST /api/integrations/webhooks url',
        'PUT /api/integrations/slack webhook_url',
        'PATCH /api/tenant-config logo_url',
        'PATCH /api/tenant-config favicon_url',
      ]),
    );
  });

  it('refuses every inward target in every URL field when it is saved, storing nothing', async () => {
    const before = await readAll();
    const cases = urlRoutes().flatMap(({ op, fields }) =>
      fields.flatMap((field) => targetsFor(field).map((target) => ({ op, field, target }))),
    );
    const wrong = (
      await inParallel(cases, 6, async ({ op, field, target }) => {
        const base = baseOf(op);
        const { client, tenant } = clientOf(base.who);
        const body = withValueAt(base.body(), field.path, target.url);
        const path = filledPath(op, [], () => tenantId);
        const answer = await send(client, { method: op.method, path, tenant, body });
        const at = `${op.key} ${dotted(field.path)} = ${target.url} (${target.group})`;
        if (answer.status < 400 || answer.status >= 500)
          return `${at}: ${answer.status} ${answer.text.slice(0, 200)}`;
        if (!readableError(answer))
          return `${at}: no readable error (${answer.text.slice(0, 120)})`;
        const fields = Object.keys(answer.json?.fields ?? {});
        if (fields.length > 0 && !fields.includes(dotted(field.path)))
          return `${at}: refused for another field (${fields.join(', ')}), not for the URL`;
        return undefined;
      })
    ).filter(Boolean);
    expect(wrong).toEqual([]);
    expect(cases.length).toBeGreaterThan(300);
    expect(await readAll()).toEqual(before);
  });

  it('does not follow a webhook receiver’s redirect to an inward address', async () => {
    let inwardHits = 0;
    const inward: Server = createServer((_req, res) => {
      inwardHits += 1;
      res.writeHead(200).end('inside');
    });
    await new Promise<void>((resolve) => inward.listen(0, '127.0.0.1', resolve));
    const target = `http://127.0.0.1:${(inward.address() as AddressInfo).port}/admin`;
    // The test stack lets webhooks reach 127.0.0.3 alone (support/stack.ts): the redirector.
    const redirector: Server = createServer((_req, res) => {
      res.writeHead(302, { location: target }).end();
    });
    await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.3', resolve));
    try {
      const created = await admin.post<{ id: string }>('/api/integrations/webhooks', {
        url: `http://127.0.0.3:${(redirector.address() as AddressInfo).port}/hook`,
        events: ['all'],
      });
      expect(created.status).toBe(201);
      const test = await admin.post<{ id: string }>(
        `/api/integrations/webhooks/${created.body.id}/test`,
      );
      expect(test.status).toBe(200);
      const delivery = await eventually(
        'the test delivery',
        async () => {
          const log = await admin.get<{ deliveries: { id: string; response_status: number }[] }>(
            '/api/integrations/webhooks',
          );
          const mine = log.body.deliveries.find((d) => d.id === test.body.id);
          return mine?.response_status ? mine : undefined;
        },
        isDefined,
      );
      expect(delivery.response_status).toBe(302);
      expect(inwardHits).toBe(0);
    } finally {
      inward.close();
      redirector.close();
    }
  });
});
