/**
 * Folders (issue 28 item 3) on real PostgreSQL: access follows the folder's audience for a
 * client of another role and for another tenant, names and moves that would break the tree
 * are refused with nothing changed, and breadcrumbs lead back to the top.
 */
import { randomUUID } from 'node:crypto';
import type { Viewer } from '../../src/domain/access';
import { getFile } from '../../src/domain/fileActions';
import {
  createFolder,
  deleteFolder,
  listFolder,
  moveFile,
  moveFolder,
  renameFolder,
} from '../../src/domain/folderActions';
import { grantFor, pngBytes } from '../uploads/harness';
import { refusal, uploadWith, useUploadStack } from './support';

jest.setTimeout(120_000);

const started = useUploadStack();
const tenantId = randomUUID();
const otherTenantId = randomUUID();
const staff: Viewer = { userId: randomUUID(), roles: ['admin'] };
const acme: Viewer = { userId: randomUUID(), roles: ['client'] };
const otherClient: Viewer = { userId: randomUUID(), roles: ['client'] };
const recruiter: Viewer = { userId: randomUUID(), roles: ['role1'] };
const otherTenantAdmin: Viewer = { userId: randomUUID(), roles: ['admin'] };

let stack: ReturnType<typeof started>;
beforeAll(() => {
  stack = started();
});

async function upload(viewer: Viewer, name: string, extra = {}): Promise<string> {
  const bytes = pngBytes(800);
  return uploadWith(
    stack,
    await grantFor(stack.files, tenantId, viewer, name, bytes.length, extra),
    bytes,
  );
}

const list = (viewer: Viewer, folderId = '', tenant = tenantId) =>
  listFolder(stack.db, tenant, viewer, { folderId, limit: 0, offset: 0 });

