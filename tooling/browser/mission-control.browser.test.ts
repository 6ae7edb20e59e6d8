import type { Page } from 'playwright-core';
import { pngBytes, uploadFile } from '../../services/gateway/test/support/tus';
import {
  formatBytes,
  formatCount,
  storagePercent,
} from '../../frontends/super-console/src/mission/format';
import { eventually } from '../test-infra/eventually';
import { accessibilityViolations } from './support/axe';
import { useBrowserJourney } from './support/journey';
import { signInAt } from './support/session';
import { SUPER_ADMIN } from './support/sharedStack';
import { openWorkspace, signedIn, type ApiClient } from './support/workspace';

// Issue 16's Mission Control in real Chromium: a super admin opens /super and the Active Users
// and Storage cards say what GET /api/metrics/active-users and /api/metrics/storage answer
// (an owner signed in and uploaded a file first); Notify Admins sends an announcement from its
// modal; the screen and the modal are axe-clean.

jest.setTimeout(240_000);

const OWNER = { name: 'Mona Owner', email: 'mona@mission.test', password: 'correct-horse-battery' };
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

beforeAll(async () => {
  const { client: owner } = await openWorkspace(journey, {
    owner: OWNER,
    company: 'Mission Co',
    subdomain: 'mission-co',
    capabilities: { useEmbeds: true, useFiles: true },
  });
  await uploadFile(owner, FILE, { filename: 'brief.png', title: 'Brief' });

  superAdmin = await signedIn(journey, SUPER_ADMIN);
  // The owner and the super admin are both active today once their audit events arrive.
  await eventually(
    'the owner and the super admin to be active today',
    () => figure<ActiveUsers>('/api/metrics/active-users'),
    (a) => a.today >= 2 && a.tenants >= 1,
    { timeoutMs: 60_000, everyMs: 250 },
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
