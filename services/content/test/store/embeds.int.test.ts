/**
 * The Embed Manager and super-admin embeds on real PostgreSQL. The URL checks have their own
 * tests (test/net); here every target counts as public and answers X-Frame-Options: DENY.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '@portico/kit';
import {
  createEmbed,
  createSuperEmbed,
  deleteEmbed,
  listEmbedOrigins,
  listEmbeds,
  listSuperEmbeds,
  listVisibleEmbeds,
  reorderEmbeds,
  setEmbedActive,
  type EmbedDeps,
} from '../../src/domain/embedActions';
import { contentTestDatabase } from '../support';

let db: Database;
let close: () => Promise<void>;
let deps: EmbedDeps;
beforeAll(async () => {
  ({ db, close } = await contentTestDatabase());
  deps = {
    db,
    assertSafeHost: async () => undefined,
    probeFraming: async () => ({ framing: 'refused', decidedBy: 'x-frame-options' }),
  };
});
afterAll(async () => {
  await close?.();
});

const tenantId = randomUUID();
const admin = { userId: randomUUID(), roles: ['admin'] };
const client = { userId: randomUUID(), roles: ['client'] };
const draft = (title: string, url: string, role = 'client') => ({
  title,
  provider: 'custom',
  url,
  embedType: 'role',
  userId: '',
  role,
  isActive: true,
  sortOrder: 0,
});

describe('Embed Manager', () => {
  it('saves an embed whose site refuses framing, with the warning, and lists it', async () => {
    const saved = await createEmbed(
      deps,
      tenantId,
      admin,
      draft('Roadmap', 'https://roadmap.example.com/'),
    );
    expect(saved.framing).toMatchObject({ framing: 'refused', decidedBy: 'x-frame-options' });
    expect(saved.framing.warning).toMatch(/does not allow being embedded/);
    expect(saved.embed).toMatchObject({ framing: 'refused', role: 'client', is_active: true });
  });

  it('searches and filters, toggles, reorders and deletes; members can do none of it', async () => {
    const calendar = (
      await createEmbed(deps, tenantId, admin, draft('Book a call', 'https://cal.example.com/x'))
    ).embed;
    const board = (
      await createEmbed(deps, tenantId, admin, draft('Board', 'https://board.example.com/', 'all'))
    ).embed;
    expect(
      (await listEmbeds(deps, tenantId, admin, { query: 'book', embedType: '', status: '' })).map(
        (e) => e.id,
      ),
    ).toEqual([calendar.id]);

    await setEmbedActive(deps, tenantId, admin, calendar.id, false);
    expect(
      (
        await listEmbeds(deps, tenantId, admin, {
          query: '',
          embedType: 'role',
          status: 'inactive',
        })
      ).map((e) => e.id),
    ).toEqual([calendar.id]);
    expect((await listVisibleEmbeds(deps, tenantId, client)).map((e) => e.id)).not.toContain(
      calendar.id,
    );

    await setEmbedActive(deps, tenantId, admin, calendar.id, true);
    const visible = (await listVisibleEmbeds(deps, tenantId, client)).map((e) => e.id);
    await reorderEmbeds(deps, tenantId, admin, [board.id, calendar.id]);
    const reordered = (await listVisibleEmbeds(deps, tenantId, client)).map((e) => e.id);
    expect(reordered.slice(0, 2)).toEqual([board.id, calendar.id]);
    expect(reordered.sort()).toEqual(visible.sort());

    await expect(setEmbedActive(deps, tenantId, client, board.id, false)).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
    });
    await expect(deleteEmbed(deps, tenantId, client, board.id)).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
    });
    expect(await listEmbedOrigins(deps, tenantId)).toEqual(
      expect.arrayContaining(['https://board.example.com', 'https://cal.example.com']),
    );
    await setEmbedActive(deps, tenantId, admin, calendar.id, false);
    expect(await listEmbedOrigins(deps, tenantId)).not.toContain('https://cal.example.com');
    await setEmbedActive(deps, tenantId, admin, calendar.id, true);
    await deleteEmbed(deps, tenantId, admin, board.id);
    expect((await listVisibleEmbeds(deps, tenantId, client)).map((e) => e.id)).not.toContain(
      board.id,
    );
  });
});

describe('super-admin embeds', () => {
  const superAdmin = { userId: randomUUID(), roles: ['super_admin'] };
  const otherTenant = randomUUID();
  const target = { userId: randomUUID(), roles: ['jobseeker'] };

  it("reach the targeted user inside the target tenant, and nobody else's tenant", async () => {
    const saved = await createSuperEmbed(deps, superAdmin, otherTenant, {
      ...draft('Platform survey', 'https://survey.example.com/'),
      embedType: 'user',
      userId: target.userId,
    });
    expect(saved.embed).toMatchObject({
      tenant_id: otherTenant,
      is_super_admin_embed: true,
      user_id: target.userId,
    });
    expect((await listVisibleEmbeds(deps, otherTenant, target)).map((e) => e.id)).toEqual([
      saved.embed.id,
    ]);
    expect(
      (await listVisibleEmbeds(deps, otherTenant, { userId: randomUUID(), roles: ['jobseeker'] }))
        .length,
    ).toBe(0);
    expect((await listVisibleEmbeds(deps, tenantId, target)).map((e) => e.id)).not.toContain(
      saved.embed.id,
    );
  });

  it('are listed across tenants for super admins only', async () => {
    const forTenant = await createSuperEmbed(
      deps,
      superAdmin,
      tenantId,
      draft('Release notes', 'https://notes.example.com/', 'all'),
    );
    const all = (await listSuperEmbeds(deps, superAdmin, '')).map((e) => e.tenant_id);
    expect(all).toEqual(expect.arrayContaining([tenantId, otherTenant]));
    expect((await listSuperEmbeds(deps, superAdmin, tenantId)).map((e) => e.id)).toEqual([
      forTenant.embed.id,
    ]);
    // The tenant's own embeds are not super-admin embeds and never show here.
    expect((await listSuperEmbeds(deps, superAdmin, '')).every((e) => e.is_super_admin_embed)).toBe(
      true,
    );
    await expect(listSuperEmbeds(deps, admin, '')).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
    });
    await expect(
      createSuperEmbed(deps, admin, tenantId, draft('x', 'https://x.example.com/')),
    ).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
    });
  });
});
