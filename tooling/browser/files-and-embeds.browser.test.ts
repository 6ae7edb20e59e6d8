import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { accessibilityViolations } from './support/axe';
import { useBrowserJourney } from './support/journey';
import { signInAt } from './support/session';
import { joinWorkspace, openWorkspace } from './support/workspace';

// Issue 12's journey in real Chromium: an admin uploads a file for a client and gives the
// client's role an embed; the client sees the file tagged From Admin, downloads it and opens
// the embed.

jest.setTimeout(240_000);

const OWNER = { name: 'Ines Owner', email: 'ines@files.test', password: 'correct-horse-battery' };
const CLIENT = { name: 'Cleo Client', email: 'cleo@files.test', password: 'client-password-1' };
/** A public address literal: the SSRF check admits it without DNS (none here). */
const EMBED_URL = 'https://93.184.216.34/board';
/** A real 1×1 PNG: the type allowlist admits it by its magic bytes, and it can be previewed. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const journey = useBrowserJourney();
let page: Page;

/** A provisioned workspace and one invited client, made through the API the screens use. */
beforeAll(async () => {
  const { client: owner } = await openWorkspace(journey, {
    owner: OWNER,
    company: 'Files & Co',
    subdomain: 'files-co',
    capabilities: { useEmbeds: true, useFiles: true },
  });
  await joinWorkspace(owner, CLIENT, 'role2');
});

beforeEach(() => {
  page = journey.page;
});

const signIn = (email: string, password: string) =>
  signInAt(page, journey.url, { email, password });

const expectAccessible = async () => expect(await accessibilityViolations(page)).toEqual([]);

describe('files and embeds', () => {
  it('an admin uploads a file for a client and gives the client role an embed', async () => {
    await signIn(OWNER.email, OWNER.password);
    await page.waitForURL(/\/dashboard\/admin/);
    const tenant = new URL(page.url()).searchParams.get('tenant_id');

    await page.goto(`${journey.url}/admin/files?tenant_id=${tenant}`);
    await page.getByRole('heading', { name: 'Admin Files' }).waitFor();
    await page.getByText('No files have been added yet').waitFor();
    await page.getByRole('button', { name: 'Upload & Assign' }).click();
    await page.getByText('Choose a file', { exact: true }).last().waitFor();
    await page
      .getByLabel('Choose a file')
      .setInputFiles({ name: 'welcome-pack.png', mimeType: 'image/png', buffer: PNG });
    await page
      .getByLabel('Recipient', { exact: true })
      .selectOption({ label: `${CLIENT.name} (${CLIENT.email})` });
    await page.getByLabel('Message (optional)').fill('Your welcome pack');
    await page.getByRole('button', { name: 'Upload & Assign' }).click();
    await page.getByText('Uploaded & assigned').waitFor();
    await page.getByRole('button', { name: 'welcome-pack.png' }).click();
    // The preview drawer shows the image in place (under the page's CSP), and Escape closes it.
    const preview = page.getByRole('dialog', { name: 'welcome-pack.png' });
    const image = preview.getByRole('img', { name: 'Preview of welcome-pack.png' });
    await image.waitFor();
    // Decoded, not just present: a CSP refusing blob: images would leave it at 0.
    await page.waitForFunction(
      'document.querySelector(\'img[alt="Preview of welcome-pack.png"]\')?.naturalWidth === 1',
    );
    expect(await accessibilityViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });
    await expectAccessible();

    await page.goto(`${journey.url}/admin-embeds?tenant_id=${tenant}`);
    await page.getByRole('heading', { name: 'Embed Manager' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Please fill Title, Provider and URL').waitFor();
    await page.getByLabel('Title').fill('Project board');
    await page.getByLabel('URL').fill(EMBED_URL);
    await page.getByLabel('Provider').selectOption('custom');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Role').selectOption('role2');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Add Embed' }).click();
    await page.getByText('Embed added').waitFor();
    await page.getByRole('table', { name: 'Embeds' }).getByText('Project board').waitFor();
    await expectAccessible();
  });

  it('an upload whose connection drops resumes from where the server stopped, not from zero', async () => {
    await signIn(CLIENT.email, CLIENT.password);
    await page.waitForURL(/\/dashboard\/client/);
    const tenant = new URL(page.url()).searchParams.get('tenant_id');
    // 20 MB: the first 8 MB chunk arrives, the connection of the second is cut.
    const big = Buffer.alloc(20 * 1024 * 1024, 7);
    PNG.copy(big);
    const sent: string[] = [];
    let cut = false;
    await page.route('**/api/files/uploads**', async (route) => {
      const request = route.request();
      const offset = (await request.allHeaders())['upload-offset'];
      sent.push(`${request.method()} ${offset ?? ''}`);
      if (request.method() === 'PATCH' && offset !== '0' && !cut) {
        cut = true;
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    await page.goto(`${journey.url}/my-files?tenant_id=${tenant}`);
    await page.getByRole('heading', { name: 'Your Files' }).waitFor();
    await page
      .getByLabel('Choose a file')
      .setInputFiles({ name: 'big-scan.png', mimeType: 'image/png', buffer: big });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('Uploaded', { exact: true }).first().waitFor();
    await page.getByText('big-scan.png').first().waitFor();
    const chunk = String(8 * 1024 * 1024);
    expect(sent).toEqual([
      'POST ',
      'PATCH 0',
      `PATCH ${chunk}`,
      'HEAD ',
      `PATCH ${chunk}`,
      expect.stringMatching(/^PATCH /),
    ]);
    expect(sent.filter((s) => s.startsWith('POST'))).toHaveLength(1);
  });

  it('the client sees the file From Admin, downloads it and opens the embed', async () => {
    await signIn(CLIENT.email, CLIENT.password);
    await page.waitForURL(/\/dashboard\/client/);
    const files = page.getByRole('list', { name: 'Your files' });
    await files.getByText('welcome-pack.png').waitFor();
    await files.getByText('From Admin').waitFor();
    await expectAccessible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download welcome-pack.png' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('welcome-pack.png');
    const saved = await download.path();
    expect(Buffer.compare(await readFile(saved), PNG)).toBe(0);

    // The sidebar's Embedded Tools and the Pages tab both lead to the embed page.
    await page
      .getByRole('complementary', { name: 'Main navigation' })
      .getByText('Project board')
      .waitFor();
    await page.getByRole('tab', { name: 'Pages' }).click();
    await page.getByRole('link', { name: 'Open Tool' }).click();
    await page.waitForURL(/\/embed\/[0-9a-f-]+/);
    await page.getByRole('heading', { name: 'Project board' }).waitFor();
    await page.getByRole('link', { name: 'Open in new tab' }).waitFor();
    const frame = page.locator('iframe[title="Project board"]');
    const sandbox = (await frame.getAttribute('sandbox')) ?? '';
    expect(sandbox).toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-same-origin');
    // The page may frame this tenant's embed origins only.
    await expect(
      page.evaluate<string>(
        "document.querySelector('meta[http-equiv=\"Content-Security-Policy\"]')?.content ?? ''",
      ),
    ).resolves.toContain('frame-src');
    await expectAccessible();
  });
});
