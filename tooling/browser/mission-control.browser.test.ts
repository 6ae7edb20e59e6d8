import type { Page } from 'playwright-core';
import { ApiClient } from '../../services/gateway/test/support/client';
import { pngBytes, uploadFile } from '../../services/gateway/test/support/tus';
import {
  formatBytes,
  formatCount,
  storagePercent,
} from '../../frontends/super-console/src/mission/format';
import { accessibilityViolations } from './support/axe';
import { useBrowserJourney } from './support/journey';
import { signInAt } from './support/session';
import { SUPER_ADMIN } from './support/sharedStack';

// Issue 16's Mission Control in real Chromium: a super admin opens /super and the Active Users
// and Storage cards say what GET /api/metrics/active-users and /api/metrics/storage answer
// (an owner signed in and uploaded a file first); Notify Admins sends an announcement from its
// modal; the screen and the modal are axe-clean.

jest.setTimeout(240_000);

const OWNER = { email: 'mona@mission.test', password: 'correct-horse-battery' };
const FILE = pngBytes(54_321);

const journey = useBrowserJourney({
  // Notify Admins announces to every tenant, for a day, with no way to take it back: on the
  // shared stack each later file's members would see its banner, and the announcements file
  // would no longer start from an empty history.
  ownStack: true,
});
let page: Page;
let superAdmin: ApiClient;

interface ActiveUsers {
  today: number;
  tenants: number;
}
interface Storage {
  usedBytes: number;
  quotaBytes: number | null;
  tenants: number;
}

async function figure<T>(path: string): Promise<T> {
  const answer = await superAdmin.get<T>(path);
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
  return answer.body;
}

/** Polls until `done`; the deadline only bounds a failure (audit events cross the bus). */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

beforeAll(async () => {
  const owner = new ApiClient(journey.url);
  await owner.post('/api/auth/signup', { name: 'Mona Owner', companyName: 'Mission Co', ...OWNER });
  await owner.post('/api/onboarding-plan', { plan: 'pro', adminSeats: 2 });
  await owner.post('/api/onboarding-branding', { subdomain: 'mission-co', brandColor: '#2563eb' });
  await owner.post('/api/onboarding-capabilities', { useEmbeds: true, useFiles: true });
  const provisioned = await owner.post<{ tenant_id: string }>('/api/onboarding-provision');
  owner.tenantId = provisioned.body.tenant_id;
  await uploadFile(owner, FILE, { filename: 'brief.png', title: 'Brief' });

  superAdmin = new ApiClient(journey.url);
  const login = await superAdmin.post('/api/auth/login', SUPER_ADMIN);
  if (login.status !== 200) throw new Error(`super admin sign-in failed: ${login.status}`);
  // The owner and the super admin are both active today once their audit events arrive.
  await until(
    () => figure<ActiveUsers>('/api/metrics/active-users'),
    (a) => a.today >= 2 && a.tenants >= 1,
  );
});

beforeEach(() => {
  page = journey.page;
});

const expectAccessible = async () => expect(await accessibilityViolations(page)).toEqual([]);

/** The figure a status card shows, once it has stopped loading. */
async function cardValue(title: string): Promise<string> {
  const card = page
    .getByRole('region', { name: 'Platform status' })
    .locator('.status-card')
    .filter({ has: page.getByRole('heading', { name: title }) });
  const value = card.locator('.status-card__value');
  await page.waitForFunction(
    (el) => el !== null && el.textContent !== 'Loading…',
    await value.elementHandle(),
  );
  return (await value.textContent()) ?? '';
}

describe('Mission Control', () => {
  it('a super admin sees Active Users and Storage equal to what the API answers', async () => {
    await signInAt(page, journey.url, SUPER_ADMIN);
    await page.waitForURL(/\/super$/);
    await page.getByRole('heading', { name: 'Mission Control' }).waitFor();

    const active = await figure<ActiveUsers>('/api/metrics/active-users');
    expect(await cardValue('Active Users')).toBe(formatCount(active.today));
    await page
      .getByText(`signed in or active today (UTC), in ${formatCount(active.tenants)} tenant`)
      .waitFor();

    const storage = await figure<Storage>('/api/metrics/storage');
    expect(storage.usedBytes).toBeGreaterThanOrEqual(FILE.length);
    expect(await cardValue('Storage')).toBe(
      storagePercent(storage.usedBytes, storage.quotaBytes) ?? formatBytes(storage.usedBytes),
    );

    // This stack runs no Prometheus: the requests chart says so instead of drawing a guess.
    await page
      .getByRole('region', { name: 'Requests & Errors' })
      .getByText('Prometheus is unavailable: no figures to show')
      .waitFor();
    await page
      .getByRole('region', { name: 'Active Alerts' })
      .getByText('No active alerts')
      .waitFor();
    await expectAccessible();
  });

  it('a super admin notifies every tenant admin from the Notify Admins modal', async () => {
    await signInAt(page, journey.url, SUPER_ADMIN);
    await page.waitForURL(/\/super$/);
    await page.getByRole('button', { name: 'Notify Admins' }).click();
    const dialog = page.getByRole('dialog', { name: 'Notify Admins' });
    await dialog.getByLabel('Title').fill('Planned maintenance');
    await dialog.getByLabel('Message').fill('The portal is read-only for ten minutes tonight.');
    await dialog.getByLabel('All tenants').check();
    await expectAccessible();
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('Announcement sent').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const history = await figure<{ history: { title: string; audience: string }[] }>(
      '/api/notifications/history',
    );
    expect(history.history.find((h) => h.title === 'Planned maintenance')).toMatchObject({
      audience: 'all',
    });
  });
});
