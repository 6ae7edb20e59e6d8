/**
 * `make up`'s mail inbox, as a developer opens it: the catcher started as `make up` starts it
 * (tooling/dev/mailCatcher.ts, in a Node process of its own as under `make up`: maildev's ES
 * modules do not load inside jest), emails rendered and sent by notifications' own mailer, and
 * the printed address opened in Chromium shows the inbox, lists each email and shows it as its
 * recipient reads it: under the tenant's name, in their language, with no product name.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Page } from 'playwright-core';
import { createSmtpMailer } from '../../services/notifications/src/email/mailer';
import { renderEmail } from '../../services/notifications/src/email/templates';
import { launchChromium, type Browser } from './support/chromium';

jest.setTimeout(120_000);

let catcher: ChildProcess;
let mail: { smtpUrl: string; webUrl: string };
let browser: Browser;

/** The built catcher (`make build`), started as `make up` starts it, on free ports. */
async function startCatcher(): Promise<{ smtpUrl: string; webUrl: string }> {
  const built = path.resolve(__dirname, '../dist/dev/mailCatcher.js');
  catcher = spawn(
    process.execPath,
    [
      '-e',
      `require(${JSON.stringify(built)}).startMailCatcher({ host: '127.0.0.1', fixedPorts: false })` +
        '.then((m) => console.log(JSON.stringify({ smtpUrl: m.smtpUrl, webUrl: m.webUrl })))',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: catcher.stdout! });
  for await (const line of lines) if (line.startsWith('{')) return JSON.parse(line) as typeof mail;
  throw new Error('the mail catcher did not start');
}

const TENANTS = [
  {
    to: 'ana@example.com',
    locale: 'en',
    branding: { name: 'Demo Agency', color: '#0f766e', supportEmail: 'help@demo.example' },
    subject: 'You are invited to Demo Agency',
    says: 'You have been invited to join Demo Agency as Client.',
  },
  {
    to: 'bea@example.com',
    locale: 'es',
    branding: { name: 'Estudio Luna', color: '#7c3aed', supportEmail: 'hola@luna.example' },
    subject: 'Te han invitado a Estudio Luna',
    says: 'Te han invitado a unirte a Estudio Luna como Paciente.',
  },
];

beforeAll(async () => {
  mail = await startCatcher();
  const mailer = createSmtpMailer({
    smtpUrl: mail.smtpUrl,
    from: 'Portico <no-reply@mail.example.net>',
  });
  for (const tenant of TENANTS)
    await mailer.send(
      tenant.to,
      renderEmail('invitation', {
        locale: tenant.locale,
        branding: tenant.branding,
        tenantName: tenant.branding.name,
        role: 'role2',
        roleLabel: tenant.locale === 'es' ? 'Paciente' : 'Client',
        link: 'http://localhost:8080/signup?invite=abc&member=true',
        expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      }),
    );
  mailer.close();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  catcher?.kill('SIGTERM');
});

async function openInbox(): Promise<Page> {
  const page = await browser.context.newPage();
  const answer = await page.goto(mail.webUrl);
  expect(answer?.status()).toBe(200);
  return page;
}

it('shows the inbox at the address make up prints, with every email caught', async () => {
  const page = await openInbox();
  for (const tenant of TENANTS) await page.getByText(tenant.subject).waitFor();
  await page.close();
});

it.each(TENANTS)('shows $subject from its tenant, in its language', async (tenant) => {
  const page = await openInbox();
  await page.getByText(tenant.subject).click();
  // The HTML part, as a mail client shows it.
  const body = page.frameLocator('iframe').first().locator('body');
  await body.getByText(tenant.says).waitFor();
  const shown = await body.innerText();
  expect(shown).toContain(tenant.branding.name);
  expect(shown).not.toMatch(/portico/i);
  await page.close();
});
