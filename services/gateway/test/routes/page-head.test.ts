/**
 * GET /api/public/page-head (README.md, "The page's head"): what the shell's page says about
 * itself before any script runs, for the host that asks. A tenant's portal names the tenant in
 * its language, with its colour and icon, and nothing of the platform; the platform's own host
 * names the app Super Settings names; a host that names nobody says so and asks not to be
 * indexed. A tenant's name is text, never markup.
 */
import { DEFAULT_PLATFORM_SETTINGS, PLATFORM_ICON } from '@portico/rules';
import { getAs } from '../../../../tooling/test-infra/getAs';
import { startRoutesHarness, type RoutesHarness } from './harness';

let api: RoutesHarness;

const TENANTS: Record<string, Record<string, string>> = {
  'acme.localhost': {
    name: 'Acme & Sons',
    brand_color: '#0F766E',
    favicon_url: '/api/public/brand-assets/t-acme/abc',
    default_locale: '',
  },
  'portal.globex.test': {
    name: 'Globex <script>alert(1)</script>',
    brand_color: '#fde047',
    favicon_url: '',
    default_locale: 'es',
  },
};

beforeAll(async () => {
  api = await startRoutesHarness(
    {},
    {
      tenancy: {
        GetBranding: async ({ host }: { host: string }) => {
          const tenant = TENANTS[host];
          if (!tenant) return { found: false, platform: host === 'localhost' };
          return {
            found: true,
            platform: false,
            tenant_id: `t-${host}`,
            logo_url: '',
            subdomain: '',
            ...tenant,
          };
        },
        GetPlatformSettings: async () => ({
          settings_json: JSON.stringify({
            ...DEFAULT_PLATFORM_SETTINGS,
            brand: { ...DEFAULT_PLATFORM_SETTINGS.brand, appName: 'Harbour' },
          }),
        }),
      },
    },
  );
});
afterAll(() => api.close());

/** Asked as nginx asks it: the page's own Host, the visitor's languages. */
async function part(which: string, host: string, language = '') {
  const answer = await getAs(
    host,
    `${api.base}/api/public/page-head?part=${which}`,
    language ? { 'accept-language': language } : {},
  );
  return { status: answer.status, type: answer.headers['content-type'] ?? '', body: answer.body };
}

describe("a tenant's portal", () => {
  it('is titled, described and coloured as the tenant, with its favicon and nothing of the platform', async () => {
    const head = await part('head', 'acme.localhost');
    expect(head.status).toBe(200);
    expect(head.type).toMatch(/^text\/html/);
    expect(head.body).toContain('<title>Acme &amp; Sons</title>');
    expect(head.body).toContain(
      `<meta name="description" content="Acme &amp; Sons&#39;s client portal: your files, forms and messages.">`,
    );
    expect(head.body).toContain('<meta name="theme-color" content="#0f766e">');
    expect(head.body).toContain('<link rel="icon" href="/api/public/brand-assets/t-acme/abc">');
    expect(head.body).toContain('<meta property="og:site_name" content="Acme &amp; Sons">');
    expect(head.body).not.toMatch(/portico|harbour/i);
    expect(head.body).not.toContain('%232563eb');
  });

  it("speaks the visitor's language when the tenant chose none, marked for a screen reader, and the tenant's when it did", async () => {
    expect((await part('noscript', 'acme.localhost', 'es-MX,es;q=0.9')).body).toBe(
      '<span lang="es">Acme &amp; Sons necesita JavaScript para funcionar. Actívalo y vuelve a cargar la página.</span>',
    );
    expect((await part('noscript', 'acme.localhost')).body).toBe(
      'Acme &amp; Sons needs JavaScript to run. Please turn it on and reload the page.',
    );
    const globex = await part('head', 'portal.globex.test', 'en-GB');
    expect(globex.body).toContain('content="Portal de clientes de Globex');
    expect(globex.body).toContain('<meta property="og:locale" content="es">');
  });

  it('writes a name as text, and gives a tenant without a favicon its initial on its colour', async () => {
    const head = await part('head', 'portal.globex.test');
    expect(head.body).not.toContain('<script>');
    expect(head.body).toContain('<title>Globex &lt;script&gt;alert(1)&lt;/script&gt;</title>');
    const icon = /<link rel="icon" href="data:image\/svg\+xml,([^"]+)">/.exec(head.body);
    const svg = decodeURIComponent(icon?.[1] ?? '');
    expect(svg).toContain('fill="#fde047"');
    // Yellow reads with dark ink, not white.
    expect(svg).toMatch(/fill="#0f172a"[^>]*>G<\/text>/);
  });
});

describe('the platform and unknown hosts', () => {
  it("names the platform's app as Super Settings names it, on its own host", async () => {
    const head = await part('head', 'localhost');
    expect(head.body).toContain('<title>Harbour</title>');
    expect(head.body).toContain('content="Harbour: your branded client portal, in minutes."');
    // The mark's quotes are escaped in the attribute; a browser reads the same URL.
    expect(head.body).toContain(
      `<link rel="icon" href="${PLATFORM_ICON.replaceAll("'", '&#39;')}">`,
    );
  });

  it('names nobody on a host that belongs to no tenant, and asks not to be indexed', async () => {
    const head = await part('head', 'gone.example.org', 'es');
    expect(head.body).toContain('<title>No se encontró el portal</title>');
    expect(head.body).toContain('<meta name="robots" content="noindex">');
    expect(head.body).not.toMatch(/portico|harbour/i);
    expect((await part('noscript', 'gone.example.org')).body).toBe(
      'This portal needs JavaScript to run. Please turn it on and reload the page.',
    );
  });

  it('refuses a part the page does not have', async () => {
    const answer = await part('body', 'acme.localhost');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'Part must be one of: head, noscript' });
  });
});