describe('folder access', () => {
  let acmeFolder: string;
  let drafts: string;
  let clientsShared: string;
  let draftFile: string;

  beforeAll(async () => {
    acmeFolder = (
      await createFolder(stack.db, tenantId, staff, {
        parentId: '',
        name: 'Acme Ltd',
        ownerUserId: acme.userId,
        roles: [],
      })
    ).id;
    drafts = (
      await createFolder(stack.db, tenantId, staff, {
        parentId: acmeFolder,
        name: 'Drafts',
        ownerUserId: '',
        roles: ['role1'],
      })
    ).id;
    clientsShared = (
      await createFolder(stack.db, tenantId, staff, {
        parentId: '',
        name: 'Guides',
        ownerUserId: '',
        roles: ['client'],
      })
    ).id;
    // Uploaded by staff for no one in particular, then filed in Acme's drafts.
    draftFile = await upload(staff, 'draft.png');
    await moveFile(stack.db, tenantId, staff, draftFile, drafts);
  });

  it('a per-client folder, and everything below it, is for that client alone', async () => {
    const top = await list(acme);
    expect(top.folders.map((f) => f.name)).toEqual(['Acme Ltd', 'Guides']);
    const inside = await list(acme, drafts);
    // The subfolder took its parent's audience, not the roles the form sent.
    expect(inside.folder).toMatchObject({ owner_user_id: acme.userId, roles: [] });
    expect(inside.breadcrumbs.map((f) => f.name)).toEqual(['Acme Ltd']);
    expect(inside.files.map((f) => f.id)).toEqual([draftFile]);
    expect((await getFile(stack.files, tenantId, acme, draftFile)).id).toBe(draftFile);

    // Another client of the same role, and a client of another role, see neither.
    for (const viewer of [otherClient, recruiter]) {
      expect(await refusal(list(viewer, drafts))).toEqual({
        code: 'NOT_FOUND',
        message: 'Folder not found',
      });
      expect(await refusal(getFile(stack.files, tenantId, viewer, draftFile))).toMatchObject({
        code: 'NOT_FOUND',
      });
    }
    expect((await list(otherClient)).folders.map((f) => f.name)).toEqual(['Guides']);
    expect((await list(recruiter)).folders).toEqual([]);
  });

  it('another tenant finds nothing, not even with the ids', async () => {
    expect(await refusal(list(otherTenantAdmin, acmeFolder, otherTenantId))).toEqual({
      code: 'NOT_FOUND',
      message: 'Folder not found',
    });
    expect((await list(otherTenantAdmin, '', otherTenantId)).folders).toEqual([]);
    expect(
      await refusal(moveFile(stack.db, otherTenantId, otherTenantAdmin, draftFile, '')),
    ).toMatchObject({ code: 'NOT_FOUND' });
    expect(
      await refusal(
        createFolder(stack.db, otherTenantId, otherTenantAdmin, {
          parentId: acmeFolder,
          name: 'Mine now',
          ownerUserId: '',
          roles: [],
        }),
      ),
    ).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('clients browse but do not organise', async () => {
    expect(await refusal(renameFolder(stack.db, tenantId, acme, acmeFolder, 'Renamed'))).toEqual({
      code: 'PERMISSION_DENIED',
      message: 'Only staff can organise folders',
    });
  });

  it('a role-shared folder reaches every member of the role, and a move gives the new audience', async () => {
    const guide = await upload(staff, 'guide.png');
    await moveFile(stack.db, tenantId, staff, guide, clientsShared);
    expect((await list(otherClient, clientsShared)).files.map((f) => f.id)).toEqual([guide]);
    // Moving Guides into Acme's folder makes it Acme's.
    await moveFolder(stack.db, tenantId, staff, clientsShared, acmeFolder);
    expect(await refusal(list(otherClient, clientsShared))).toMatchObject({ code: 'NOT_FOUND' });
    expect((await list(acme, clientsShared)).breadcrumbs.map((f) => f.name)).toEqual(['Acme Ltd']);
  });
});

describe('bad input changes nothing', () => {
  it('refuses names with a slash or NUL, repeated names and a move into its own descendant', async () => {
    const root = await createFolder(stack.db, tenantId, staff, {
      parentId: '',
      name: 'Projects',
      ownerUserId: '',
      roles: [],
    });
    const child = await createFolder(stack.db, tenantId, staff, {
      parentId: root.id,
      name: 'Website',
      ownerUserId: '',
      roles: [],
    });
    const create = (name: string) =>
      createFolder(stack.db, tenantId, staff, { parentId: '', name, ownerUserId: '', roles: [] });
    expect(await refusal(create('a/b'))).toEqual({
      code: 'INVALID_ARGUMENT',
      message: 'A folder name cannot contain “/”',
    });
    expect(await refusal(create('a\u0000b'))).toEqual({
      code: 'INVALID_ARGUMENT',
      message: 'A folder name cannot contain control characters',
    });
    expect(await refusal(create('projects'))).toEqual({
      code: 'ALREADY_EXISTS',
      message: 'A folder with this name is already here',
    });
    expect(await refusal(renameFolder(stack.db, tenantId, staff, child.id, 'x/y'))).toMatchObject({
      code: 'INVALID_ARGUMENT',
    });
    expect(await refusal(moveFolder(stack.db, tenantId, staff, root.id, child.id))).toEqual({
      code: 'INVALID_ARGUMENT',
      message: 'A folder cannot be moved into itself or a folder inside it',
    });
    expect(await refusal(moveFolder(stack.db, tenantId, staff, root.id, root.id))).toMatchObject({
      code: 'INVALID_ARGUMENT',
    });
    const after = await list(staff, root.id);
    expect(after.folder).toMatchObject({ name: 'Projects', parent_id: null });
    expect(after.folders.map((f) => f.name)).toEqual(['Website']);
  });

  it('deleting a folder keeps its files, at the top level', async () => {
    const folder = await createFolder(stack.db, tenantId, staff, {
      parentId: '',
      name: 'Old',
      ownerUserId: '',
      roles: [],
    });
    const file = await upload(staff, 'kept.png', { folderId: folder.id });
    expect((await list(staff, folder.id)).files.map((f) => f.id)).toEqual([file]);
    await deleteFolder(stack.db, tenantId, staff, folder.id);
    expect((await getFile(stack.files, tenantId, staff, file)).folder_id).toBeNull();
  });
});
