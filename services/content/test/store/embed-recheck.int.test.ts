/**
 * The Embed Manager's "Check again" on real PostgreSQL: the framing check runs again and its
 * outcome replaces the one saved with the embed; the host is SSRF-checked again first (its DNS
 * may have changed since), and a host that turned unsafe is refused without probing or
 * changing anything; only admins of the embed's tenant may ask.
 */
import { randomUUID } from 'node:crypto';
import { forbidden, type Database } from '@portico/kit';
import {
  checkEmbedFraming,
  createEmbed,
  listEmbeds,
  type EmbedDeps,
} from '../../src/domain/embedActions';
import type { FramingDecision } from '../../src/domain/network';
import { contentTestDatabase } from '../support';

let db: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await contentTestDatabase());
});
afterAll(async () => {
  await close?.();
});

/** A target whose answer and DNS the test changes between the save and the check. */
function target(initial: FramingDecision) {
  const state = { decision: initial, unsafe: false, probes: 0 };
  const deps: EmbedDeps = {
    db,
    assertSafeHost: async () => {
      if (state.unsafe) throw forbidden('That address is not allowed', 'unsafe_host');
    },
    probeFraming: async () => {
      state.probes += 1;
      return state.decision;
    },
  };
  return { state, deps };
}

const admin = { userId: randomUUID(), roles: ['admin'] };
const draft = {
  title: 'Board',
  provider: 'custom',
  url: 'https://board.example.com/',
  embedType: 'role',
  userId: '',
  role: 'all',
  isActive: true,
  sortOrder: 0,
};

const framingOf = async (deps: EmbedDeps, tenantId: string, id: string) =>
  (await listEmbeds(deps, tenantId, admin, { query: '', embedType: '', status: '' })).find(
    (e) => e.id === id,
  )?.framing;

it('keeps the new outcome when the target now lets itself be framed', async () => {
  const tenantId = randomUUID();
  const { state, deps } = target({ framing: 'refused', decidedBy: 'x-frame-options' });
  const { embed } = await createEmbed(deps, tenantId, admin, draft);
  expect(await framingOf(deps, tenantId, embed.id)).toBe('refused');

  state.decision = { framing: 'frameable', decidedBy: 'csp' };
  const check = await checkEmbedFraming(deps, tenantId, admin, embed.id);
  expect(check).toMatchObject({ framing: 'frameable', decidedBy: 'csp', warning: '' });
  expect(await framingOf(deps, tenantId, embed.id)).toBe('frameable');
});

it('warns and keeps refused when the target now refuses framing', async () => {
  const tenantId = randomUUID();
  const { state, deps } = target({ framing: 'frameable', decidedBy: 'none' });
  const { embed } = await createEmbed(deps, tenantId, admin, draft);
  state.decision = { framing: 'refused', decidedBy: 'csp' };
  const check = await checkEmbedFraming(deps, tenantId, admin, embed.id);
  expect(check.warning).not.toBe('');
  expect(await framingOf(deps, tenantId, embed.id)).toBe('refused');
});

it('refuses a host that became SSRF-unsafe, without probing it or changing the embed', async () => {
  const tenantId = randomUUID();
  const { state, deps } = target({ framing: 'frameable', decidedBy: 'none' });
  const { embed } = await createEmbed(deps, tenantId, admin, draft);
  state.unsafe = true;
  state.probes = 0;
  await expect(checkEmbedFraming(deps, tenantId, admin, embed.id)).rejects.toMatchObject({
    message: 'That address is not allowed',
  });
  expect(state.probes).toBe(0);
  expect(await framingOf(deps, tenantId, embed.id)).toBe('frameable');
});

it('answers not found for an embed of another tenant, and refuses a non-admin', async () => {
  const tenantId = randomUUID();
  const { deps } = target({ framing: 'frameable', decidedBy: 'none' });
  const { embed } = await createEmbed(deps, tenantId, admin, draft);
  await expect(checkEmbedFraming(deps, randomUUID(), admin, embed.id)).rejects.toMatchObject({
    message: 'Embed not found',
  });
  const client = { userId: randomUUID(), roles: ['client'] };
  await expect(checkEmbedFraming(deps, tenantId, client, embed.id)).rejects.toMatchObject({
    message: 'Only admins can manage embeds',
  });
});
