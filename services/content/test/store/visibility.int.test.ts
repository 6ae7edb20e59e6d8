/**
 * Files and embeds on real PostgreSQL as the service's own non-superuser: who sees what over
 * every row of the role mapping, and a member of another tenant learns nothing about a file.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '@portico/kit';
import { deleteFile, getFile, listFiles, type FileDeps } from '../../src/domain/fileActions';
import { getEmbed, listVisibleEmbeds, type EmbedDeps } from '../../src/domain/embedActions';
import { diskStorage } from '../../src/blob/disk';
import { insertEmbed, type EmbedRow } from '../../src/store/embeds';
import { insertFile, type FileRow } from '../../src/store/files';
import { contentTestDatabase } from '../support';
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';

let db: Database;
let close: () => Promise<void>;
let files: FileDeps;
let embedsDeps: EmbedDeps;
beforeAll(async () => {
  ({ db, close } = await contentTestDatabase());
  const storage = await diskStorage(mkdtempSync(path.join(os.tmpdir(), 'content-vis-')));
  files = {
    db,
    storage,
    grantSecret: 'test',
    grantTtlSeconds: 60,
    uploadMaxBytes: 1024,
    quotaFor: async () => 0,
  };
  // Embeds here are written through the store; nothing in this file creates one by URL.
  embedsDeps = {
    db,
    assertSafeHost: async () => undefined,
    probeFraming: async () => ({ framing: 'frameable', decidedBy: 'none' }),
  };
});
afterAll(async () => {
  await close?.();
});

const ROLES = ['admin', 'client', 'recruitpro', 'jobseeker', 'role1', 'role2', 'role3'];

async function addFile(
  tenantId: string,
  row: Partial<Omit<FileRow, 'size_bytes'>> & { user_id: string },
) {
  return db.tenantTransaction(tenantId, (tx) =>
    insertFile(tx, {
      id: randomUUID(),
      tenant_id: tenantId,
      uploaded_by: row.user_id,
      title: 'Contract',
      file_name: 'contract.pdf',
      content_type: 'application/pdf',
      size_bytes: 10,
      sha256: 'x',
      storage_key: `${tenantId}/${row.user_id}/${randomUUID()}-contract.pdf`,
      assigned_roles: [],
      tags: [],
      message: '',
      scan_status: 'not_scanned',
      ...row,
    }),
  );
}

async function addEmbed(tenantId: string, row: Partial<EmbedRow>) {
  return db.tenantTransaction(tenantId, (tx) =>
    insertEmbed(tx, {
      id: randomUUID(),
      tenant_id: tenantId,
      title: row.role ?? 'user embed',
      provider: 'custom',
      url: 'https://tool.example.com/',
      embed_type: 'role',
      user_id: null,
      role: null,
      is_active: true,
      is_super_admin_embed: false,
      sort_order: 0,
      framing: 'frameable',
      created_by: null,
      ...row,
    }),
  );
}

describe('embed visibility over the role mapping', () => {
  const tenant = randomUUID();
  const member = randomUUID();
  const byRole = new Map<string, EmbedRow>();
  let forMember: EmbedRow;
  let superForMember: EmbedRow;
  let superForTenant: EmbedRow;
  let inactive: EmbedRow;
  let forAll: EmbedRow;

  beforeAll(async () => {
    // Written in reverse so sort_order, not insertion, decides the order.
    for (const [index, role] of [...ROLES].reverse().entries())
      byRole.set(role, await addEmbed(tenant, { role, sort_order: 10 + ROLES.length - index }));
    forAll = await addEmbed(tenant, { role: 'all', sort_order: 1 });
    forMember = await addEmbed(tenant, { embed_type: 'user', user_id: member, sort_order: 2 });
    superForMember = await addEmbed(tenant, {
      embed_type: 'user',
      user_id: member,
      is_super_admin_embed: true,
      sort_order: 3,
    });
    superForTenant = await addEmbed(tenant, {
      role: 'all',
      is_super_admin_embed: true,
      sort_order: 4,
    });
    inactive = await addEmbed(tenant, { role: 'client', is_active: false, sort_order: 5 });
  });

  it.each([
    ['admin', ['admin']],
    ['client', ['client', 'role2', 'role3']],
    ['recruitpro', ['recruitpro', 'role1']],
    ['jobseeker', ['jobseeker', 'role2']],
  ])(
    'a %s sees the role embeds for %j plus theirs and the super-admin ones, in sort order',
    async (role, reached) => {
      const seen = await listVisibleEmbeds(embedsDeps, tenant, { userId: member, roles: [role] });
      const expected = [
        forAll,
        forMember,
        superForMember,
        superForTenant,
        ...ROLES.filter((r) => reached.includes(r)).map((r) => byRole.get(r)!),
      ];
      expected.sort((a, b) => a.sort_order - b.sort_order);
      expect(seen.map((e) => e.id)).toEqual(expected.map((e) => e.id));
      expect(seen.map((e) => e.id)).not.toContain(inactive.id);
    },
  );

  it("opening an embed outside the caller's reach says 'You don't have access to this embed.'", async () => {
    const client = { userId: randomUUID(), roles: ['client'] };
    await expect(
      getEmbed(embedsDeps, tenant, client, byRole.get('role3')!.id),
    ).resolves.toMatchObject({ role: 'role3' });
    await expect(
      getEmbed(embedsDeps, tenant, client, byRole.get('role1')!.id),
    ).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
      message: "You don't have access to this embed.",
    });
    // The page follows the same rule for admins: the manager, not the page, lists the rest.
    await expect(
      getEmbed(embedsDeps, tenant, { userId: member, roles: ['admin'] }, byRole.get('client')!.id),
    ).rejects.toMatchObject({ message: "You don't have access to this embed." });
    await expect(getEmbed(embedsDeps, tenant, client, inactive.id)).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
    });
    await expect(getEmbed(embedsDeps, tenant, client, forMember.id)).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
    });
  });

  it("another tenant's caller finds no such embed", async () => {
    await expect(
      getEmbed(embedsDeps, randomUUID(), { userId: member, roles: ['admin'] }, forAll.id),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('file visibility', () => {
  const tenant = randomUUID();
  const admin = randomUUID();
  const client = randomUUID();
  const jobseeker = randomUUID();
  let fromAdmin: FileRow;
  let ownUpload: FileRow;
  let forClients: FileRow;
  let jobseekers: FileRow;

  beforeAll(async () => {
    fromAdmin = await addFile(tenant, { user_id: client, uploaded_by: admin });
    ownUpload = await addFile(tenant, { user_id: client });
    forClients = await addFile(tenant, { user_id: admin, assigned_roles: ['client'] });
    jobseekers = await addFile(tenant, { user_id: jobseeker });
  });

  const ids = (rows: FileRow[]) => rows.map((r) => r.id).sort();
  const list = (userId: string, roles: string[], includeRoleAssigned = false) =>
    listFiles(
      files,
      tenant,
      { userId, roles },
      { limit: 100, userId: '', includeRoleAssigned, query: '' },
    );

  it('admins see every file of the tenant', async () => {
    expect(ids(await list(admin, ['admin']))).toEqual(
      ids([fromAdmin, ownUpload, forClients, jobseekers]),
    );
  });

  it('members see their own files, plus files for their role on the dashboard', async () => {
    expect(ids(await list(client, ['client']))).toEqual(ids([fromAdmin, ownUpload]));
    expect(ids(await list(client, ['client'], true))).toEqual(
      ids([fromAdmin, ownUpload, forClients]),
    );
    expect(ids(await list(jobseeker, ['jobseeker'], true))).toEqual(ids([jobseekers]));
  });

  it('a member of another tenant gets not-found for a file id, as for one that does not exist', async () => {
    const outsider = { userId: randomUUID(), roles: ['admin'] };
    await expect(getFile(files, randomUUID(), outsider, fromAdmin.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'File not found',
    });
    await expect(
      getFile(files, tenant, { userId: jobseeker, roles: ['jobseeker'] }, fromAdmin.id),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('a member cannot delete a file an admin sent them, but can delete their own upload', async () => {
    const viewer = { userId: client, roles: ['client'] };
    await expect(deleteFile(files, tenant, viewer, fromAdmin.id)).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
    });
    await deleteFile(files, tenant, viewer, ownUpload.id);
    await expect(getFile(files, tenant, viewer, ownUpload.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
