import type { Page } from 'playwright-core';
import { accessibilityViolations } from './support/axe';
import { useBrowserJourney } from './support/journey';

// The federated frontends in real Chromium, served by the gateway that serves the product (with
// every service behind it): what a visitor sees before signing in, and what happens when a
// remote is down. Timers the spec fixes (the carousel's 4500 ms) run on Playwright's clock.

jest.setTimeout(240_000);

const server = useBrowserJourney();
let page: Page;

beforeEach(() => {
  page = server.page;
});

const caption = () => page.getByTestId('carousel-caption').textContent();

/** Scrolls through the page so every section has faded in before it is checked. */
async function revealWholePage() {
  // Expressions as strings: this file is type-checked without the DOM library.
  const height = await page.evaluate<number>('document.body.scrollHeight');
  for (let y = 0; y <= height; y += 500) {
    await page.evaluate(`window.scrollTo(0, ${y})`);
    await page.waitForTimeout(60);
  }
  await page.waitForTimeout(800);
}

describe('the public frontends', () => {
  it('loads the landing page from its remote at /', async () => {
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { name: 'Your Branded Client Portal — In Minutes.' }).waitFor();
    for (const anchor of ['Features', 'Pricing', 'Demo']) {
      await expect(
        page
          .getByRole('navigation', { name: 'Sections' })
          .getByRole('link', { name: anchor })
          .getAttribute('href'),
      ).resolves.toBe(`#${anchor.toLowerCase()}`);
    }
    await revealWholePage();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('starts the landing remote with the shell entry and downloads each of its files once', async () => {
    // A first visit: the files the tests before loaded are not in the HTTP cache.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Network.clearBrowserCache');
    await devtools.detach();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { name: 'Your Branded Client Portal — In Minutes.' }).waitFor();

    // The entry preloads the landing's remoteEntry.js and fetches its exposed chunk itself,
    // before the bootstrap runs; a file the federation runtime did not take from the preload or
    // the HTTP cache would show as a second download of the same file (Resource Timing's
    // transferSize is 0 for an answer from the cache).
    const preloads = await page.evaluate<string[]>(
      `[...document.querySelectorAll('link[rel=preload]')].map((l) => new URL(l.href).pathname)`,
    );
    expect(preloads).toContain('/remotes/landing/remoteEntry.js');
    const downloads = await page.evaluate<{ path: string; by: string }[]>(
      `performance.getEntriesByType('resource').filter((e) => e.transferSize > 0)
        .map((e) => ({ path: new URL(e.name).pathname, by: e.initiatorType }))`,
    );
    expect(downloads).toContainEqual({
      path: expect.stringMatching(/^\/remotes\/landing\/__federation_expose_LandingPage\..*\.js$/),
      by: 'fetch',
    });
    const landingFiles = downloads
      .map(({ path }) => path)
      .filter((p) => p.startsWith('/remotes/landing/'));
    expect(landingFiles.filter((p, i) => landingFiles.indexOf(p) !== i)).toEqual([]);
    expect(requested.filter((p) => p === '/api/public/frontend-manifest')).toHaveLength(1);
    // The runtime manifest named the exposed chunk: the landing's build manifest is not waited for.
    expect(requested).not.toContain('/remotes/landing/mf-manifest.json');
  });

  it('lets a visitor page through the screenshots and see yearly prices', async () => {
    await page.clock.install();
    await page.goto(`${server.url}/#demo`);
    const carousel = page.getByRole('region', { name: 'Product screenshots' });
    await carousel.hover();
    await expect(caption()).resolves.toBe('Admin Dashboard');
    await page.getByRole('button', { name: 'Previous screenshot' }).click();
    await expect(caption()).resolves.toBe('CRM');
    await page.getByRole('button', { name: 'Next screenshot' }).click();
    await page.getByRole('button', { name: 'Next screenshot' }).click();
    await expect(caption()).resolves.toBe('Client Dashboard');
    // Longer than the spec's 4500 ms interval: a carousel under the pointer stays put.
    await page.clock.runFor(5000);
    await expect(caption()).resolves.toBe('Client Dashboard');

    await page.getByRole('radio', { name: /Yearly/ }).click();
    await expect(page.getByTestId('price-pro').textContent()).resolves.toBe('$83');
    await page.getByRole('radio', { name: 'Monthly' }).click();
    await expect(page.getByTestId('price-pro').textContent()).resolves.toBe('$99');
    await revealWholePage();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Compare all features' }).click();
    await page.getByRole('dialog', { name: 'Compare all features' }).getByRole('table').waitFor();
    expect(await accessibilityViolations(page, '[role="dialog"]')).toEqual([]);
  });

  it('advances the carousel every 4500 ms when nobody is pointing at it', async () => {
    // The page loads on a flowing clock (a clock paused before load stalls the page's start-up
    // timers); under the pointer the carousel holds still, so the clock is paused there, and
    // moving the pointer away starts the 4500 ms interval at that paused instant.
    await page.clock.install();
    await page.goto(`${server.url}/#demo`);
    await page.getByRole('region', { name: 'Product screenshots' }).hover();
    await expect(caption()).resolves.toBe('Admin Dashboard');
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1000);
    try {
      await page.mouse.move(5, 5);
      await page.clock.runFor(4499);
      await expect(caption()).resolves.toBe('Admin Dashboard');
      await page.clock.runFor(1);
      await page
        .getByTestId('carousel-caption')
        .filter({ hasText: /^Client Dashboard$/ })
        .waitFor({ timeout: 10_000 });
    } finally {
      // The clock belongs to the browser context the later tests' pages share.
      await page.clock.resume();
    }
  });

  it('falls back to the local image when a tool logo is broken', async () => {
    await page.route('**/notion.*.svg', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(`${server.url}/`);
    const logo = page.getByRole('img', { name: 'Notion' });
    await logo.scrollIntoViewIfNeeded();
    await page.locator('img[alt="Notion"][src*="tool-fallback"]').waitFor();
  });

  it('sends an unknown path to /login', async () => {
    await page.goto(`${server.url}/no/such/page`);
    await page.waitForURL(/\/login$/);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('shows the empty-field messages on the sign-up screen', async () => {
    await page.goto(`${server.url}/signup`);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Full name is required').waitFor();
    await expect(page.getByText('Company name is required').isVisible()).resolves.toBe(true);
    await expect(
      page.getByText('Password must be at least 8 characters').isVisible(),
    ).resolves.toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('shows a fallback with a retry when a remote is down, and loads it once it is back', async () => {
    // The remote's host answers 503, as a remote that is down does behind the ingress.
    const remoteDown = '**/remotes/landing/**';
    await page.route(remoteDown, (route) =>
      route.fulfill({ status: 503, body: 'Service Unavailable' }),
    );
    try {
      await page.goto(`${server.url}/`);
      await page
        .getByRole('heading', { name: "We couldn't load the home page" })
        .waitFor({ timeout: 15000 });
      expect(await accessibilityViolations(page)).toEqual([]);
    } finally {
      await page.unroute(remoteDown);
    }
    await page.getByRole('button', { name: 'Try again' }).click();
    await page
      .getByRole('heading', { name: 'Your Branded Client Portal — In Minutes.' })
      .waitFor({ timeout: 15000 });
  });

  it('caches content-hashed assets forever and revalidates the entry points', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const script = /src="?(\/main\.[0-9a-f]{12}\.js)/.exec(html)?.[1];
    expect(script).toBeDefined();
    expect((await fetch(`${server.url}${script}`)).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(
      (await fetch(`${server.url}/remotes/landing/remoteEntry.js`)).headers.get('cache-control'),
    ).toBe('no-cache');
    expect((await fetch(`${server.url}/dashboard/admin`)).headers.get('cache-control')).toBe(
      'no-cache',
    );
    await expect(
      (await fetch(`${server.url}/api/public/frontend-manifest`)).json(),
    ).resolves.toEqual({
      remotes: {
        landing: '/remotes/landing/remoteEntry.js',
        'tenant-app': '/remotes/tenant-app/remoteEntry.js',
        'super-console': '/remotes/super-console/remoteEntry.js',
      },
      // Each remote's exposed chunks, so the entry preloads them with remoteEntry.js.
      preload: {
        landing: expect.arrayContaining([
          expect.stringMatching(/^__federation_expose_LandingPage\./),
        ]),
        'tenant-app': expect.arrayContaining([
          expect.stringMatching(/^__federation_expose_TenantApp\./),
        ]),
        'super-console': expect.arrayContaining([
          expect.stringMatching(/^__federation_expose_SuperConsole\./),
        ]),
      },
      links: {},
    });
  });
});
